/**
 * A pluggable key-value storage with the shape of Web Storage (`localStorage`), so the browser's storage, a
 * memory map (tests, node, sandboxed iframes where `localStorage` throws) or anything else can back the session.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives as long as the page (or the test). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value))
    },
    removeItem: (key) => {
      map.delete(key)
    },
  }
}

/**
 * `window.localStorage` when it is there and writable; a memory storage otherwise (node, private modes and
 * sandboxed frames throw on access).
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: Storage }).localStorage
    if (storage) {
      const probe = '__fx_probe__'
      storage.setItem(probe, probe)
      storage.removeItem(probe)
      return storage
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage()
}

/** Reads a JSON value; a missing or broken entry yields the fallback instead of throwing. */
export function readJson<T>(storage: KeyValueStorage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

/** Writes a value, or removes the key for `null`/`undefined`; storage errors (quota, private mode) are ignored. */
export function writeItem(storage: KeyValueStorage, key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    // a full or blocked storage must not break the page
  }
}
