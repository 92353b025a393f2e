import { describe, expect, it } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('loads once for every caller, and again after a failed load', async () => {
    let calls = 0
    const load = loadOnce(async () => {
      calls += 1
      if (calls === 1) throw new Error('offline')
      return { value: calls }
    })
    await expect(load()).rejects.toThrow('offline')
    const [a, b] = await Promise.all([load(), load()])
    expect(a).toBe(b)
    expect(await load()).toEqual({ value: 2 })
    expect(calls).toBe(2)
  })
})
