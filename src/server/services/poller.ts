/**
 * A job the server runs again and again until it stops (the outbox, the webhook pump, the auction closer, the
 * auto-bidder): one round at a time, the next `intervalMs` after the last ended, a failed round logged and the job
 * going on. `wake()` runs a round now (or right after the running one) for work that should not wait for the
 * interval: a webhook event heard as its row is written, a message just queued.
 */
export interface Poller {
  wake(): void
  stop(): void
}

export function startPoller(
  name: string,
  round: () => Promise<unknown>,
  intervalMs: number,
  log: { error(obj: object, msg?: string): void },
): Poller {
  let stopped = false
  let running = false
  let again = false
  let timer: NodeJS.Timeout | undefined
  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(tick, ms)
  }
  const tick = async () => {
    running = true
    again = false
    try {
      await round()
    } catch (error) {
      log.error({ err: error }, `${name} failed`)
    }
    running = false
    schedule(again ? 0 : intervalMs)
  }
  schedule(intervalMs)
  return {
    wake() {
      if (running) again = true
      else schedule(0)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
