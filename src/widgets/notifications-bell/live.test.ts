import { describe, expect, it } from 'vitest'
import { startLive, type Timers } from './live'

/** Timers run by hand: `tick()` fires what is due. */
function manualTimers() {
  let now = 0
  const due: { at: number; callback: () => void }[] = []
  const timers: Timers = {
    set: (callback, ms) => {
      const entry = { at: now + ms, callback }
      due.push(entry)
      return entry
    },
    clear: (handle) => {
      const index = due.indexOf(handle as (typeof due)[number])
      if (index >= 0) due.splice(index, 1)
    },
    now: () => now,
  }
  const tick = async (ms: number) => {
    now += ms
    for (const entry of due.filter((e) => e.at <= now)) {
      due.splice(due.indexOf(entry), 1)
      entry.callback()
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { timers, tick }
}

describe("the bell's counts", () => {
  it('say when they could not be read, and when they are read again', async () => {
    const { timers, tick } = manualTimers()
    const said: boolean[] = []
    let fail = true
    const live = startLive({
      streamUrl: () => null,
      EventSource: null,
      timers,
      fetchCounts: async () => {
        if (fail) throw new Error('offline')
        return { count: 3, transports: 0 }
      },
      onCounts: () => {},
      onNotification: () => {},
      onCountsFailed: (failed) => said.push(failed),
    })
    await tick(0)
    expect(said).toEqual([true])
    fail = false
    await tick(120_000)
    expect(said.at(-1)).toBe(false)
    live.stop()
  })
})
