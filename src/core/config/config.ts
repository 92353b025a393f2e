/**
 * Runtime configuration of the client: where the API is, whether the white-label variant is on (spec 1: the page
 * or the API address contains a partner word) and whether the page is a Telegram mini-app (spec 1: the address
 * carries `tgWebAppStartParam`). Everything here is a pure function of its inputs; `readBrowserConfig()` is the
 * one thin reader of `window`, `document` and `location`.
 */
import type { Lang } from '../contract/common'

/** What a page may set in `window.FX_CONFIG` before the scripts run. */
export interface FxConfigInput {
  /** The API host, e.g. `https://api.example.com` (without `/api`); default: the page's own origin. */
  apiBase?: string
  /** Words that turn the white-label variant on; an array or a comma-separated string. */
  partnerWords?: string[] | string
  /** The interface language to start with. */
  lang?: Lang
  /** A Sentry-compatible DSN: client errors are reported there; without it, to the exchange's server log. */
  sentryDsn?: string
}

declare global {
  interface Window {
    FX_CONFIG?: FxConfigInput
  }
}

export interface FxConfig {
  /** Absolute base without a trailing slash, or `''` for "same origin, relative URLs". */
  apiBase: string
  partnerWords: string[]
  /** Spec 1: the white-label variant (it forces shippers to the transport calendar, see the route guard). */
  whiteLabel: boolean
  /** Spec 1: the page was opened as a Telegram mini-app. */
  miniApp: boolean
  /** The value of `tgWebAppStartParam` (may be `''`), `null` when absent. */
  miniAppStartParam: string | null
  lang: Lang | null
  /** Where client errors are reported (`FxConfigInput.sentryDsn`); `null`: the exchange's server log. */
  sentryDsn: string | null
}

export interface ConfigSources {
  /** A widget's `api-base` attribute; wins over everything. */
  apiBaseAttribute?: string | null
  /** A widget's `partner` attribute (comma-separated words). */
  partnerAttribute?: string | null
  langAttribute?: string | null
  windowConfig?: FxConfigInput | null
  /** The page address. */
  pageUrl?: string | null
  /** The page origin, for "same origin" and relative API bases; `''`/absent keeps URLs relative. */
  origin?: string | null
}

/**
 * The API base: attribute, then `window.FX_CONFIG.apiBase`, then the page origin. Relative values are resolved
 * against the origin; a trailing slash and a trailing `/api` are dropped (the client appends `/api/v1/...`).
 */
export function resolveApiBase(
  attribute: string | null | undefined,
  windowConfig: FxConfigInput | null | undefined,
  origin?: string | null,
): string {
  const raw = [attribute, windowConfig?.apiBase].map((v) => v?.trim()).find((v) => v) ?? ''
  let base = raw
  if (origin && !/^[a-z][a-z\d+.-]*:\/\//i.test(raw)) {
    try {
      base = new URL(raw || '/', origin).href
    } catch {
      base = raw
    }
  }
  return base.replace(/\/+$/, '').replace(/\/api$/, '')
}

/** `'Partner, acme  reseller'` → `['partner', 'acme', 'reseller']`. */
export function parsePartnerWords(value: string | readonly string[] | null | undefined): string[] {
  const list = typeof value === 'string' ? value.split(/[\s,;]+/) : [...(value ?? [])]
  return [...new Set(list.map((w) => w.trim().toLowerCase()).filter(Boolean))]
}

/** Spec 1: white-label is active when the page address or the API address contains a partner word (any case). */
export function isWhiteLabel(
  pageUrl: string | null | undefined,
  apiUrl: string | null | undefined,
  partnerWords: readonly string[],
): boolean {
  const addresses = [pageUrl, apiUrl].filter((a): a is string => !!a).map((a) => safeDecode(a).toLowerCase())
  return partnerWords.some((word) => {
    const w = word.trim().toLowerCase()
    return w !== '' && addresses.some((address) => address.includes(w))
  })
}

/**
 * The `tgWebAppStartParam` of an address: in the query, or in the fragment (where Telegram passes its launch
 * parameters). `null` when absent.
 */
export function miniAppStartParam(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null
  let url: URL
  try {
    url = new URL(pageUrl, 'http://localhost')
  } catch {
    return null
  }
  const fromQuery = url.searchParams.get('tgWebAppStartParam')
  if (fromQuery !== null) return fromQuery
  return new URLSearchParams(url.hash.replace(/^#/, '')).get('tgWebAppStartParam')
}

/** Spec 1: the mini-app flag is set when the address carries `tgWebAppStartParam`. */
export function isMiniApp(pageUrl: string | null | undefined): boolean {
  return miniAppStartParam(pageUrl) !== null
}

/** Builds the configuration from explicit sources (pure). */
export function resolveConfig(sources: ConfigSources = {}): FxConfig {
  const windowConfig = sources.windowConfig ?? null
  const apiBase = resolveApiBase(sources.apiBaseAttribute, windowConfig, sources.origin)
  const partnerWords = parsePartnerWords([
    ...parsePartnerWords(sources.partnerAttribute),
    ...parsePartnerWords(windowConfig?.partnerWords),
  ])
  const pageUrl = sources.pageUrl ?? null
  const startParam = miniAppStartParam(pageUrl)
  const lang = [sources.langAttribute, windowConfig?.lang].find((v) => v === 'ru' || v === 'en') as Lang | undefined
  return {
    apiBase,
    partnerWords,
    whiteLabel: isWhiteLabel(pageUrl, apiBase, partnerWords),
    miniApp: startParam !== null,
    miniAppStartParam: startParam,
    lang: lang ?? null,
    sentryDsn: typeof windowConfig?.sentryDsn === 'string' && windowConfig.sentryDsn ? windowConfig.sentryDsn : null,
  }
}

/** Reads `window.FX_CONFIG` and `location` when in a browser; in node everything is empty and URLs stay relative. */
export function readBrowserConfig(
  overrides: Omit<ConfigSources, 'windowConfig' | 'pageUrl' | 'origin'> = {},
): FxConfig {
  const w = (globalThis as { window?: Window }).window
  const location = w?.location
  return resolveConfig({
    ...overrides,
    windowConfig: w?.FX_CONFIG ?? null,
    pageUrl: location?.href ?? null,
    origin: location?.origin && location.origin !== 'null' ? location.origin : null,
  })
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
