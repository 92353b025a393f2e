/**
 * The lane price index (spec 7: "an external price graph read from an index service"): our own, computed from the
 * exchange's signed contracts and posted prices. For a lane (start and finish with a radius) and a body type, the
 * price per km by week of loading: median, quartiles and how many. Public, like the cargo details it is shown in.
 */
import { z } from 'zod'
import { dataOf, Id } from '../common'
import { defineEndpoint } from '../endpoint'
import { blankToUndefined, tags } from './fields'

export const LaneWeek = z.object({
  /** The Monday of the week, YYYY-MM-DD. */
  week: z.string(),
  /** Price per km, minor units. */
  median: z.number().int(),
  q1: z.number().int(),
  q3: z.number().int(),
  count: z.number().int(),
})
export type LaneWeek = z.infer<typeof LaneWeek>

export const LaneIndex = z.object({
  start_point_id: z.number().int(),
  finish_point_id: z.number().int(),
  radius_km: z.number().int(),
  truck_type: z.number().int().nullable(),
  currency: z.string(),
  /** Oldest first; weeks without a price are left out. */
  weeks: z.array(LaneWeek),
})
export type LaneIndex = z.infer<typeof LaneIndex>

export const laneIndex = defineEndpoint({
  method: 'GET',
  path: 'v2/price-index/lanes',
  summary: 'The lane price index: price per km by week (median, quartiles, count) from contracts and posted prices',
  tags,
  access: 'public',
  query: z.object({
    start_point_id: Id,
    finish_point_id: Id,
    radius: z.preprocess(blankToUndefined, z.coerce.number().int().min(10).max(500).default(100)),
    truck_type: z.preprocess(blankToUndefined, Id.optional()),
    weeks: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(52).default(12)),
  }),
  response: dataOf(LaneIndex),
})
