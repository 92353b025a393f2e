/** The price hint: the median price per km of the exchange's similar cargos, times the distance. */
import { z } from 'zod'
import { dataOf, decimal, Id } from '../common'
import { defineEndpoint } from '../endpoint'
import { MAX_CARGO_WEIGHT } from './cargo-input'
import { tags } from './fields'

export const PriceHint = z.object({
  /** Road distance estimate, km (the straight line x 1.2). */
  distance_km: z.number().int(),
  /** Median price per km of the sample, minor units; null without a sample. */
  price_per_km: z.number().int().nullable(),
  /** The hint: median per km x distance, rounded to 100 roubles; null without a sample. */
  price: z.number().int().nullable(),
  /** Quartiles of the price for the same distance, minor units. */
  price_low: z.number().int().nullable(),
  price_high: z.number().int().nullable(),
  currency: z.string(),
  /** How many cargos the median is taken from. */
  sample_size: z.number().int(),
  /** How similar they are: same regions (and truck type), same regions, or only a similar distance. */
  basis: z.enum(['route_truck', 'route', 'distance', 'none']),
})
export type PriceHint = z.infer<typeof PriceHint>

export const priceCalculation = defineEndpoint({
  method: 'GET',
  path: 'cargos/price-calculation',
  summary:
    "A price hint from the exchange's own cargos: the median price per km of similar cargos (regions, truck type, distance +-25%) times the distance",
  tags,
  access: 'user',
  query: z.object({
    start_point_id: Id,
    finish_point_id: Id,
    truck_type: Id.optional(),
    weight: decimal(z.number().positive().max(MAX_CARGO_WEIGHT)).optional(),
  }),
  response: dataOf(PriceHint),
})
