/**
 * The shipper's cargos (spec 4, 7 "Shipper", "Cargo"): create, edit and delete a cargo (fx-order-form), the
 * shipper's lists, stage and status changes, staff assignment, the price hint, comments on trucks.
 * Declared here first; modules/shipper serves them, widgets/order-form and the host call them.
 *
 * Wire rules: prices in minor units (x100), dates `YYYY-MM-DD`, times `HH:MM`; unknown fields are rejected (422).
 * A cargo belongs to its shipper company: any other company's caller gets 404, as if it did not exist.
 *
 * The stages form a state machine (`stageActions`): a shipper edits and deletes a cargo only while it is a draft
 * or available; an action not allowed from the cargo's stage answers 409 and changes nothing.
 */
import { z } from 'zod'
import {
  CARGO_PAGE_SIZE,
  CalendarDay,
  Cargo,
  CargoPoint,
  CargoPointKind,
  CargoSort,
  CargoStage,
  PriceMode,
} from './cargo'
import { dataOf, Id, IdParams, listOf, Ok, pageQuery, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import { StaffMember } from './entities'
import { AuctionSummary } from './responses'

const tags = ['shipper']
const shippers = ['shipper'] as const

/** Route points of one cargo: at least a loading and an unloading point. */
export const MAX_CARGO_POINTS = 10
/** Tonnes; a road train carries at most about 44 t, heavy haulage more: the limit only catches typos. */
export const MAX_CARGO_WEIGHT = 200
export const MAX_CARGO_VOLUME = 500
/** Minor units: 100 million roubles. */
export const MAX_CARGO_PRICE = 10_000_000_000

/** An id in a JSON body: a number, never coerced (a missing one reads "required", not "not a number"). */
const BodyId = z.number().int().positive()
const IdArray = (max: number) => z.array(BodyId).max(max)

/** `HH:MM`, 00:00–23:59. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalid_time' })

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

const optionalTime = z
  .preprocess((value) => (value === '' ? null : value), TimeOfDay.nullish())
  .transform((v) => v ?? null)

/** One loading or unloading point: a place from the geography search (`GET geo/places`), the address, the day. */
export const OrderPoint = z
  .strictObject({
    kind: CargoPointKind,
    place_id: BodyId,
    /** Street and building; when given, at least 3 characters. */
    address: z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
        z.string().trim().min(3).max(300).nullish(),
      )
      .transform((v) => v ?? null),
    date: CalendarDay,
    time_from: optionalTime,
    time_to: optionalTime,
  })
  .superRefine((point, ctx) => {
    if (point.time_from && point.time_to && point.time_to <= point.time_from) {
      ctx.addIssue({ code: 'custom', path: ['time_to'], message: 'time_window_order' })
    }
  })
export type OrderPoint = z.input<typeof OrderPoint>

/**
 * The body of `POST shipper/cargos` and `PUT shipper/cargos/:id` (the fx-order-form). Rules beyond the fields':
 * the route starts with a loading point and ends with an unloading one; no unloading day before a loading day
 * that comes earlier on the route. Dictionaries and places are checked by the server against its data.
 */
const cargoFields = {
  points: z.array(OrderPoint).min(2).max(MAX_CARGO_POINTS),
  cargo_type_id: BodyId,
  pack_type_id: BodyId.nullish().transform((v) => v ?? null),
  /** Tonnes. */
  weight: z.number().positive().max(MAX_CARGO_WEIGHT),
  /** Cubic metres. */
  volume: z
    .number()
    .min(0)
    .max(MAX_CARGO_VOLUME)
    .nullish()
    .transform((v) => v ?? null),
  truck_types: IdArray(20).min(1),
  load_types: IdArray(20).default([]),
  additional_conditions: IdArray(30).default([]),
  additional_equipments: IdArray(30).default([]),
  /** Minor units (kopecks); null: price on request. */
  price: z
    .number()
    .int()
    .min(0)
    .max(MAX_CARGO_PRICE)
    .nullish()
    .transform((v) => v ?? null),
  /** ISO 4217 code of the `currencies` dictionary's short English name (RUB). */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { message: 'invalid_value' })
    .default('RUB'),
  /** A `money_types` dictionary id (spec 3: the cargo store's default payment_type 1). */
  payment_type: BodyId.default(1),
  /** The money type of the price: with VAT, without VAT, cash (the price history's mode). */
  price_mode: PriceMode.default('nds'),
  /** VAT, %; null: the rate of the money type. */
  vat: z
    .number()
    .int()
    .min(0)
    .max(30)
    .nullish()
    .transform((v) => v ?? null),
  /** Contact persons: users of the shipper company (staff ids); none = whoever posted the cargo. */
  contacts: IdArray(10).default([]),
  comment: optionalText(2000),
}

/** The route rules of a cargo body (see `CargoInput`); forms run them on the points alone too. */
export function routeRules(input: { points: z.output<typeof OrderPoint>[] }, ctx: z.RefinementCtx): void {
  const points = input.points
  if (points.length === 0) return
  if (points[0]?.kind !== 'load')
    ctx.addIssue({ code: 'custom', path: ['points', 0, 'kind'], message: 'first_point_load' })
  const last = points.length - 1
  if (points[last]?.kind !== 'unload') {
    ctx.addIssue({ code: 'custom', path: ['points', last, 'kind'], message: 'last_point_unload' })
  }
  let latestLoad: string | null = null
  points.forEach((point, i) => {
    if (point.kind === 'load') {
      if (latestLoad === null || point.date > latestLoad) latestLoad = point.date
    } else if (latestLoad !== null && point.date < latestLoad) {
      ctx.addIssue({ code: 'custom', path: ['points', i, 'date'], message: 'unload_before_load' })
    }
  })
}

export const CargoInput = z.strictObject(cargoFields).superRefine(routeRules)
export type CargoInput = z.input<typeof CargoInput>
export type CargoInputValue = z.output<typeof CargoInput>

// ---------------------------------------------------------------------------------------------------------------
// The stage machine

/** Actions of `POST shipper/cargos/:id/:status` and the stages each is allowed from. */
export const stageActions = {
  /** Put a draft on the exchange. */
  publish: { from: ['draft'], to: 'available' },
  /** Take an available cargo off the exchange, back to a draft. */
  unpublish: { from: ['available'], to: 'draft' },
  cancel: { from: ['draft', 'available', 'in_work'], to: 'cancelled' },
  complete: { from: ['in_work', 'contract'], to: 'completed' },
  /** A cancelled cargo back as a draft. */
  restore: { from: ['cancelled'], to: 'draft' },
} as const satisfies Record<string, { from: readonly CargoStage[]; to: CargoStage }>
export const cargoActions = Object.keys(stageActions) as (keyof typeof stageActions)[]
export const CargoAction = z.enum(cargoActions as [keyof typeof stageActions, ...(keyof typeof stageActions)[]])
export type CargoAction = z.infer<typeof CargoAction>

/** Stages in which the shipper may still edit or delete a cargo. */
export const editableStages = ['draft', 'available'] as const satisfies readonly CargoStage[]
/** Stages a cargo may be taken into work from (`POST shipper/cargos/:id/stage`; in_work: another responsible). */
export const inWorkFrom = ['available', 'in_work'] as const satisfies readonly CargoStage[]

export function actionsFrom(stage: CargoStage): CargoAction[] {
  return cargoActions.filter((action) => (stageActions[action].from as readonly CargoStage[]).includes(stage))
}

// ---------------------------------------------------------------------------------------------------------------
// Entities

/** Who answers for a cargo in work (spec 3 "Staff"); type `system_assistant` = nobody is assigned. */
export const Responsible = StaffMember.pick({ id: true, name: true, full_name: true, type: true })
export type Responsible = z.infer<typeof Responsible>

/** A cargo as its shipper company sees it: the public entity plus its route, terms and who works on it. */
export const ShipperCargo = Cargo.extend({
  points: z.array(CargoPoint),
  additional_conditions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  additional_equipments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  price_mode: PriceMode,
  vat: z.number().int().nullable(),
  contact_user_ids: z.array(z.number().int()),
  created_by: z.number().int().nullable(),
  /** The system assistant while nobody is assigned (spec 3, 9). */
  responsible: Responsible.nullable(),
  /** Whether the caller may still edit and delete it (a draft or available). */
  editable: z.boolean(),
  /** Status actions allowed from its stage. */
  actions: z.array(CargoAction),
  /** Its auction, if one was ever started (`POST shipper/cargos/:id/auction`). */
  auction: AuctionSummary.nullable(),
  /** A carrier holds it: one of its responses is accepted or further on (no auction can start then). */
  taken: z.boolean(),
  updated_at: Timestamp,
})
export type ShipperCargo = z.infer<typeof ShipperCargo>

export const shipperTabs = ['available', 'in-work', 'contract'] as const
export const ShipperTab = z.enum(shipperTabs)
export type ShipperTab = z.infer<typeof ShipperTab>
/** The stages each tab lists: drafts sit with the available cargos until they are published. */
export const tabStages: Record<ShipperTab, readonly CargoStage[]> = {
  available: ['draft', 'available'],
  'in-work': ['in_work'],
  contract: ['contract'],
}

const QueryBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return value
}, z.boolean())

/**
 * Spec 5: the lists show the caller's own cargos (`own=true`: posted by or assigned to the caller) unless
 * `company_staff` names a staff member, whose cargos are listed instead; `own=false` lists the whole company's.
 */
export const ShipperFilter = z.strictObject({
  stage: CargoStage.optional(),
  own: QueryBoolean.optional(),
  company_staff: Id.optional(),
})

const listQuery = {
  ...pageQuery(CARGO_PAGE_SIZE, 100),
  sort: CargoSort.default('-created_at'),
  filter: ShipperFilter.optional(),
}

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

export const TruckComment = z.object({
  id: z.number().int(),
  cargo_id: z.number().int(),
  transport_id: z.number().int(),
  content: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: Timestamp,
})
export type TruckComment = z.infer<typeof TruckComment>

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

export const createCargo = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos',
  summary: 'Post a cargo (a draft, or `publish: true` straight onto the exchange): points, terms, price, contacts',
  tags,
  access: shippers,
  body: z
    .strictObject({
      ...cargoFields,
      /** Straight onto the exchange (available) instead of a draft. */
      publish: z.boolean().default(false),
    })
    .superRefine(routeRules),
  response: dataOf(ShipperCargo),
  status: 201,
})

export const updateCargo = defineEndpoint({
  method: 'PUT',
  path: 'shipper/cargos/:id',
  summary: 'Replace a cargo (draft or available only; else 409); a changed price adds a price history row',
  tags,
  access: shippers,
  params: IdParams,
  body: CargoInput,
  response: dataOf(ShipperCargo),
})

export const deleteCargo = defineEndpoint({
  method: 'DELETE',
  path: 'shipper/cargos/:id',
  summary: 'Delete a cargo (draft or available only; else 409)',
  tags,
  access: shippers,
  params: IdParams,
  response: Ok,
})

export const listShipperCargos = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos',
  summary:
    "The company's cargos by tab (available = draft and available, in-work, contract) or filter[stage]; own=true unless filter[company_staff]",
  tags,
  access: shippers,
  query: z.object({ ...listQuery, tab: ShipperTab.optional() }),
  response: listOf(ShipperCargo),
})

export const listShipperCargosInWork = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/in-work',
  summary: "The company's cargos in work (own=true unless filter[company_staff])",
  tags,
  access: shippers,
  query: z.object(listQuery),
  response: listOf(ShipperCargo),
})

export const getShipperCargo = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/:id',
  summary: 'One cargo of the company, with its points, terms, responsible and allowed actions',
  tags,
  access: shippers,
  params: IdParams,
  response: dataOf(ShipperCargo),
})

export const setCargoStage = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/stage',
  summary:
    'Take a cargo into work with a responsible employee (from available, or another responsible while in work); the system assistant cannot be assigned',
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({ stage: z.literal('in_work'), user_id: BodyId }),
  response: dataOf(ShipperCargo),
})

export const changeCargoStatus = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/:status',
  summary: 'A status action: publish, unpublish, cancel, complete, restore; not allowed from the stage: 409',
  tags,
  access: shippers,
  params: z.strictObject({ id: Id, status: CargoAction }),
  response: dataOf(ShipperCargo),
})

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
    weight: z.coerce.number().positive().max(MAX_CARGO_WEIGHT).optional(),
  }),
  response: dataOf(PriceHint),
})

const TruckParams = z.strictObject({ id: Id, tid: Id })

export const listTruckComments = defineEndpoint({
  method: 'GET',
  path: 'shipper/cargos/:id/trucks/:tid/comments',
  summary: "The company's comments on a truck for a cargo, newest first (spec 9: limit 3 by default)",
  tags,
  access: shippers,
  params: TruckParams,
  query: z.object(pageQuery(3, 100)),
  response: listOf(TruckComment),
})

export const createTruckComment = defineEndpoint({
  method: 'POST',
  path: 'shipper/cargos/:id/trucks/:tid/comments',
  summary: 'Comment on a truck (spec 3 Comment: transport_id, content) for a cargo of the company',
  tags,
  access: shippers,
  params: TruckParams,
  body: z.strictObject({ content: z.string().trim().min(1).max(2000) }),
  response: dataOf(TruckComment),
  status: 201,
})

export const deleteTruckComment = defineEndpoint({
  method: 'DELETE',
  path: 'shipper/cargos/:id/trucks/:tid/comments/:cid',
  summary: 'Delete a comment on a truck of a cargo of the company',
  tags,
  access: shippers,
  params: z.strictObject({ id: Id, tid: Id, cid: Id }),
  response: Ok,
})
