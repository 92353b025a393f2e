import { describe, expect, it } from 'vitest'
import { startPoller } from './poller'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const quiet = { error() {} }

describe('startPoller', () => {
  it('runs a round per interval; wake() runs one now instead of waiting', async () => {
    let rounds = 0
    const job = startPoller('test', async () => void rounds++, 60_000, quiet)
    await sleep(30)
    expect(rounds).toBe(0)
    job.wake()
    await sleep(30)
    expect(rounds).toBe(1)
    job.stop()
  })

  it('a wake during a round runs one more round right after it, never two at once', async () => {
    let running = 0
    let most = 0
    let rounds = 0
    let release: () => void = () => {}
    const job = startPoller(
      'test',
      async () => {
        running++
        most = Math.max(most, running)
        rounds++
        if (rounds === 1) await new Promise<void>((resolve) => (release = resolve))
        running--
      },
      60_000,
      quiet,
    )
    job.wake()
    await sleep(20)
    job.wake()
    job.wake()
    await sleep(20)
    expect(rounds).toBe(1)
    release()
    await sleep(30)
    expect(rounds).toBe(2)
    expect(most).toBe(1)
    job.stop()
  })

  it('a failed round is logged and the job goes on; after stop() nothing runs', async () => {
    const logged: string[] = []
    let rounds = 0
    const job = startPoller(
      'flaky job',
      async () => {
        rounds++
        if (rounds === 1) throw new Error('boom')
      },
      10,
      { error: (_obj, msg) => logged.push(msg ?? '') },
    )
    await sleep(80)
    expect(logged).toEqual(['flaky job failed'])
    expect(rounds).toBeGreaterThan(1)
    job.stop()
    const after = rounds
    await sleep(50)
    expect(rounds).toBe(after)
  })
})
