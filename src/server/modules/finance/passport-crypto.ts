/**
 * Passport data at rest: AES-256-GCM under a key derived from `FX_DATA_KEY` (a random 12-byte nonce per value,
 * the tag kept beside it: `v1:<base64 nonce|tag|ciphertext>`). Outside production without a key a development key
 * is used; in production without one, passports are not stored at all. Answers show the data masked only.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { MaskedPassport, PassportInput } from '../../../core/contract/finance'
import { HttpError } from '../../http/errors'

const DEV_KEY = 'fx-development-data-key: never used in production'

export function dataKeyOf(config: { dataKey?: string | null | undefined; production: boolean }): Buffer | null {
  const secret = config.dataKey || (config.production ? null : DEV_KEY)
  return secret ? createHash('sha256').update(`fx-data-key:${secret}`).digest() : null
}

export function encryptPassport(key: Buffer | null, passport: PassportInput): string {
  if (!key) throw new HttpError(409, 'passport_storage_off')
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  const body = Buffer.concat([cipher.update(JSON.stringify(passport), 'utf8'), cipher.final()])
  return `v1:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`
}

/** The stored passport, or null when there is none or it cannot be read with this key. */
export function decryptPassport(key: Buffer | null, stored: string | null): PassportInput | null {
  if (!key || !stored?.startsWith('v1:')) return null
  try {
    const raw = Buffer.from(stored.slice(3), 'base64')
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'))
  } catch {
    return null
  }
}

const keepLast = (value: string, visible: number) =>
  value.replace(/\d/g, (digit, at: number) => (at >= value.length - visible ? digit : '•'))

export function maskPassport(p: PassportInput): MaskedPassport {
  return {
    series: keepLast(p.series, 0).replace(/^••/, p.series.slice(0, 2)),
    number: keepLast(p.number, 2),
    issued_at: p.issued_at,
    department_code: keepLast(p.department_code, 1),
  }
}
