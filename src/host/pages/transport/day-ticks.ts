/**
 * The day axis of the fleet chart: whole days at a round step (1, 2, 5, 7, 10, 14, 15, 20, 30, ... days), as many as
 * fit, each drawn at its own value. (Quarters of the period, rounded, put "8" at 7.5 days and "23" at 22.5.)
 */
const steps = [1, 2, 5, 7, 10, 14, 15, 20, 30, 60, 90, 180, 365]

/** Ticks from 0 to `days` at the smallest round step that keeps at most `maxTicks` of them. */
export function dayTicks(days: number, maxTicks: number): number[] {
  const whole = Math.max(0, Math.floor(days))
  if (whole === 0) return [0]
  const most = Math.max(2, Math.floor(maxTicks))
  const step = steps.find((s) => Math.floor(whole / s) + 1 <= most) ?? Math.ceil(whole / (most - 1))
  const ticks: number[] = []
  for (let day = 0; day <= whole; day += step) ticks.push(day)
  return ticks
}
