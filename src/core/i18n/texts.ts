/**
 * Texts by owner: the shared texts (./resources.ts) are in every i18n instance from the start; a widget's or the
 * site's own sections (its texts.ts, beside it) are added by the module that shows them, so a page that embeds only
 * the cargo search does not download the calendar's or the site's texts. Two owners may add keys to one section
 * (the translator merges them key by key).
 *
 * The registry lives on `globalThis` like the core (two bundles on one page share it): texts added before an
 * instance exists are applied when it is created, and texts added later reach every instance already made.
 */
import type { Lang } from '../contract/common'
import type { Translator } from './translator'

/** One area's texts: its sections (`t('section.key')`) in both languages. */
export type AreaTexts = { readonly [L in Lang]: Readonly<Record<string, Readonly<Record<string, string>>>> }

interface Registry {
  areas: AreaTexts[]
  instances: Set<Translator>
}

const registryKey = Symbol.for('fx.texts')

function registry(): Registry {
  const scope = globalThis as { [registryKey]?: Registry }
  scope[registryKey] ??= { areas: [], instances: new Set() }
  return scope[registryKey]
}

function apply(instance: Translator, texts: AreaTexts) {
  for (const lang of ['ru', 'en'] as const) instance.add(lang, texts[lang])
}

/** Makes an area's texts available to every i18n instance, present and future. Adding twice is harmless. */
export function addTexts(...areas: AreaTexts[]): void {
  const known = registry()
  for (const texts of areas) {
    if (known.areas.includes(texts)) continue
    known.areas.push(texts)
    for (const instance of known.instances) apply(instance, texts)
  }
}

/** Called by `createI18n`: gives a new instance every area added so far, and those added later. */
export function attachTexts(instance: Translator): void {
  const known = registry()
  known.instances.add(instance)
  for (const texts of known.areas) apply(instance, texts)
}
