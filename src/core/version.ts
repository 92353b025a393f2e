/**
 * The deployed version (spec 7: "a public version text file, no-cache"): read from the site's `/version.txt`, past
 * every cache, to notice that a new version went out while the page was open. Not an API call (it is the site's
 * file, not the exchange API's), so plain fetch with `cache: 'no-store'`.
 */
import { VERSION_FILE } from './contract/help'

export { APP_VERSION, releaseOf } from './contract/version'

export async function readDeployedVersion(signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(VERSION_FILE, {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache' },
      ...(signal ? { signal } : {}),
    })
    if (!response.ok) return null
    const text = (await response.text()).trim()
    return text && text.length < 100 ? text : null
  } catch {
    return null
  }
}
