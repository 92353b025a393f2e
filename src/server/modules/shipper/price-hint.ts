/**
 * The price hint of the order form, from the market's statistics: the median price per km of the most similar
 * group of cargos that has at least `MIN_SAMPLE` of them (else the largest one that has any), times the route's
 * distance, rounded to 100 roubles; the quartiles give the usual range.
 */
import type { PriceHint } from '../../../core/contract/shipper'

export const MIN_SAMPLE = 5
/** 100 roubles in kopecks. */
const ROUND_TO = 10_000

/** The groups of similar cargos, most similar first. */
export const hintGroups = ['route_truck', 'route', 'distance'] as const
export type HintGroup = (typeof hintGroups)[number]

export interface GroupStats {
  n: number
  p25: number | null
  p50: number | null
  p75: number | null
}

export function hintFromGroups(distance: number, groups: { name: HintGroup; stats: GroupStats }[]): PriceHint {
  const chosen =
    groups.find((g) => g.stats.n >= MIN_SAMPLE) ??
    groups.filter((g) => g.stats.n > 0).sort((a, b) => b.stats.n - a.stats.n)[0]
  if (!chosen || chosen.stats.p50 === null || distance === 0) {
    return {
      distance_km: distance,
      price_per_km: null,
      price: null,
      price_low: null,
      price_high: null,
      currency: 'RUB',
      sample_size: 0,
      basis: 'none',
    }
  }
  const total = (perKm: number | null) => (perKm === null ? null : Math.round((perKm * distance) / ROUND_TO) * ROUND_TO)
  return {
    distance_km: distance,
    price_per_km: Math.round(chosen.stats.p50),
    price: total(chosen.stats.p50),
    price_low: total(chosen.stats.p25),
    price_high: total(chosen.stats.p75),
    currency: 'RUB',
    sample_size: chosen.stats.n,
    basis: chosen.name,
  }
}
