/**
 * Password rules (OWASP ASVS 5.0 V6) shared by the server, which enforces them when a password is set, and the
 * forms' strength meter. No composition rules (ASVS 6.2.5): at least 8 characters, up to 128 (so passphrases of 64
 * and more fit), not one of the common and breached passwords (the server checks a list, see
 * server/services/password-policy.ts), not the user's own e-mail, its local part or phone, and not one or two
 * characters repeated.
 */

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/** What a password may be refused for, besides its length (checked by the contract) and the common list. */
export type PasswordRuleProblem = 'password_contains_login' | 'password_repetitive'

export interface PasswordOwner {
  email?: string | null
  phone?: string | null
}

/** The parts of a login a password must not contain: the e-mail, its local part (3+ chars) and the phone. */
function loginParts(owner: PasswordOwner): { words: string[]; digits: string[] } {
  const words: string[] = []
  const email = owner.email?.trim().toLowerCase()
  if (email) {
    words.push(email)
    const local = email.split('@')[0] ?? ''
    if (local.length >= 3) words.push(local)
  }
  const digits: string[] = []
  const phone = owner.phone?.replace(/\D/g, '') ?? ''
  // the national number (10 digits in Russia) is what people type, with or without the country code
  if (phone.length >= 7) digits.push(phone.slice(-10))
  return { words, digits }
}

export function containsLogin(password: string, owner: PasswordOwner): boolean {
  const lower = password.normalize('NFKC').toLowerCase()
  const passwordDigits = lower.replace(/\D/g, '')
  const { words, digits } = loginParts(owner)
  return words.some((word) => lower.includes(word)) || digits.some((number) => passwordDigits.includes(number))
}

/** One or two characters repeated ("        ", "aaaaaaaa", "abababab"). */
export function isRepetitive(password: string): boolean {
  return new Set(password).size <= 2
}

export function passwordRuleProblem(password: string, owner: PasswordOwner): PasswordRuleProblem | null {
  if (isRepetitive(password)) return 'password_repetitive'
  if (containsLogin(password, owner)) return 'password_contains_login'
  return null
}

/**
 * A rough strength for the meter, 0 (refused) to 4: the same rules, then length and the kinds of characters.
 * It does not know the common list (that stays on the server), so a listed password can read "fair" here and
 * still be refused with its own message when sent.
 */
/**
 * The forms of a password the common list is searched for: as typed (normalised, lower case), and a listed word with
 * a short tail of digits or signs ("password2024!"), the first variation guessers try.
 */
export function commonCandidates(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase().trim()
  const base = lower.replace(/[\d\W_]{1,4}$/u, '')
  return base.length >= 4 && base !== lower ? [lower, base] : [lower]
}

export const COMMON_PREFIX_LENGTH = 3

export function passwordStrength(password: string, owner: PasswordOwner): 0 | 1 | 2 | 3 | 4 {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 0
  if (passwordRuleProblem(password, owner)) return 0
  const kinds = [/[a-zа-яё]/, /[A-ZА-ЯЁ]/, /\d/, /[^\p{L}\d]/u].filter((kind) => kind.test(password)).length
  const distinct = new Set(password.toLowerCase()).size
  // a run of one kind only ("12345678", "qwertyui") is the first thing guessed
  if (kinds === 1 && password.length < 12) return 1
  if (distinct < 5) return 1
  if (password.length >= 16 || (password.length >= 12 && kinds >= 2)) return 4
  if (password.length >= 10 && kinds >= 3) return 3
  return 2
}
