import { afterEach, describe, expect, it } from 'vitest'
import { hashPassword, passwordCost, verifyPassword } from './passwords'

describe('password hashing', () => {
  const set = process.env.FX_PASSWORD_COST
  afterEach(() => {
    if (set === undefined) delete process.env.FX_PASSWORD_COST
    else process.env.FX_PASSWORD_COST = set
  })

  it("hashes at OWASP's scrypt cost unless the tests' cost is asked for", async () => {
    delete process.env.FX_PASSWORD_COST
    expect(passwordCost()).toEqual({ N: 2 ** 15, r: 8, p: 3 })
    const standard = await hashPassword('correct horse')
    expect(standard).toMatch(/^scrypt\$32768\$8\$3\$/)
    process.env.FX_PASSWORD_COST = 'test'
    const cheap = await hashPassword('correct horse')
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/)
    // a hash keeps its own parameters: both verify whatever the current cost
    for (const stored of [standard, cheap]) {
      expect(await verifyPassword('correct horse', stored)).toBe(true)
      expect(await verifyPassword('correct horse!', stored)).toBe(false)
    }
    process.env.FX_PASSWORD_COST = 'anything else'
    expect(passwordCost().N).toBe(2 ** 15)
  })

  it('refuses an unknown account and a malformed hash', async () => {
    process.env.FX_PASSWORD_COST = 'test'
    expect(await verifyPassword('demo12345', null)).toBe(false)
    expect(await verifyPassword('demo12345', 'bcrypt$whatever')).toBe(false)
  })
})
