/**
 * The version this page runs and the one deployed now: the first read of the version file is the page's own;
 * later reads (every minute, when the window is focused again, when the tab comes back) notice a new deployment.
 * The "what's new" dialog compares the page's version with the last one the user saw (local storage).
 */
import { signal } from '@preact/signals-core'
import { readDeployedVersion } from '../../core/version'

/** The version the page was loaded with (null until read, or when the file cannot be read). */
export const pageVersion = signal<string | null>(null)
/** A newer version deployed since the page was loaded. */
export const deployedVersion = signal<string | null>(null)

export const CHECK_EVERY_MS = 60_000
export const seenVersionKey = 'fx.seenVersion'

let started = false

export async function checkVersion(): Promise<void> {
  const version = await readDeployedVersion()
  if (!version) return
  if (pageVersion.peek() === null) pageVersion.value = version
  else if (version !== pageVersion.peek()) deployedVersion.value = version
}

/** Starts watching (once per page). */
export function watchVersion(): void {
  if (started || typeof window === 'undefined') return
  started = true
  void checkVersion()
  setInterval(() => void checkVersion(), CHECK_EVERY_MS)
  window.addEventListener('focus', () => void checkVersion())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkVersion()
  })
}
