/**
 * Whether a password being typed is on the server's list of common and breached passwords (the list the server
 * refuses with, src/server/services/password-policy.ts), asked by k-anonymity: after a pause in typing, the first
 * digits of each candidate's SHA-256 go to `auth/common-passwords/:prefix`, and the rest of the hash is compared
 * here. Neither the password nor its whole hash leaves the page; answers are kept for the visit. Without Web
 * Crypto (a page not served over HTTPS) or when the look-up fails, it says nothing (`false`): the server still
 * refuses a listed password when it is sent.
 */
import { useEffect, useState } from 'react'
import { commonPasswordHashes } from '../../core/contract/auth'
import { COMMON_PREFIX_LENGTH, commonCandidates } from '../../core/contract/password-rules'
import { useApi } from '../../widgets/ui'

const PAUSE_MS = 300
const buckets = new Map<string, Promise<Set<string>>>()

async function sha256(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) return null
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function useCommonPassword(password: string): boolean {
  const api = useApi()
  const [listed, setListed] = useState<{ password: string; common: boolean } | null>(null)
  useEffect(() => {
    if (password.length < 4) return
    let current = true
    const timer = setTimeout(async () => {
      try {
        const hashes = await Promise.all(commonCandidates(password).map(sha256))
        let common = false
        for (const hash of hashes) {
          if (!hash) continue
          const prefix = hash.slice(0, COMMON_PREFIX_LENGTH)
          let bucket = buckets.get(prefix)
          if (!bucket) {
            bucket = api
              .call(commonPasswordHashes, { params: { prefix } })
              .then((answer) => new Set(answer.data))
              .catch((error: unknown) => {
                buckets.delete(prefix)
                throw error
              })
            buckets.set(prefix, bucket)
          }
          if ((await bucket).has(hash.slice(COMMON_PREFIX_LENGTH))) common = true
        }
        if (current) setListed({ password, common })
      } catch {
        // the server refuses a listed password on sending anyway
      }
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, api])
  return listed?.password === password && listed.common
}
