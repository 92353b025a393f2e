/** Opaque random secrets (tokens, link tokens, codes) and the hashes they are stored under. */
import { createHash, randomBytes, randomInt } from 'node:crypto'

export function randomToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
