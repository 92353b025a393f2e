/**
 * Responses as rows and as answers: one select joins what a response answer needs (the cargo and its places, the
 * carrier company and user, the truck, the live contract); `moveResponse` is the state machine's one door.
 */
import { type Kysely, sql } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import {
  type CargoResponse,
  type ResponseStatus,
  responseTransitions,
  winningStatuses,
} from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { responseLabel } from './labels'

export function responseRows(db: Kysely<DB>) {
  return db
    .selectFrom('cargo_responses as r')
    .innerJoin('cargos as c', 'c.id', 'r.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as cc', 'cc.id', 'r.company_id')
    .innerJoin('companies as sc', 'sc.id', 'c.company_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('transports as t', 't.id', 'r.transport_id')
    .select([
      'r.id',
      'r.cargo_id',
      'r.company_id',
      'r.user_id',
      'r.status',
      'r.price',
      'r.currency',
      'r.comment',
      'r.reason',
      'r.is_bid',
      'r.transport_id',
      't.number as transport_number',
      'r.created_at',
      'r.updated_at',
      'cc.name as carrier_name',
      'cc.inn as carrier_inn',
      'cc.kpp as carrier_kpp',
      'cc.ogrn as carrier_ogrn',
      'cc.legal_address as carrier_address',
      'cc.phone as carrier_phone',
      'cc.email as carrier_email',
      'u.name as user_name',
      'u.phone as user_phone',
      'c.company_id as shipper_id',
      'sc.name as shipper_name',
      'c.stage as cargo_stage',
      'c.start_place_id',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'c.finish_place_id',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
      sql<string>`c.load_date_from::text`.as('load_date_from'),
      'c.weight',
      'c.price as cargo_price',
      'c.currency as cargo_currency',
      sql<
        number | null
      >`(select k.id from contracts k where k.response_id = r.id and k.status <> 'cancelled' order by k.id desc limit 1)`.as(
        'contract_id',
      ),
    ])
}

export type ResponseRow = Awaited<ReturnType<ReturnType<typeof responseRows>['executeTakeFirstOrThrow']>>

/** Statuses from which the power of attorney exists (the carrier holds the cargo). */
const documentStatuses: readonly string[] = ['accepted', 'wait_security_check', 'security_approved', 'contract']

export function documentsOf(row: Pick<ResponseRow, 'id' | 'status'>, lang: Lang): CargoResponse['documents'] {
  if (!documentStatuses.includes(row.status)) return []
  return [
    {
      kind: 'power_of_attorney',
      name: lang === 'en' ? `Power of attorney ${row.id}.pdf` : `Доверенность ${row.id}.pdf`,
      url: `/api/v2/cargos/responses/${row.id}/download-power-attorney`,
    },
  ]
}

export function routeName(row: Pick<ResponseRow, 'start_ru' | 'start_en' | 'finish_ru' | 'finish_en'>) {
  return { ru: `${row.start_ru} → ${row.finish_ru}`, en: `${row.start_en} → ${row.finish_en}` }
}

export function toResponse(row: ResponseRow, lang: Lang): CargoResponse {
  const en = lang === 'en'
  const start = { id: row.start_place_id, name: en ? row.start_en : row.start_ru }
  const finish = { id: row.finish_place_id, name: en ? row.finish_en : row.finish_ru }
  return {
    id: row.id,
    cargo_id: row.cargo_id,
    status: row.status as ResponseStatus,
    price: Number(row.price),
    currency: row.currency,
    comment: row.comment,
    is_bid: row.is_bid,
    transport:
      row.transport_id !== null && row.transport_number !== null
        ? { id: row.transport_id, number: row.transport_number }
        : null,
    carrier_company: { id: row.company_id, name: row.carrier_name, inn: row.carrier_inn },
    carrier_user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, phone: row.user_phone }
        : null,
    reason: row.reason,
    request: { start_point: start, finish_point: finish },
    cargo: {
      id: row.cargo_id,
      stage: row.cargo_stage as CargoStage,
      start_point: start,
      finish_point: finish,
      load_date_from: row.load_date_from,
      weight: Number(row.weight),
      price: row.cargo_price === null ? null : Number(row.cargo_price),
      currency: row.cargo_currency,
      company: { id: row.shipper_id, name: row.shipper_name },
    },
    documents: documentsOf(row, lang),
    contract_id: row.contract_id === null ? null : Number(row.contract_id),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

export async function responseAnswer(db: Kysely<DB>, id: number, lang: Lang): Promise<CargoResponse> {
  const row = await responseRows(db).where('r.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return toResponse(row, lang)
}

/** 409 with the response's status in words. */
export function illegalResponseStep(lang: Lang, status: string): HttpError {
  return new HttpError(409, 'response_transition', { status: responseLabel(lang, status as ResponseStatus) })
}

export function canMove(from: string, to: ResponseStatus): boolean {
  return (responseTransitions[from as ResponseStatus] ?? []).includes(to)
}

export interface Move {
  to: ResponseStatus
  userId: number | null
  reason?: string | null
  /** Other columns to set with the status. */
  set?: { price?: number; transport_id?: number | null; comment?: string | null }
}

/**
 * Moves a response (locked by the caller, or locked here) from its status to `move.to`, if the state machine
 * allows it, and records the step. Answers false when the response is no longer in `from`.
 */
export async function moveResponse(
  trx: Kysely<DB>,
  response: { id: number; status: string },
  move: Move,
  lang: Lang,
): Promise<void> {
  if (!canMove(response.status, move.to)) throw illegalResponseStep(lang, response.status)
  const updated = await trx
    .updateTable('cargo_responses')
    .set({
      status: move.to,
      updated_at: new Date(),
      ...(move.reason !== undefined ? { reason: move.reason } : {}),
      ...move.set,
    })
    .where('id', '=', response.id)
    .where('status', '=', response.status)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) throw illegalResponseStep(lang, response.status)
  await recordEvent(trx, response.id, move.to, move.userId, move.reason ?? null)
}

export async function recordEvent(
  trx: Kysely<DB>,
  responseId: number,
  status: string,
  userId: number | null,
  reason: string | null,
): Promise<void> {
  await trx
    .insertInto('cargo_response_events')
    .values({ response_id: responseId, status, user_id: userId, reason })
    .execute()
}

/** Locks the cargo's row for the rest of the transaction: writers of one cargo go one at a time. */
export async function lockCargo(trx: Kysely<DB>, cargoId: number) {
  return trx
    .selectFrom('cargos')
    .select(['id', 'stage', 'company_id', 'price', 'currency'])
    .where('id', '=', cargoId)
    .forUpdate()
    .executeTakeFirst()
}

export async function lockResponse(trx: Kysely<DB>, id: number) {
  return trx.selectFrom('cargo_responses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export type Winning = (typeof winningStatuses)[number]

/** The response holding the cargo (accepted … contract), if any. */
export async function winnerOf(trx: Kysely<DB>, cargoId: number) {
  return trx
    .selectFrom('cargo_responses')
    .select(['id', 'company_id', 'status'])
    .where('cargo_id', '=', cargoId)
    .where('status', 'in', winningStatuses)
    .executeTakeFirst()
}

export async function setCargoStage(trx: Kysely<DB>, cargoId: number, stage: CargoStage, userId: number | null) {
  await trx.updateTable('cargos').set({ stage, updated_at: new Date() }).where('id', '=', cargoId).execute()
  await trx.insertInto('cargo_status_log').values({ cargo_id: cargoId, stage, user_id: userId }).execute()
}

/** Minor units as money text: `60 000 ₽`. */
export function money(minor: number, currency = 'RUB'): string {
  const major = Math.round(minor) / 100
  const text = major.toLocaleString('ru-RU', { maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ')
  return currency === 'RUB' ? `${text} ₽` : `${text} ${currency}`
}
