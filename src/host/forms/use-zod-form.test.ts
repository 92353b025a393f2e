import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contractResolver } from './use-zod-form'

const schema = z.object({ login: z.string().min(3), password: z.string().min(8) })
const check = (resolver: ReturnType<typeof contractResolver<typeof schema>>, values: unknown) =>
  resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('contractResolver', () => {
  it('checks with a schema given at once, in the language asked for', async () => {
    const result = await check(
      contractResolver(schema, () => 'en'),
      { login: 'ab', password: '' },
    )
    expect(Object.keys(result.errors).sort()).toEqual(['login', 'password'])
    expect(result.errors.password?.message).toMatch(/required/i)
  })

  it('waits for a schema that loads (the sign-in page loads classic zod after its first paint)', async () => {
    let loads = 0
    const load = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return schema
    }
    const resolver = contractResolver(load, () => 'ru')
    const failed = await check(resolver, { login: 'ab', password: 'secret-pass' })
    expect(Object.keys(failed.errors)).toEqual(['login'])
    const passed = await check(resolver, { login: 'abc', password: 'secret-pass' })
    expect(passed.errors).toEqual({})
    expect(passed.values).toEqual({ login: 'abc', password: 'secret-pass' })
    expect(loads).toBe(2)
  })
})
