import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../core/api/errors'
import { metresBetween, type SharingState, sendsNow, startSharing } from './sharing'

/** A browser's geolocation that the test moves by hand. */
function fakeGeolocation() {
  let watcher: ((position: GeolocationPosition) => void) | null = null
  let failer: ((error: GeolocationPositionError) => void) | null = null
  const geolocation = {
    watchPosition: (ok: typeof watcher, fail: typeof failer) => {
      watcher = ok
      failer = fail
      return 1
    },
    clearWatch: vi.fn(),
  }
  vi.stubGlobal('navigator', { geolocation })
  return {
    geolocation,
    move(lat: number, lon: number) {
      watcher?.({ coords: { latitude: lat, longitude: lon, accuracy: 20 }, timestamp: Date.now() } as never)
    },
    deny() {
      failer?.({ code: 1, PERMISSION_DENIED: 1, TIMEOUT: 3 } as never)
    },
  }
}

/** The browser's sharing loop of a link, posting through `call` every 15 s at most; `state()` is its last report. */
function share(call: unknown) {
  let state: SharingState | null = null
  const stop = startSharing({
    api: { call } as never,
    token: 't'.repeat(32),
    source: 'browser',
    intervalSeconds: 15,
    onState: (next) => {
      state = next
    },
  })
  return {
    stop,
    state: () => {
      if (!state) throw new Error('no state reported yet')
      return state
    },
  }
}

const refusal = (status: number) =>
  new ApiError({ kind: 'http', status, method: 'POST', url: '/x', lang: 'ru', body: { message: 'no' } })

describe("the driver's page loop", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') }))
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('measures moves and decides what goes at once', () => {
    expect(metresBetween({ lat: 55, lon: 37 }, { lat: 55.01, lon: 37 })).toBeCloseTo(1112, -1)
    const at = { lat: 55, lon: 37, accuracy: 10, at: 0 }
    expect(sendsNow(at, null, null, 0)).toBe(true)
    expect(sendsNow({ ...at, lat: 55.01 }, at, 0, 3_000)).toBe(false)
    expect(sendsNow({ ...at, lat: 55.01 }, at, 0, 6_000)).toBe(true)
    expect(sendsNow({ ...at, lat: 55.0001 }, at, 0, 6_000)).toBe(false)
  })

  it('posts the first fix at once, a move after the minimum interval, the same place again each round', async () => {
    const geo = fakeGeolocation()
    const bodies: { lat: number; recorded_at: string }[] = []
    const call = vi.fn(async (_endpoint: unknown, options: { body: { lat: number; recorded_at: string } }) => {
      bodies.push(options.body)
      return { data: {} }
    })
    const sharing = share(call)
    const stop = sharing.stop
    geo.move(55, 37)
    await vi.advanceTimersByTimeAsync(0)
    expect(bodies).toHaveLength(1)
    expect(sharing.state().count).toBe(1)
    geo.move(55.01, 37)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(bodies).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(bodies.map((b) => b.lat)).toEqual([55, 55.01])
    // standing still: the last place again once the interval has passed, each later than the one before
    await vi.advanceTimersByTimeAsync(15_000)
    expect(bodies).toHaveLength(3)
    expect(Date.parse(bodies[2]!.recorded_at)).toBeGreaterThan(Date.parse(bodies[1]!.recorded_at))
    stop()
    expect(geo.geolocation.clearWatch).toHaveBeenCalled()
    expect(sharing.state().phase).toBe('stopped')
  })

  it('says what went wrong: too often, a revoked link, a denied permission', async () => {
    const geo = fakeGeolocation()
    const call = vi.fn().mockRejectedValueOnce(refusal(429)).mockResolvedValue({ data: {} })
    const sharing = share(call)
    geo.move(55, 37)
    await vi.advanceTimersByTimeAsync(0)
    expect(sharing.state().problem).toBe('rate')
    // the waiting fix goes with a later round
    await vi.advanceTimersByTimeAsync(10_000)
    expect(sharing.state().count).toBe(1)
    expect(sharing.state().problem).toBeNull()

    call.mockRejectedValueOnce(refusal(404))
    geo.move(55.05, 37)
    await vi.advanceTimersByTimeAsync(6_000)
    expect(sharing.state().problem).toBe('bad_link')
    expect(sharing.state().phase).toBe('stopped')

    const again = fakeGeolocation()
    const second = share(call)
    again.deny()
    expect(second.state().problem).toBe('denied')
  })
})
