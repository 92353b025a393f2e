/**
 * Posting and editing a cargo (fx-order-form): the body with its limits and route rules, and the create and
 * replace endpoints.
 */
import { z } from 'zod'
import { CalendarDay, CargoPointKind, PriceMode } from '../cargo'
import { dataOf, IdParams, Line, Text, TimeOfDay } from '../common'
import { defineEndpoint } from '../endpoint'
import { MAX_PRICE_MINOR } from '../validators'
import { ShipperCargo } from './cargos'
import { BodyId, IdArray, shippers, tags } from './fields'

/** Route points of one cargo: at least a loading and an unloading point. */
export const MAX_CARGO_POINTS = 10
/** Tonnes; a road train carries at most about 44 t, heavy haulage more: the limit only catches typos. */
export const MAX_CARGO_WEIGHT = 200
export const MAX_CARGO_VOLUME = 500
/** Minor units: 100 million roubles. */
export const MAX_CARGO_PRICE = MAX_PRICE_MINOR

export { TimeOfDay }

const optionalText = (max: number) =>
  Text.trim()
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
        Line.trim().min(3).max(300).nullish(),
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
  currency: Line.regex(/^[A-Z]{3}$/, { message: 'invalid_value' }).default('RUB'),
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
