/**
 * Password hashing with scrypt (node:crypto; of OWASP's argon2id and scrypt, scrypt needs no native
 * addon). Parameters follow OWASP's scrypt row N=2^15, r=8, p=3 (32 MiB per hash); they are stored in the hash so
 * that they can be raised later without invalidating existing passwords.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const keyLength = 32

/**
 * The cost of a new hash. The test suites set FX_PASSWORD_COST=test (vitest.config.ts, tests/e2e/server.ts): they
 * sign demo users in hundreds of times, and at 300 ms a verification on a 2-core machine that was about a third of
 * the server suites' CPU. A hash keeps its own parameters, so verification always uses the stored ones. Never set it
 * in production: the server warns at start when it is (./start.ts).
 */
export function passwordCost(): { N: number; r: number; p: number } {
  return testPasswordCost() ? { N: 2 ** 10, r: 8, p: 1 } : { N: 2 ** 15, r: 8, p: 3 }
}

/** Whether new passwords are hashed at the test suites' cost (FX_PASSWORD_COST=test). */
export const testPasswordCost = (): boolean => process.env.FX_PASSWORD_COST === 'test'

type Cost = ReturnType<typeof passwordCost>

/** scrypt at `cost`, with the memory it needs (Node's default limit refuses OWASP's parameters). */
function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * 2 }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** The stored text of a hash: its parameters, salt and key. */
const hashText = ({ N, r, p }: Cost, salt: Buffer, key: Buffer) =>
  `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`

export async function hashPassword(password: string): Promise<string> {
  const cost = passwordCost()
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return hashText(cost, salt, key)
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Unknown accounts still cost one hash, so that timing does not tell whether an account exists.
  const parts = (stored ?? dummyHash()).split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, rr, pp, salt, key] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) })
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}

const dummyHash = () => hashText(passwordCost(), Buffer.alloc(16), Buffer.alloc(keyLength))
