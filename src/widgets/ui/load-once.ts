/**
 * A module loaded with its first use, once per page: `const loadX = loadOnce(() => import('./x'))`. Every call
 * before the load ends gets the same promise; a failed load (the network) is tried again by the next call.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null
  return () => {
    if (!loading) {
      loading = load()
      loading.catch(() => {
        loading = null
      })
    }
    return loading
  }
}
