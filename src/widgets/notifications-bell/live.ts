/**
 * The bell's live connection, framework-free: an `EventSource` on `GET notifications/stream` while it works, and
 * polling `GET notifications/count` while it does not.
 *
 * - The stream sends `count` ({count, transports}) and `notification` (one Notification) events.
 * - On a stream error the stream is closed and the counts are polled: every 5 s while polls succeed, the pause
 *   doubling after each failed poll up to 5 minutes (`pollDelay`), back to 5 s after a success.
 * - After a successful poll the stream is tried again, no sooner than its own back-off (the same doubling, counted
 *   in failed stream attempts) since it last failed, so a proxy that never lets a stream through costs one attempt
 *   per 5 minutes at most, not one per poll.
 * - Without `EventSource` (or without a stream URL) it only polls, starting at once.
 */
import type { Notification, NotificationCounts } from '../../core/contract/notifications'

export const POLL_BASE_MS = 5_000
export const POLL_MAX_MS = 5 * 60_000

/** The pause before the next poll after `failures` failed polls in a row: 5 s, 10 s, 20 s … 5 min. */
export function pollDelay(failures: number): number {
  const n = Math.max(0, Math.floor(failures))
  return Math.min(POLL_BASE_MS * 2 ** Math.min(n, 30), POLL_MAX_MS)
}

/** What the bell needs of an `EventSource`. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void
  onopen: ((event: Event) => void) | null
  onerror: ((event: Event) => void) | null
  close(): void
}

export type EventSourceFactory = new (url: string) => EventSourceLike

export interface Timers {
  set(callback: () => void, ms: number): unknown
  clear(handle: unknown): void
  now(): number
}

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

export type LiveMode = 'stream' | 'polling' | 'stopped'

export interface LiveOptions {
  /** The stream URL (token and language in its query); null: no stream, poll only. Read at each attempt. */
  streamUrl: () => string | null
  fetchCounts: () => Promise<NotificationCounts>
  onCounts: (counts: NotificationCounts) => void
  onNotification: (notification: Notification) => void
  /** Default: the page's `EventSource`. */
  EventSource?: EventSourceFactory | null
  timers?: Timers
  onModeChange?: (mode: LiveMode) => void
  /** The counts could not be read (true) or were read again (false): the bell says its number may be stale. */
  onCountsFailed?: (failed: boolean) => void
}

export interface Live {
  readonly mode: LiveMode
  /** Failed polls in a row. */
  readonly pollFailures: number
  /** Failed stream attempts in a row. */
  readonly streamFailures: number
  stop(): void
}

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T
  } catch {
    return null
  }
}

export function startLive(options: LiveOptions): Live {
  const timers = options.timers ?? realTimers
  const Source =
    options.EventSource === undefined
      ? ((globalThis as { EventSource?: EventSourceFactory }).EventSource ?? null)
      : options.EventSource
  let mode: LiveMode = 'stopped'
  let source: EventSourceLike | null = null
  let timer: unknown = null
  let pollFailures = 0
  let streamFailures = 0
  let streamRetryAt = 0

  const setMode = (next: LiveMode) => {
    if (next === mode) return
    mode = next
    options.onModeChange?.(next)
  }

  const schedulePoll = (ms: number) => {
    if (timer !== null) timers.clear(timer)
    timer = timers.set(() => {
      timer = null
      void poll()
    }, ms)
  }

  async function poll() {
    if (mode !== 'polling') return
    let counts: NotificationCounts
    try {
      counts = await options.fetchCounts()
    } catch {
      if (mode !== 'polling') return
      options.onCountsFailed?.(true)
      pollFailures += 1
      schedulePoll(pollDelay(pollFailures))
      return
    }
    if (mode !== 'polling') return
    pollFailures = 0
    options.onCountsFailed?.(false)
    options.onCounts(counts)
    if (Source && options.streamUrl() && timers.now() >= streamRetryAt) openStream()
    else schedulePoll(pollDelay(0))
  }

  function fallBack(first: number) {
    setMode('polling')
    schedulePoll(first)
  }

  function openStream() {
    const url = options.streamUrl()
    if (!Source || !url) {
      fallBack(0)
      return
    }
    setMode('stream')
    const current = new Source(url)
    source = current
    current.addEventListener('count', (event) => {
      if (source !== current) return
      streamFailures = 0
      const counts = parse<NotificationCounts>(event)
      if (counts) {
        options.onCountsFailed?.(false)
        options.onCounts(counts)
      }
    })
    current.addEventListener('notification', (event) => {
      if (source !== current) return
      const notification = parse<Notification>(event)
      if (notification) options.onNotification(notification)
    })
    current.onerror = () => {
      if (source !== current) return
      current.close()
      source = null
      streamFailures += 1
      streamRetryAt = timers.now() + pollDelay(streamFailures - 1)
      fallBack(pollDelay(pollFailures))
    }
  }

  openStream()

  return {
    get mode() {
      return mode
    },
    get pollFailures() {
      return pollFailures
    },
    get streamFailures() {
      return streamFailures
    },
    stop() {
      setMode('stopped')
      if (timer !== null) timers.clear(timer)
      timer = null
      source?.close()
      source = null
    },
  }
}
