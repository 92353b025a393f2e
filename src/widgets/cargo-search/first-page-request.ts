/**
 * Which `<fx-cargo-search>` elements the script-tag entry draws a first view for, and the request of their first
 * page: a visitor's first, unfiltered search, the request the widget itself would send.
 *
 * The entry sends it the moment it runs, so this module imports nothing at run time: an import of a module that
 * other elements share is a chunk of its own, one more round trip before the request goes out (about 30-60 ms on
 * the bench). Its few facts therefore repeat core's: the API base (`resolveApiBase`, core/config), the language
 * (`parseLanguage`, the stored language), the session and recent-routes keys, the default order and page size.
 * `first-paint.browser.test.tsx` holds each one to core's own, so they cannot drift apart.
 */
import type { Lang } from '../../core/contract/common'

export const firstPage = { tag: 'fx-cargo-search', limit: 20, sort: '-created_at' } as const

/** Attributes that leave the first view as the entry draws it (the rest change the search or the cards). */
const neutral = new Set([
  'id',
  'class',
  'style',
  'slot',
  'title',
  'api-base',
  'lang',
  'partner',
  'theme',
  'sign-in-url',
])

/** What the entry reads of the page: its configuration, storage and origin. */
export interface PageFacts {
  config: { apiBase?: unknown; lang?: unknown } | undefined
  stored: (key: string) => string | null
  origin: string
}

export function pageFacts(): PageFacts {
  const scope = globalThis as { FX_CONFIG?: PageFacts['config']; localStorage?: Storage; location?: Location }
  return {
    config: scope.FX_CONFIG,
    stored: (key) => {
      try {
        return scope.localStorage?.getItem(key) ?? null
      } catch {
        return null // storage refused (a sandboxed frame): nothing stored
      }
    },
    origin: scope.location?.origin ?? '',
  }
}

/** `'en-GB'` → `'en'`, as core's `parseLanguage`. */
export function languageOf(value: unknown): Lang | null {
  const code = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 2) : ''
  return code === 'ru' || code === 'en' ? code : null
}

/** The API base as core's `resolveApiBase`: attribute, then the page's `FX_CONFIG.apiBase`, then the origin. */
export function apiBaseOf(attribute: string | null, config: PageFacts['config'], origin: string): string {
  const raw =
    [attribute, typeof config?.apiBase === 'string' ? config.apiBase : null].map((v) => v?.trim()).find((v) => v) ?? ''
  let base = raw
  if (origin && origin !== 'null' && !/^[a-z][a-z\d+.-]*:\/\//i.test(raw)) {
    try {
      base = new URL(raw || '/', origin).href
    } catch {
      base = raw
    }
  }
  return base.replace(/\/+$/, '').replace(/\/api$/, '')
}

const hasRoutes = (stored: string | null) => {
  try {
    return (JSON.parse(stored || '[]') as unknown[]).length > 0
  } catch {
    return false // the widget ignores a broken entry too
  }
}

export interface FirstPageRequest {
  lang: Lang
  url: string
}

/** The first page's request for `element`, or null when the widget's first view would not be the one drawn. */
export function firstPageRequest(element: Element, facts: PageFacts = pageFacts()): FirstPageRequest | null {
  if (element.shadowRoot || Object.keys(element).length > 0) return null // upgraded, or a property set already
  for (const { name, value } of element.attributes) {
    const same =
      name === 'page-size'
        ? Number(value) === firstPage.limit
        : name === 'sort'
          ? value === firstPage.sort
          : neutral.has(name)
    if (!same && !name.startsWith('data-') && !name.startsWith('aria-')) return null
  }
  // a signed-in session sees its views and favourites; recent routes show above the results
  if (facts.stored('accessToken') || hasRoutes(facts.stored('lastThreeFilterRoutes'))) return null
  const lang =
    languageOf(element.getAttribute('lang')) ??
    languageOf(facts.config?.lang) ??
    languageOf(facts.stored('language')) ??
    'ru'
  const base = apiBaseOf(element.getAttribute('api-base'), facts.config, facts.origin)
  return { lang, url: `${base}/api/v1/cargos?limit=${firstPage.limit}&offset=0&sort=${firstPage.sort}` }
}
