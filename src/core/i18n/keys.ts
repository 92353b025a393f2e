/**
 * Typed text keys. Each owner of texts (core's shared texts, a widget, the site) derives the keys of its sections
 * from its Russian texts (the default language, which has every plural form), so a `t` that takes only those keys
 * rejects a missing or misspelt one at the type check. Types only: nothing here runs.
 */
import type { resources } from './resources'

/** The plural suffixes i18next adds for `{ count }` (from `Intl.PluralRules`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** `'count_one'` → `'count_one' | 'count'`: a plural form may be asked for by its base key. */
type WithPluralBase<K extends string> =
  | K
  | { [P in PluralSuffix]: K extends `${infer Base}_${P}` ? Base : never }[PluralSuffix]

/** Every `'section.key'` (nested sections as `'a.b.key'`) of one language's texts, plural base keys included. */
export type TextKey<Texts> = {
  [K in keyof Texts & string]: Texts[K] extends string ? WithPluralBase<K> : `${K}.${TextKey<Texts[K]>}`
}[keyof Texts & string]

/** The keys of the shared texts (./resources.ts), which every i18n instance has from the start. */
export type SharedTextKey = TextKey<(typeof resources)['ru']['translation']>

/**
 * A `t` that takes the shared keys and the keys `K` of its owner's own texts: `Translate<CalendarTextKey>`.
 * Plain `Translate` takes the shared keys only (the kit's).
 */
export type Translate<K extends string = never> = (key: SharedTextKey | K, options?: Record<string, unknown>) => string
