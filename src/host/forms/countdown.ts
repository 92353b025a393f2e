import { useEffect, useState } from 'react'

/** The server lets a new code be sent once a minute (spec: codes are rate limited). */
export const resendCooldownSeconds = 60

/** Whole seconds left until `until` (ms since the epoch), ticking every second; 0 once reached or when null. */
export function useCountdown(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the only input
  useEffect(() => {
    setSeconds(left())
    if (until === null) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}

/** A moment `resend_after` names, kept within a sane window of the local clock (the two clocks may differ). */
export function resendMoment(resendAfter: string | null | undefined, fallbackSeconds = resendCooldownSeconds): number {
  const now = Date.now()
  const parsed = resendAfter ? Date.parse(resendAfter) : Number.NaN
  if (Number.isNaN(parsed)) return now + fallbackSeconds * 1000
  return Math.min(Math.max(parsed, now), now + 10 * 60 * 1000)
}
