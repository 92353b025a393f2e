/** The SDK's preload helper: a dynamic import still loads, and a failed one is reported as Vite reports it. */
import { describe, expect, it, vi } from 'vitest'
import { barePreloadHelper, preloadHelperId } from './bare-preload-helper'

type Hook = (this: unknown, ...args: unknown[]) => unknown

async function helper(): Promise<(load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>> {
  const code = (barePreloadHelper().load as Hook).call({}, preloadHelperId) as string
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`)
  return module.__vitePreload
}

describe('barePreloadHelper', () => {
  it('answers for Vite’s helper module only', () => {
    const plugin = barePreloadHelper()
    expect((plugin.resolveId as Hook).call({}, preloadHelperId)).toBe(preloadHelperId)
    expect((plugin.resolveId as Hook).call({}, './other.js')).toBeNull()
    expect((plugin.load as Hook).call({}, '/src/other.ts')).toBeNull()
  })

  it('resolves with the module, and a failure fires vite:preloadError, rethrown unless cancelled', async () => {
    const preload = await helper()
    await expect(preload(async () => ({ value: 1 }), [])).resolves.toEqual({ value: 1 })
    const seen: unknown[] = []
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    try {
      target.addEventListener('vite:preloadError', (event) =>
        seen.push((event as Event & { payload: unknown }).payload),
      )
      const failure = new Error('chunk gone')
      await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure)
      expect(seen).toEqual([failure])
      target.addEventListener('vite:preloadError', (event) => event.preventDefault())
      await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('fails the build when a wrapped import carries a preload list', () => {
    const errors: string[] = []
    const generate = barePreloadHelper().generateBundle as Hook
    const bundle = (code: string) => ({ 'a.js': { type: 'chunk', fileName: 'a.js', code } })
    generate.call({ error: (message: string) => errors.push(message) }, {}, bundle('e(()=>import(`./b.js`),[])'))
    expect(errors).toEqual([])
    generate.call({ error: (message: string) => errors.push(message) }, {}, bundle('e(()=>import(`./b.js`),["c.js"])'))
    expect(errors).toHaveLength(1)
  })
})
