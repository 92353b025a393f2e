/** Statistics: the managers' (logisticians') figures, and the cargo owners (clients) with their lanes. */
import { z } from 'zod'
import { decimal, Id, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { ANALYTICS_PAGE_SIZE, Person, periodFilter, shippers, tags } from './fields'

export const ManagerStats = z.object({
  user: Person,
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  posted: z.number().int(),
  covered: z.number().int(),
  delivered: z.number().int(),
  /** Minor units; null when no contract of the period had a lane price. */
  margin: z.number().nullable(),
  /** Average minutes to answer a carrier's response; null when there was none. */
  response_minutes: z.number().nullable(),
  /** covered / posted, %; null when nothing was posted. */
  cover_rate: z.number().int().nullable(),
})
export type ManagerStats = z.infer<typeof ManagerStats>

export const ManagerSort = z.enum(['-covered', 'covered', '-posted', '-delivered', '-margin', 'response', 'name'])

export const managerStats = defineEndpoint({
  method: 'GET',
  path: 'stats/shipper/managers',
  summary:
    "The logisticians' figures over a period (the current month by default): posted, covered, delivered, margin, response time; 20 a page, meta.size",
  tags,
  access: shippers,
  query: z.strictObject({
    ...pageQuery(ANALYTICS_PAGE_SIZE, 100),
    sort: ManagerSort.default('-covered'),
    filter: periodFilter({ department_id: Id.optional() }).optional(),
  }),
  response: listOf(ManagerStats),
})

export const CargoOwner = z.object({
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    inn: z.string(),
    /** Spec 3: the owner's payment terms; pay_days at most 100 (spec 9). */
    payment: z.object({ pay_days: z.number().int().nullable() }),
    /** The caller's company itself (its own cargos, carried for no client). */
    own: z.boolean(),
  }),
  cargos: z.number().int(),
  covered: z.number().int(),
  delivered: z.number().int(),
  /** Tonnes. */
  weight: z.number(),
  /** The signed contracts' prices, minor units (RUB). */
  amount: z.number(),
  routes: z.number().int(),
})
export type CargoOwner = z.infer<typeof CargoOwner>

export const OwnerSort = z.enum(['-cargos', '-amount', '-weight', 'name'])

export const cargoOwners = defineEndpoint({
  method: 'GET',
  path: 'stats/cargos/owners',
  summary:
    "Cargo owners of the caller's company's cargos posted in a period (its clients, and itself for its own cargos): volumes, contracts, pay days; 20 a page",
  tags,
  access: shippers,
  query: z.strictObject({
    ...pageQuery(ANALYTICS_PAGE_SIZE, 100),
    sort: OwnerSort.default('-cargos'),
    filter: periodFilter({}).optional(),
  }),
  response: listOf(CargoOwner),
})

export const OwnerRoute = z.object({
  owner: Person,
  from: Person,
  to: Person,
  cargos: z.number().int(),
  covered: z.number().int(),
  weight: z.number(),
  amount: z.number(),
  /** Median posted price per km on the lane, minor units. */
  price_per_km: z.number().nullable(),
})
export type OwnerRoute = z.infer<typeof OwnerRoute>

/**
 * Spec 3, "Analytics filter defaults: distance 500, radius 200": the lane filter of the cargo owners' lanes starts at
 * lanes loading within 200 km of the place asked for and up to 500 km long, once a place is asked for.
 */
export const analyticsLaneDefaults = { distance: 500, radius: 200 } as const
/** The longest lane and the widest radius the lane filter takes, km. */
export const ANALYTICS_LANE_MAX_KM = 20_000
export const ANALYTICS_RADIUS_MAX_KM = 1_000

export const cargoOwnerRoutes = defineEndpoint({
  method: 'GET',
  path: 'stats/cargos/owners/routes',
  summary:
    "The lanes (start city to finish city) of the caller's company's cargos in a period, per cargo owner (filter[owner_id]), busiest first; 20 a page. By lane: filter[start_point_id] with filter[start_point_radius] (km, default 200) and filter[distance] (the longest trip, km, default 500 with a place)",
  tags,
  access: shippers,
  query: z.strictObject({
    ...pageQuery(ANALYTICS_PAGE_SIZE, 100),
    filter: periodFilter({
      owner_id: Id.optional(),
      start_point_id: Id.optional(),
      start_point_radius: decimal(z.number().int().min(0).max(ANALYTICS_RADIUS_MAX_KM).optional()),
      distance: decimal(z.number().int().min(1).max(ANALYTICS_LANE_MAX_KM).optional()),
    }).optional(),
  }),
  response: listOf(OwnerRoute),
})
