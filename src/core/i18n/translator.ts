/**
 * The exchange's own translator: texts by language as nested sections (`t('section.key')`), plural forms chosen by
 * `Intl.PluralRules` from `count` (`key_one`, `key_few`, `key_many`, `key_other`, the suffixes the texts are
 * written with), the default language's text when the other lacks a key, and `{{name}}` values, with
 * `{{value, money}}` / `{{value, money(currency: USD)}}` formatted by the formatters given. Values are not
 * escaped: texts go to React/DOM text nodes, which escape on their own.
 *
 * It is all the exchange asked of i18next, whose one module for bundlers (16 KB gz) kept every method in every page;
 * this is plain code over `Intl`, typed by the keys of ./keys.ts, and has nothing to rewrite when a library moves.
 */
import type { Lang } from '../contract/common'

/** One language's texts: sections of strings, nested sections as `a.b.key`. */
export interface TextTree {
  readonly [name: string]: string | TextTree
}

/** A formatter named in a text: `{{price, money}}` → `money(value, lang, { currency? })`. */
export type TextFormatter = (value: unknown, lang: Lang, options: Readonly<Record<string, string>>) => string

export interface Translator {
  /** Merges texts into a language key by key (a section may come in parts from several owners). */
  add(lang: Lang, texts: TextTree): void
  /** The text of `key` in `lang`; the key itself when no language has it. */
  translate(lang: Lang, key: string, values?: Readonly<Record<string, unknown>>): string
}

const pluralRules = new Map<Lang, Intl.PluralRules>()

/** The plural category of `count` in `lang` (`one`, `few`, `many`, `other`...). */
export function pluralOf(lang: Lang, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

function merge(target: Record<string, string | TextTree>, source: TextTree) {
  for (const [name, value] of Object.entries(source)) {
    const present = target[name]
    if (typeof value === 'object' && typeof present === 'object') {
      const copy = { ...present }
      merge(copy, value)
      target[name] = copy
    } else target[name] = typeof value === 'object' ? { ...value } : value
  }
}

function lookup(tree: TextTree | undefined, path: readonly string[], last: string): string | undefined {
  let node: string | TextTree | undefined = tree
  for (const name of path) node = typeof node === 'object' ? node[name] : undefined
  const text = typeof node === 'object' ? node[last] : undefined
  return typeof text === 'string' ? text : undefined
}

/** `{{ name }}`, `{{ name, format }}`, `{{ name, format(option: value, ...) }}` */
const placeholder = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*(?:\(([^)]*)\))?\s*)?\}\}/g

function optionsOf(text: string | undefined): Record<string, string> {
  const options: Record<string, string> = {}
  for (const part of (text ?? '').split(',')) {
    const [name, value] = part.split(':').map((s) => s.trim())
    if (name && value !== undefined) options[name] = value
  }
  return options
}

export function createTranslator(fallback: Lang, formatters: Readonly<Record<string, TextFormatter>> = {}): Translator {
  const texts = new Map<Lang, Record<string, string | TextTree>>()
  const find = (lang: Lang, path: readonly string[], name: string, count: unknown) => {
    const tree = texts.get(lang)
    if (typeof count === 'number') {
      const plural = lookup(tree, path, `${name}_${pluralOf(lang, count)}`)
      if (plural !== undefined) return plural
    }
    return lookup(tree, path, name)
  }
  return {
    add(lang, more) {
      let tree = texts.get(lang)
      if (!tree) {
        tree = {}
        texts.set(lang, tree)
      }
      merge(tree, more)
    },
    translate(lang, key, values = {}) {
      const path = key.split('.')
      const name = path.pop() ?? key
      const text =
        find(lang, path, name, values.count) ??
        (lang === fallback ? undefined : find(fallback, path, name, values.count))
      if (text === undefined) return key
      if (!text.includes('{{')) return text
      return text.replace(placeholder, (whole, value: string, format?: string, options?: string) => {
        if (!(value in values)) return whole
        const given = values[value]
        const formatter = format ? formatters[format] : undefined
        return formatter ? formatter(given, lang, optionsOf(options)) : String(given)
      })
    },
  }
}
