/**
 * Password hashing with scrypt (node:crypto; the issue allows argon2id or scrypt, and scrypt needs no native
 * addon). Parameters follow OWASP's scrypt row N=2^15, r=8, p=3 (32 MiB per hash); they are stored in the hash so
 * that they can be raised later without invalidating existing passwords.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const N = 2 ** 15
const r = 8
const p = 3
const keyLength = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, { N, r, p, maxmem: 128 * N * r * 2 })
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Unknown accounts still cost one hash, so that timing does not tell whether an account exists.
  const parts = (stored ?? dummyHash).split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, rr, pp, salt, key] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 128 * Number(n) * Number(rr) * 2,
  })
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}

const dummyHash = `scrypt$${N}$${r}$${p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`
