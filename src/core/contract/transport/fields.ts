/**
 * Field rules the fleet's files share: numbers, ids, texts, radius, query values, task dates. Internal to the
 * area: the index does not re-export this file, so the contract's public names stay what they were.
 */
import { z } from 'zod'
import { CalendarDay } from '../cargo'
import { decimal, Id, Line, Text } from '../common'
import { MAX_TASK_RADIUS_KM } from './limits'

export const tags = ['fleet']

/** Cubic metres. */
export const Volume = decimal(z.number().min(0).max(200))
/** Tonnes. */
export const Capacity = decimal(z.number().min(0).max(100))
/** An id in a body: a number (or digits, from a form); a missing one is "required", not "not a number". */
export const BodyId = Id
export const IdArray = z.array(BodyId).max(30)
/** A short text of one line (a licence, a number filter). */
export const LineOf = (max: number) => Line.trim().max(max)
/** A note that may span lines (a task's comment). */
export const TextOf = (max: number) => Text.trim().max(max)
export const Radius = decimal(z.number().int().min(0).max(MAX_TASK_RADIUS_KM))

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
/** A query-string id that may be blank. */
export const QueryId = z.preprocess(blankToUndefined, Id.optional())
export const QueryDay = z.preprocess(blankToUndefined, CalendarDay.optional())

/** What every task body may carry about place and dates. */
export const taskFields = {
  start_date: CalendarDay,
  /** Included; not before `start_date`; at most 366 days after it. */
  end_date: CalendarDay,
  /** A geography place (`geo/places`), e.g. Kazan. */
  place_id: BodyId.nullable().optional(),
  radius_km: Radius.optional(),
  comment: TextOf(1000).nullable().optional(),
}

export const datesInOrder = (value: { start_date?: string; end_date?: string }) =>
  value.start_date === undefined || value.end_date === undefined || value.end_date >= value.start_date
export const datesIssue = { message: 'invalid_value', path: ['end_date'] }
