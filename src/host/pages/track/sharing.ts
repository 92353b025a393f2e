/**
 * The driver's page's loop, apart from the screen: watch the browser's position (`watchPosition`) and post it with
 * the share link's token. A new fix is posted at once when nothing was sent yet or the truck moved 200 m or more
 * (never faster than the server takes positions of one order), else with the next round every `intervalSeconds`,
 * when the last fix is sent again if nothing newer came (a truck standing still stays "seen"). What happens is
 * reported through `onState`, for the screen to show.
 */

import { isApiError } from '../../../core/api/errors'
import { postPosition, TRACKING_MIN_INTERVAL_SECONDS, type TrackingSource } from '../../../core/contract/tracking'
import type { WidgetApi } from '../../../widgets/ui'

export interface Fix {
  lat: number
  lon: number
  accuracy: number | null
  at: number
}

export type Problem =
  | 'denied'
  | 'unavailable'
  | 'timeout'
  | 'unsupported'
  | 'insecure'
  | 'network'
  | 'rate'
  | 'closed'
  | 'bad_link'
  | 'rejected'

export interface SharingState {
  phase: 'asking' | 'sharing' | 'stopped'
  /** The latest fix the browser gave. */
  fix: Fix | null
  /** The last position the exchange took. */
  sent: Fix | null
  sentAt: number | null
  count: number
  problem: Problem | null
  /** The server's own words for a refused position (422). */
  reason: string | null
}

export const initialSharing: SharingState = {
  phase: 'asking',
  fix: null,
  sent: null,
  sentAt: null,
  count: 0,
  problem: null,
  reason: null,
}

const MOVED_METRES = 200

/** Metres between two fixes (haversine). */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Whether a new fix goes now: the first one, or a move of 200 m once the server's minimum interval has passed. */
export function sendsNow(fix: Fix, sent: Fix | null, sentAt: number | null, now: number): boolean {
  if (!sent || sentAt === null) return true
  if (now - sentAt < TRACKING_MIN_INTERVAL_SECONDS * 1000) return false
  return metresBetween(fix, sent) >= MOVED_METRES
}

export interface SharingOptions {
  api: Pick<WidgetApi, 'call'>
  token: string
  source: TrackingSource
  intervalSeconds: number
  onState: (state: SharingState) => void
}

/** Starts watching and posting; returns the stop function. */
export function startSharing({ api, token, source, intervalSeconds, onState }: SharingOptions): () => void {
  let state: SharingState = { ...initialSharing }
  const set = (patch: Partial<SharingState>) => {
    state = { ...state, ...patch }
    onState(state)
  }
  set({})
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
  if (!geo) {
    set({
      phase: 'stopped',
      problem: typeof isSecureContext !== 'undefined' && !isSecureContext ? 'insecure' : 'unsupported',
    })
    return () => undefined
  }
  let stopped = false
  let posting = false
  /** A fix waiting for its turn (the minimum interval), posted by the next round. */
  let pending: Fix | null = null
  let retryAt = 0

  const stopWith = (problem: Problem) => {
    stop()
    set({ phase: 'stopped', problem })
  }

  /** The last moment posted: each position must be later than the one before. */
  let lastRecorded = 0
  const post = async (fix: Fix, at: number) => {
    if (posting || stopped) return
    posting = true
    // a fix handed out again from the browser's cache (a restarted watch, a phone standing still) carries its old
    // time, which the exchange refuses as older than the last position: it is sent as seen now
    const recordedAt = Math.max(at, Date.now() - 2_000, lastRecorded + 1_000)
    try {
      await api.call(postPosition, {
        params: { token },
        body: {
          lat: Number(fix.lat.toFixed(6)),
          lon: Number(fix.lon.toFixed(6)),
          accuracy: fix.accuracy === null ? null : Math.round(fix.accuracy),
          recorded_at: new Date(recordedAt).toISOString(),
          source,
        },
      })
      lastRecorded = recordedAt
      if (pending === fix) pending = null
      set({ sent: fix, sentAt: Date.now(), count: state.count + 1, problem: null, reason: null })
    } catch (error) {
      if (!isApiError(error) || error.status === 0) set({ problem: 'network' })
      else if (error.status === 404) stopWith('bad_link')
      else if (error.status === 409) stopWith('closed')
      else if (error.status === 429) {
        retryAt = Date.now() + TRACKING_MIN_INTERVAL_SECONDS * 1000
        set({ problem: 'rate' })
      } else if (error.status === 422) {
        if (pending === fix) pending = null
        set({ problem: 'rejected', reason: error.message })
      } else set({ problem: 'network' })
    } finally {
      posting = false
    }
  }

  const watch = geo.watchPosition(
    (position) => {
      const fix: Fix = {
        lat: position.coords.latitude,
        lon: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        at: position.timestamp || Date.now(),
      }
      const clears = state.problem === 'timeout' || state.problem === 'unavailable' || state.problem === 'denied'
      set({ phase: 'sharing', fix, ...(clears ? { problem: null } : {}) })
      pending = fix
      if (Date.now() >= retryAt && sendsNow(fix, state.sent, state.sentAt, Date.now())) void post(fix, fix.at)
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) stopWith('denied')
      else set({ problem: error.code === error.TIMEOUT ? 'timeout' : 'unavailable' })
    },
    { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
  )

  // a newer fix that waited for its turn, or the last one again when the truck stands still
  const round = setInterval(() => {
    if (stopped || Date.now() < retryAt) return
    const now = Date.now()
    const since = state.sentAt === null ? Number.POSITIVE_INFINITY : now - state.sentAt
    if (pending && (since >= intervalSeconds * 1000 || sendsNow(pending, state.sent, state.sentAt, now)))
      void post(pending, pending.at)
    else if (state.sent && since >= intervalSeconds * 1000) void post(state.sent, now)
  }, TRACKING_MIN_INTERVAL_SECONDS * 1000)

  function stop() {
    if (stopped) return
    stopped = true
    geo?.clearWatch(watch)
    clearInterval(round)
  }
  return () => {
    stop()
    set({ phase: 'stopped' })
  }
}
