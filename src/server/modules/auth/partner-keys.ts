/**
 * Partner keys: a partner's key is configured as its SHA-256 (`keySha256` in config/partners.json) or, overriding
 * it, as the key itself in `FX_PARTNER_KEYS`; the given key's SHA-256 is compared in constant time, and an unknown
 * partner or one without a key costs the same comparison, so timing tells nothing about which partners exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Partner } from '../../partners'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest()
/** Compared against when there is nothing to compare with; no key hashes to it. */
const nothing = Buffer.alloc(32)

/** The partner whose key `key` is, or null. */
export function partnerByKey(
  partners: readonly Partner[],
  keys: Readonly<Record<string, string>>,
  word: string,
  key: string,
): Partner | null {
  const partner = partners.find((p) => p.word.toLowerCase() === word.toLowerCase()) ?? null
  const fromEnv = partner ? keys[partner.word.toLowerCase()] : undefined
  const expected = fromEnv ? sha256(fromEnv) : partner?.keySha256 ? Buffer.from(partner.keySha256, 'hex') : nothing
  const matches = timingSafeEqual(sha256(key), expected)
  return matches && partner && expected !== nothing ? partner : null
}
