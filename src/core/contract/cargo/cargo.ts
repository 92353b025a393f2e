/**
 * The cargo: its stages, the lists' sizes, and the entities the search and the details answer (places, points,
 * prices, route, status).
 */
import { z } from 'zod'
import { Timestamp } from '../common'
import { PlaceType } from '../reference'

export const cargoStages = ['draft', 'available', 'in_work', 'contract', 'completed', 'cancelled'] as const
/** Only `available` cargos are in the public search. */
export const CargoStage = z.enum(cargoStages)
export type CargoStage = z.infer<typeof CargoStage>

/** Spec 9: the default radius around a start or finish city, km. */
export const DEFAULT_POINT_RADIUS_KM = 50
export const MAX_POINT_RADIUS_KM = 3000
export const CARGO_PAGE_SIZE = 20

/** A start, finish or route point's place, named in the request language. */
export const CargoPlace = z.object({
  id: z.number().int(),
  type: PlaceType,
  name: z.string(),
  region: z.string().nullable(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
})
export type CargoPlace = z.infer<typeof CargoPlace>

/** A dictionary item referred to by a cargo, named in the request language. */
export const NamedRef = z.object({ id: z.number().int(), name: z.string() })

/** A person to call about a cargo (spec 3: contacts {id, name, phones}). */
export const CargoContact = z.object({ id: z.number().int(), name: z.string(), phones: z.array(z.string()) })
export type CargoContact = z.infer<typeof CargoContact>

export const Cargo = z.object({
  id: z.number().int(),
  stage: CargoStage,
  start_point: CargoPlace,
  finish_point: CargoPlace,
  /** Loading and unloading points, start and finish included (at least 2). */
  points_count: z.number().int(),
  load_date_from: z.string(),
  load_date_to: z.string(),
  unload_date: z.string().nullable(),
  truck_types: z.array(NamedRef),
  load_types: z.array(NamedRef),
  cargo_type: NamedRef.nullable(),
  pack_type: NamedRef.nullable(),
  /** Tonnes. */
  weight: z.number(),
  /** Cubic metres. */
  volume: z.number().nullable(),
  /** Minor units (kopecks); null: price on request. */
  price: z.number().int().nullable(),
  currency: z.string(),
  /** Minor units per km. */
  price_per_km: z.number().int().nullable(),
  distance_km: z.number().int().nullable(),
  /** A `money_types` dictionary id; 1 by default. */
  payment_type: z.number().int(),
  /** Only for signed-in callers. */
  is_favorite: z.boolean().optional(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  /** Only with `include=contacts`, and only for signed-in callers. */
  contacts: z.array(CargoContact).optional(),
  /** The shipper's internal note: only for the shipper company's own users. */
  comment: z.string().nullable().optional(),
  created_at: Timestamp,
})
export type Cargo = z.infer<typeof Cargo>

export const CargoPointKind = z.enum(['load', 'unload'])
export const CargoPoint = z.object({
  /** 1, 2, … in route order. */
  position: z.number().int(),
  kind: CargoPointKind,
  place: CargoPlace,
  address: z.string().nullable(),
  date: z.string().nullable(),
  /** `HH:MM`, the time window at the point. */
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
})
export type CargoPoint = z.infer<typeof CargoPoint>

export const PriceMode = z.enum(['nds', 'no_nds', 'cash'])
export const CargoPrice = z.object({
  id: z.number().int(),
  mode: PriceMode,
  /** Minor units. */
  price: z.number().int(),
  currency: z.string(),
  created_at: Timestamp,
})

export const CargoRoute = z.object({
  cargo_id: z.number().int(),
  /** The road distance of the cargo, km. */
  distance_km: z.number().int().nullable(),
  /** The sum of the straight legs between the points, km. */
  straight_km: z.number().int(),
  points: z.array(
    z.object({
      position: z.number().int(),
      kind: CargoPointKind,
      place_id: z.number().int(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      /** Straight distance from the previous point, km (0 for the first). */
      leg_km: z.number().int(),
    }),
  ),
  /** GeoJSON: `[lng, lat]` pairs in route order. */
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.tuple([z.number(), z.number()])) }),
})

export const CargoStatus = z.object({
  id: z.number().int(),
  stage: CargoStage,
  history: z.array(z.object({ stage: CargoStage, created_at: Timestamp })),
})
