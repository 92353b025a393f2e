/**
 * A module loaded with its first use, once per page: `const loadX = loadOnce(() => import('./x'))`. Every call
 * before the load ends gets the same promise; a failed load (the network) is tried again by the next call. Once it
 * has loaded, `loadX.loaded` is the module, for a component that renders with it at once when it is already there.
 */
export interface LoadOnce<M> {
  (): Promise<M>
  /** The module once loaded, else undefined. */
  readonly loaded: M | undefined
}

export function loadOnce<M>(load: () => Promise<M>): LoadOnce<M> {
  let loading: Promise<M> | null = null
  let loaded: M | undefined
  const once = () => {
    if (!loading) {
      loading = load().then((module) => {
        loaded = module
        return module
      })
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }
  return Object.defineProperty(once, 'loaded', { get: () => loaded }) as LoadOnce<M>
}
