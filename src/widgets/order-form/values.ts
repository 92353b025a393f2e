/**
 * The order form's values: the contract's `CargoInput` while being typed (numbers may be empty, places are ids;
 * the price is in minor units, shown in roubles), the resolver that checks them with the contract's schema and
 * messages (spec 5: an empty field reads "required"), and the conversion from a saved cargo for editing.
 */

import type { z } from 'zod'
import type { CargoPlace } from '../../core/contract/cargo'
import type { Lang } from '../../core/contract/common'
import { localDay } from '../../core/contract/days'
import type { ValidationMessageKey } from '../../core/contract/messages'
import type { Place } from '../../core/contract/reference'
import type { CargoInputValue, OrderPoint, routeRules, ShipperCargo } from '../../core/contract/shipper'
import type { Form, FormErrors, Resolver } from '../ui/form-state'
import { valueAt } from '../ui/form-state'
import { loadOnce } from '../ui/load-once'

/**
 * The contract's `CargoInput`, route rules and validation messages (./cargo-rules), loaded with the first check or
 * the first focus.
 */
export const loadCargoRules = loadOnce(() => import('./cargo-rules'))

export interface FormPoint {
  kind: 'load' | 'unload'
  place_id: number | null
  address: string
  date: string
  time_from: string
  time_to: string
}

export interface FormValues {
  points: FormPoint[]
  cargo_type_id: number | null
  pack_type_id: number | null
  weight: number | null
  volume: number | null
  truck_types: number[]
  load_types: number[]
  additional_conditions: number[]
  additional_equipments: number[]
  /** Minor units. */
  price: number | null
  currency: string
  payment_type: number
  price_mode: 'nds' | 'no_nds' | 'cash'
  vat: number | null
  contacts: number[]
  comment: string
}

/** The form as `useForm` gives it: typed values in, the contract's `CargoInput` out. */
export type OrderFormApi = Form<FormValues, CargoInputValue>

/** What a section of the form gets: the form, its errors, and whether the cargo may be changed at all. */
export interface SectionProps {
  form: OrderFormApi
  errors: FormErrors<FormValues>
  locked: boolean
}

export const emptyPoint = (kind: FormPoint['kind'], date = ''): FormPoint => ({
  kind,
  place_id: null,
  address: '',
  date,
  time_from: '',
  time_to: '',
})

export function emptyValues(): FormValues {
  return {
    points: [emptyPoint('load'), emptyPoint('unload')],
    cargo_type_id: null,
    pack_type_id: null,
    weight: null,
    volume: null,
    truck_types: [],
    load_types: [],
    additional_conditions: [],
    additional_equipments: [],
    price: null,
    currency: 'RUB',
    // spec 3: the cargo store's default payment_type is 1
    payment_type: 1,
    price_mode: 'nds',
    vat: null,
    contacts: [],
    comment: '',
  }
}

/** A cargo place as the point picker's place (names in the answer's language). */
export function placeOf(place: CargoPlace): Place {
  return { ...place, name_ru: place.name, name_en: place.name, population: 0 }
}

export function valuesOf(cargo: ShipperCargo): { values: FormValues; places: Record<number, Place> } {
  const places: Record<number, Place> = {}
  for (const point of cargo.points) places[point.place.id] = placeOf(point.place)
  return {
    places,
    values: {
      points: cargo.points.map((point) => ({
        kind: point.kind,
        place_id: point.place.id,
        address: point.address ?? '',
        date: point.date ?? '',
        time_from: point.time_from ?? '',
        time_to: point.time_to ?? '',
      })),
      cargo_type_id: cargo.cargo_type?.id ?? null,
      pack_type_id: cargo.pack_type?.id ?? null,
      weight: cargo.weight,
      volume: cargo.volume,
      truck_types: cargo.truck_types.map((item) => item.id),
      load_types: cargo.load_types.map((item) => item.id),
      additional_conditions: cargo.additional_conditions.map((item) => item.id),
      additional_equipments: cargo.additional_equipments.map((item) => item.id),
      price: cargo.price,
      currency: cargo.currency,
      payment_type: cargo.payment_type,
      price_mode: cargo.price_mode,
      vat: cargo.vat,
      contacts: cargo.contact_user_ids,
      comment: cargo.comment ?? '',
    },
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * The contract's route rules on the points as typed, so "unloading before loading" shows while other fields are
 * still empty (zod runs an object's refinements only once its fields are valid). Points without a date are skipped.
 */
function routeIssues(values: FormValues, rules: typeof routeRules): { path: string; key: ValidationMessageKey }[] {
  const issues: { path: string; key: ValidationMessageKey }[] = []
  const dated = values.points.flatMap((point, index) => (point.date ? [{ ...point, index }] : []))
  const ctx = {
    addIssue(issue: { path?: PropertyKey[]; message?: string }) {
      const [, position, field] = issue.path ?? []
      const point = dated[Number(position)]
      if (point && issue.message)
        issues.push({ path: `points.${point.index}.${String(field)}`, key: issue.message as ValidationMessageKey })
    },
  } as unknown as z.RefinementCtx
  const kinds = values.points.map((point) => point.kind)
  rules({ points: dated as unknown as z.output<typeof OrderPoint>[] }, ctx)
  // the first and last kinds are checked on every point, dated or not
  return [
    ...issues.filter((issue) => !issue.path.endsWith('.kind')),
    ...(kinds[0] !== 'load' ? [{ path: 'points.0.kind', key: 'first_point_load' as const }] : []),
    ...(kinds.at(-1) !== 'unload'
      ? [{ path: `points.${kinds.length - 1}.kind`, key: 'last_point_unload' as const }]
      : []),
  ]
}

/**
 * Points dated before the user's today (the browser's day; the server checks the same in the user's time zone).
 * Today itself is fine: a cargo may load this evening.
 */
function pastIssues(values: FormValues, today: string): { path: string; key: ValidationMessageKey }[] {
  return values.points.flatMap((point, index) =>
    point.date && point.date < today ? [{ path: `points.${index}.date`, key: 'date_in_past' as const }] : [],
  )
}

/** The form's resolver: the contract's schema, its messages in the element's language. */
export function orderResolver(
  lang: () => Lang,
  today: () => string = () => localDay(),
): Resolver<FormValues, CargoInputValue> {
  return async (values) => {
    const { CargoInput, routeRules, fieldErrors, validationMessage } = await loadCargoRules()
    const parsed = CargoInput.safeParse(values, { reportInput: true })
    const errors: Record<string, string> = {}
    // the first message of a path stays: a past day's before the schema's
    const add = (path: string, message: string) => {
      errors[path] ??= message
    }
    for (const issue of pastIssues(values, today())) add(issue.path, validationMessage(lang(), issue.key))
    if (!parsed.success) {
      for (const [path, messages] of Object.entries(fieldErrors(parsed.error, lang()))) {
        add(path, isEmpty(valueAt(values, path)) ? validationMessage(lang(), 'required') : (messages[0] ?? ''))
      }
      for (const issue of routeIssues(values, routeRules)) add(issue.path, validationMessage(lang(), issue.key))
    }
    return { values: parsed.data, errors }
  }
}
