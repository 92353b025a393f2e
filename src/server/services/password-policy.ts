/**
 * The password policy applied wherever a password is set (registration, reset, invitation): the shared rules of
 * core/contract/password-rules.ts, and a list of common and breached passwords (OWASP ASVS 5.0 V6.2.4/6.2.12).
 * The list is the 49,000 most common passwords of zxcvbn-ts (`@zxcvbn-ts/language-common`, MIT, from breach
 * corpora; about 380 KB, server-side only), plus Russian ones that list lacks. Existing passwords keep working:
 * sign-in never applies the policy (the demo accounts' `demo12345` included).
 */

import { createHash } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'
import {
  COMMON_PREFIX_LENGTH,
  commonCandidates,
  type PasswordOwner,
  passwordRuleProblem,
} from '../../core/contract/password-rules'
import { invalidField } from '../http/errors'

/** Russian common passwords the list lacks (typed in the Cyrillic layout; "gfhjkm" is in the list already). */
const russianCommon = [
  'пароль',
  'пароль1',
  'пароль12',
  'пароль123',
  'парольпароль',
  'йцукен',
  'йцукенг',
  'йцукенгш',
  'йцукенгшщз',
  'йцукенгшщзхъ',
  'фывапролдж',
  'ячсмитьбю',
  'привет',
  'привет123',
  'любовь',
  'наташа',
  'солнышко',
  'москва',
  'россия',
  'qwerty123456',
]

let common: Set<string> | null = null
/** Built on first use: the list is large and most requests never set a password. */
function commonPasswords(): Set<string> {
  common ??= new Set([...dictionary['passwords-common'], ...russianCommon].map((p) => p.toLowerCase()))
  return common
}

/**
 * Whether the password is common: listed as it is, or a listed word with a short tail of digits or signs
 * ("password2024!"), the first variation guessers try.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords()
  return commonCandidates(password).some((candidate) => list.has(candidate))
}

let byPrefix: Map<string, string[]> | null = null
/** The list's SHA-256 hashes by their first hex digits (the meter asks by prefix); built on first use. */
export function commonHashesWith(prefix: string): string[] {
  if (!byPrefix) {
    byPrefix = new Map()
    for (const password of commonPasswords()) {
      const hash = createHash('sha256').update(password).digest('hex')
      const key = hash.slice(0, COMMON_PREFIX_LENGTH)
      const bucket = byPrefix.get(key)
      if (bucket) bucket.push(hash.slice(COMMON_PREFIX_LENGTH))
      else byPrefix.set(key, [hash.slice(COMMON_PREFIX_LENGTH)])
    }
  }
  return byPrefix.get(prefix) ?? []
}

export type PasswordProblem = 'password_common' | 'password_contains_login' | 'password_repetitive'

export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | null {
  return passwordRuleProblem(password, owner) ?? (isCommonPassword(password) ? 'password_common' : null)
}

/** 422 on the field (`password` unless named) when the password may not be set for the owner. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner, field = 'password'): void {
  const problem = passwordProblem(password, owner)
  if (problem) throw invalidField(field, problem)
}
