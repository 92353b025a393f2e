/**
 * i18next as the SDK and the site build it (scripts/i18next-slim.ts): the library's own module with the methods of
 * scripts/i18next-slim-methods.ts replaced, imported and driven the way src/core/i18n/i18n.ts drives it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { i18n as I18next } from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pinOf, slimI18next } from './i18next-slim'
import { methodReplacements, refusedOptions } from './i18next-slim-methods'

const original = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('i18next')), '../esm/i18next.js'),
  'utf8',
)
const dir = mkdtempSync(path.join(tmpdir(), 'fx-i18next-'))
let i18next: { createInstance: () => I18next }

beforeAll(async () => {
  const file = path.join(dir, 'i18next.mjs')
  writeFileSync(file, slimI18next(original))
  i18next = (await import(pathToFileURL(file).href)).default
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const resources = {
  ru: {
    translation: {
      cargo: { count_one: '{{count}} груз', count_few: '{{count}} груза', count_many: '{{count}} грузов' },
      hi: 'Привет, {{name}}',
    },
  },
  en: {
    translation: { cargo: { count_one: '{{count}} cargo', count_other: '{{count}} cargos' }, hi: 'Hello, {{name}}' },
  },
}

function instance(): I18next {
  const made = i18next.createInstance()
  void made.init({
    resources: structuredClone(resources),
    lng: 'ru',
    fallbackLng: 'ru',
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return made
}

describe('i18next as built here', () => {
  it('translates, interpolates and picks plurals at once, as bundled resources allow', () => {
    const t = instance().t
    expect(t('hi', { name: 'Анна' })).toBe('Привет, Анна')
    expect(t('cargo.count', { count: 5 })).toBe('5 грузов')
    expect(t('cargo.count', { count: 3 })).toBe('3 груза')
  })

  it('changes language, takes texts added later key by key, and runs a custom formatter', async () => {
    const made = instance()
    made.services.formatter?.add('upper', (value: unknown) => String(value).toUpperCase())
    made.addResourceBundle('en', 'translation', { hi: 'Hi, {{name, upper}}', extra: 'more' }, true, true)
    await made.changeLanguage('en')
    expect(made.language).toBe('en')
    expect(made.t('hi', { name: 'ann' })).toBe('Hi, ANN')
    expect(made.t('cargo.count', { count: 1 })).toBe('1 cargo')
    expect(made.hasLoadedNamespace('translation')).toBe(true)
    await made.reloadResources()
    await made.loadNamespaces('translation')
    expect(made.t('extra')).toBe('more')
  })

  it("runs the exchange's own formatter with options, chained and through addCached, and leaves a built-in name alone", () => {
    const made = instance()
    made.services.formatter?.add(
      'money',
      (value: unknown, lng: string | undefined, options: { currency?: string }) =>
        `${value} ${options.currency ?? 'RUB'} ${lng}`,
    )
    made.services.formatter?.addCached(
      'upper',
      (lng: string | undefined) => (value: unknown) => `${value}`.toUpperCase() + lng,
    )
    made.addResourceBundle('ru', 'translation', { price: '{{p, money(currency: USD)}}', both: '{{p, money, upper}}' })
    made.addResourceBundle('ru', 'translation', { plain: '{{p, number}}' })
    expect(made.t('price', { p: 5 })).toBe('5 USD ru')
    expect(made.t('both', { p: 5 })).toBe('5 RUB RUru')
    expect(made.t('plain', { p: 1234.5 })).toBe('1234.5')
  })

  it("tells the direction of a language from the browser's data, and refuses to clone", () => {
    const made = instance()
    expect(made.dir('ru')).toBe('ltr')
    expect(made.dir('ar')).toBe('rtl')
    expect(made.dir()).toBe('ltr')
    expect(() => made.cloneInstance()).toThrow(/no cloneInstance/)
  })

  it('shows a value as it is (no nesting), answers a missing key with the key, and loads nothing', async () => {
    const made = instance()
    expect(made.t('hi', { name: '$t(cargo.count)' })).toBe('Привет, $t(cargo.count)')
    expect(made.t('no.such.key')).toBe('no.such.key')
    expect(made.t('cargo.count', { count: 21 })).toBe('21 груз')
    let called = 0
    await made.loadNamespaces('translation', () => called++)
    await made.loadLanguages(['en'], () => called++)
    expect(called).toBe(2)
    expect(made.t('cargo.count', { count: 1, lng: 'en' })).toBe('1 cargo')
  })

  it("has no text that nests another (nesting is not built), in core's, the widgets' or the site's texts", async () => {
    const { readdirSync } = await import('node:fs')
    const files = readdirSync(path.join(import.meta.dirname, '../src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /(^|[\\/])(texts|resources|catalogue)[\\/.]|texts\.ts$/.test(file) && !file.includes('.test.'),
    )
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      if (!file.endsWith('.ts')) continue
      expect(readFileSync(path.join(import.meta.dirname, '../src', file), 'utf8'), file).not.toMatch(/\$t\(/)
    }
  })

  it('refuses a module, and an option of t() it does not read, plainly instead of answering wrongly', () => {
    const made = instance()
    expect(() => made.use({ type: 'backend', init() {}, read() {} } as never)).toThrow(/takes no modules/)
    for (const option of refusedOptions) {
      expect(() => made.t('hi', { name: 'Анна', [option]: 'x' }), option).toThrow(
        new RegExp(`t\\(\\)'s ${option} option`),
      )
    }
    expect(made.t('cargo', { count: 1 })).toBe('cargo')
  })

  it('translates in a fixed language, with the fallback language for a key the other lacks', () => {
    const made = instance()
    made.addResourceBundle('ru', 'translation', { only_ru: 'только по-русски' }, true, true)
    const en = made.getFixedT('en')
    expect(en('hi', { name: 'Ann' })).toBe('Hello, Ann')
    expect(en('cargo.count', { count: 2 })).toBe('2 cargos')
    expect(en('only_ru')).toBe('только по-русски')
    expect(made.exists('only_ru')).toBe(true)
    expect(made.exists('no.such')).toBe(false)
  })

  it('emits languageChanged once per change, with the language as the store knows it', async () => {
    const made = instance()
    const seen: string[] = []
    made.on('languageChanged', (lng: string) => seen.push(lng))
    await made.changeLanguage('en')
    await made.changeLanguage('ru')
    expect(seen).toEqual(['en', 'ru'])
    expect(made.resolvedLanguage).toBe('ru')
  })

  it('is smaller than i18next as published by a third', () => {
    const gz = (code: string) => gzipSync(code, { level: 9 }).length
    expect(gz(original) - gz(slimI18next(original))).toBeGreaterThan(gz(original) / 3)
  })

  it('pins every method it replaces to its source as i18next ships it', () => {
    for (const [name, { pin }] of Object.entries(methodReplacements)) {
      const [className, method] = name.split('.')
      const changed = original.replace(
        new RegExp(`(class ${className} [^]*?\\n  (?:static )?${method}\\([^)]*\\) \\{)`),
        '$1\n    void 0;',
      )
      expect(changed, name).not.toBe(original)
      expect(() => slimI18next(changed), name).toThrow(new RegExp(`its ${name.replace('.', '\\.')} is no longer`))
      expect(pin).toMatch(/^[0-9a-f]{12}$/)
    }
    expect(() => slimI18next(original, { 'I18n.translateAll': { pin: pinOf(''), why: '', by: '' } })).toThrow(
      /I18n\.translateAll is found 0 times/,
    )
  })
})
