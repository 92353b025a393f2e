import { describe, expect, it } from 'vitest'
import { allResources, areaTexts } from '../../host/texts/all-texts'
import { errorCatalogue } from './catalogue'
import { resources } from './resources'

const pluralSuffix = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
}

const keysOf = (lang: keyof typeof allResources) => flatten(allResources[lang].translation)
const baseKeys = (keys: string[]) => new Set(keys.map((k) => k.replace(pluralSuffix, '')))

describe('resources', () => {
  it('every key exists in both languages (plural suffixes aside)', () => {
    const ru = baseKeys(keysOf('ru'))
    const en = baseKeys(keysOf('en'))
    expect(
      [...ru].filter((k) => !en.has(k)),
      'keys only in ru',
    ).toEqual([])
    expect(
      [...en].filter((k) => !ru.has(k)),
      'keys only in en',
    ).toEqual([])
  })

  it('every plural key has each form its language needs, and no stray forms', () => {
    for (const lang of ['ru', 'en'] as const) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories
      const keys = keysOf(lang)
      const plurals = new Set(keys.filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')))
      for (const base of plurals) {
        const forms = keys.filter((k) => k.startsWith(`${base}_`)).map((k) => k.slice(base.length + 1))
        expect(forms.sort(), `${lang}: ${base}`).toEqual([...needed].sort())
      }
    }
  })

  it('no key has two owners (a section two owners share is split, not repeated)', () => {
    for (const lang of ['ru', 'en'] as const) {
      const owners = [resources[lang].translation, ...areaTexts.map((area) => area[lang])]
      const all = owners.flatMap((texts) => flatten(texts))
      expect(
        all.filter((key, index) => all.indexOf(key) !== index),
        lang,
      ).toEqual([])
    }
  })

  it('no text is empty', () => {
    for (const lang of ['ru', 'en'] as const) {
      const walk = (value: unknown, path: string) => {
        if (typeof value === 'string') expect(value.trim(), `${lang}: ${path}`).not.toBe('')
        else for (const [k, v] of Object.entries(value as object)) walk(v, `${path}.${k}`)
      }
      walk(allResources[lang].translation, '')
    }
  })

  it('starts with the error catalogue; the validation messages stay with the forms (one copy, in the contract)', () => {
    expect(Object.keys(resources.ru.translation)[0]).toBe('errors')
    expect(resources.ru.translation.errors).toEqual(errorCatalogue.ru)
    expect(resources.en.translation.errors).toEqual(errorCatalogue.en)
    expect(Object.keys(resources.ru.translation)).not.toContain('validation')
  })
})
