/**
 * The partners of the exchange (`config/partners.json`): their brand for the white-label variant (spec 1), the
 * origins their pages embed the widgets from (CORS and frame rules), and, for a partner that signs its users in
 * from its own backend, its company and the SHA-256 of its secret key. Only the brand is public
 * (`GET /api/config.json`); the rest stays on the server.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { isValidInn } from '../core/contract/validators'

export const partnersFile = resolve('config/partners.json')

/** `https://crm.example` or `http://127.0.0.1:8202`: scheme, host and port only, as a browser sends `Origin`. */
export const WebOrigin = z.string().refine(
  (value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value
    } catch {
      return false
    }
  },
  { message: 'an origin is scheme://host[:port], without a path or a trailing slash' },
)

const Colour = z.string().max(100)
const Partner = z.object({
  word: z.string().min(2).max(100),
  name: z.string().max(200),
  logo: z.string().max(20_000).optional(),
  colors: z.record(z.string(), Colour).optional(),
  /** Where the partner's pages embed the widgets from: the API answers these origins, and they may frame the site. */
  allowedOrigins: z.array(WebOrigin).max(50).default([]),
  /** The partner's company: the partner key signs in only users of this company. */
  companyInn: z.string().refine(isValidInn, { message: 'invalid INN' }).optional(),
  /** SHA-256 (hex) of the partner's key; the key itself is never stored (`FX_PARTNER_KEYS` overrides it). */
  keySha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
})
const PartnersFile = z.object({ partners: z.array(Partner).max(100) })

export type Partner = z.infer<typeof Partner>
/** What a page may know of a partner: its brand. */
export type RuntimePartner = Pick<Partner, 'word' | 'name' | 'logo' | 'colors'>

/** The partners of `file`; none when there is no file; a malformed file stops the start with its first problem. */
export function loadPartners(file = partnersFile): Partner[] {
  if (!existsSync(file)) return []
  const parsed = PartnersFile.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data.partners
}

/** The runtime configuration the host reads before it starts (`window.FX_CONFIG` on the page may override it). */
export function runtimeConfig(file = partnersFile): { partnerWords: string[]; partners: RuntimePartner[] } {
  const partners = loadPartners(file).map(({ word, name, logo, colors }) => ({ word, name, logo, colors }))
  return { partnerWords: partners.map((p) => p.word.toLowerCase()), partners }
}

/** Every origin allowed to call the API from a browser: the exchange's own list and every partner's. */
export function allowedOrigins(partners: readonly Partner[], own: readonly string[]): Set<string> {
  return new Set([...own, ...partners.flatMap((p) => p.allowedOrigins)])
}
