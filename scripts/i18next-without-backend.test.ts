/**
 * i18next as the SDK and the site build it (scripts/i18next-without-backend.ts): the library's own module with the
 * backend connector replaced, imported and driven the way src/core/i18n/i18n.ts drives it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { i18n as I18next } from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  slimI18next,
  withoutBackend,
  withoutBuiltInFormats,
  withoutNestingOrSaving,
  withoutUnusedMethods,
} from './i18next-without-backend'

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
  void made.init({ resources, lng: 'ru', fallbackLng: 'ru', initAsync: false, interpolation: { escapeValue: false } })
  return made
}

describe('i18next without its backend connector', () => {
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

  it('refuses a backend plainly instead of never loading its texts', () => {
    const made = i18next.createInstance()
    made.use({ type: 'backend', init() {}, read() {} } as never)
    expect(() => made.init({ lng: 'ru', initAsync: false })).toThrow(/no backend connector/)
  })

  it('is smaller by the connector and by the built-in formats', () => {
    const gz = (code: string) => gzipSync(code, { level: 9 }).length
    expect(gz(original) - gz(withoutBackend(original))).toBeGreaterThan(1000)
    expect(gz(original) - gz(withoutBuiltInFormats(original))).toBeGreaterThan(250)
    expect(gz(original) - gz(withoutUnusedMethods(original))).toBeGreaterThan(500)
    expect(gz(original) - gz(withoutNestingOrSaving(original))).toBeGreaterThan(700)
  })

  it('fails the build when i18next no longer has the class where it was', () => {
    expect(() => withoutBackend(original.replace('class Connector extends', 'class Loader extends'))).toThrow(
      /i18next changed/,
    )
    expect(() => withoutBackend(`${original}\nclass Connector extends EventEmitter {}`)).toThrow(/i18next changed/)
    expect(() => withoutUnusedMethods(original.replace('  dir(lng) {', '  direction(lng) {'))).toThrow(
      /i18next changed/,
    )
    expect(() => withoutBuiltInFormats(original.replace('const createCachedFormatter =', 'const cached ='))).toThrow(
      /i18next changed/,
    )
    expect(() => withoutNestingOrSaving(original.replace('  nest(str, fc, options = {}) {', '  nest(s) {'))).toThrow(
      /i18next changed/,
    )
    expect(() =>
      withoutNestingOrSaving(original.replace('const missingKeyNoValueFallbackToKey', 'const noFallback')),
    ).toThrow(/i18next changed/)
  })
})
