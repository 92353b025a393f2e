/**
 * Answers kept for the whole page under `Symbol.for(name)` on `globalThis` (like the core, so two bundles on one
 * page share them): `const { cached, clear } = pageCache('fx.x.cache')`, then `cached(key, load)` gives every
 * caller of a key the same promise. A failure is not kept: the next ask tries again.
 */
type Holder = { [key: symbol]: Map<string, Promise<unknown>> | undefined }

export interface PageCache {
  cached<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Forgets every answer (tests, and after signing in as someone else). */
  clear(): void
}

export function pageCache(name: string): PageCache {
  const holder = globalThis as Holder
  const symbol = Symbol.for(name)
  return {
    cached<T>(key: string, load: () => Promise<T>): Promise<T> {
      holder[symbol] ??= new Map()
      const cache = holder[symbol]
      let promise = cache.get(key) as Promise<T> | undefined
      if (!promise) {
        promise = load()
        cache.set(key, promise)
        promise.catch(() => cache.delete(key))
      }
      return promise
    },
    clear: () => holder[symbol]?.clear(),
  }
}
