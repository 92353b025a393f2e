/**
 * The site's runtime configuration: the white-label partners (spec 1: a partner word in the page or API address
 * turns the variant on) with their names, logos and colours. The server serves it as GET /api/config.json (from
 * config/partners.json); `window.FX_CONFIG` on the page overrides it: its `partnerWords` are added, and its
 * `partners` replace those of the same word. It is read once, before the shared core is created, because the
 * core decides white-label from `window.FX_CONFIG.partnerWords`.
 */
import { isWhiteLabel, parsePartnerWords, resolveApiBase } from '../core/config'

export interface PartnerColors {
  primary?: string
  primaryHover?: string
  onPrimary?: string
  /** The site header's ground and text. */
  header?: string
  onHeader?: string
  selected?: string
}

export interface Partner {
  /** The word that turns this partner's variant on. */
  word: string
  name: string
  /** An image URL (or a data: URL). */
  logo?: string
  colors?: PartnerColors
}

declare module '../core/config/config' {
  interface FxConfigInput {
    /** The white-label partners (the host's runtime configuration); replace the server's of the same word. */
    partners?: Partner[]
  }
}

export interface RuntimeConfig {
  partnerWords: string[]
  partners: Partner[]
}

function isPartner(value: unknown): value is Partner {
  if (!value || typeof value !== 'object') return false
  const p = value as Record<string, unknown>
  return typeof p.word === 'string' && p.word.trim() !== '' && typeof p.name === 'string'
}

/** Reads GET {api}/api/config.json; a missing or broken answer is "no partners" (the site still works). */
export async function fetchRuntimeConfig(apiBase: string, timeoutMs = 4000): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${apiBase}/api/config.json`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return { partnerWords: [], partners: [] }
    const body = (await response.json()) as Record<string, unknown>
    const partners = Array.isArray(body.partners) ? body.partners.filter(isPartner) : []
    return { partnerWords: parsePartnerWords(body.partnerWords as string[] | undefined), partners }
  } catch {
    return { partnerWords: [], partners: [] }
  }
}

/** The server's configuration with the page's `window.FX_CONFIG` over it. */
export function mergeRuntimeConfig(server: RuntimeConfig, page: Window['FX_CONFIG'] | undefined): RuntimeConfig {
  const byWord = new Map<string, Partner>()
  for (const partner of [...server.partners, ...(page?.partners ?? []).filter(isPartner)]) {
    byWord.set(partner.word.trim().toLowerCase(), { ...partner, word: partner.word.trim().toLowerCase() })
  }
  const partners = [...byWord.values()]
  return {
    partners,
    partnerWords: parsePartnerWords([
      ...server.partnerWords,
      ...partners.map((p) => p.word),
      ...parsePartnerWords(page?.partnerWords),
    ]),
  }
}

/**
 * Loads the configuration and writes the partner words into `window.FX_CONFIG`, where the core reads them. Must
 * run before the first `getCore()`.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const page = window.FX_CONFIG
  const origin = window.location.origin !== 'null' ? window.location.origin : null
  const server = await fetchRuntimeConfig(resolveApiBase(null, page, origin))
  const config = mergeRuntimeConfig(server, page)
  window.FX_CONFIG = { ...page, partnerWords: config.partnerWords, partners: config.partners }
  return config
}

/** The partner whose word is in the page or API address (the first of the list when several are). */
export function activePartner(config: RuntimeConfig, pageUrl: string, apiBase: string): Partner | null {
  return config.partners.find((partner) => isWhiteLabel(pageUrl, apiBase, [partner.word])) ?? null
}
