/**
 * Transport-task responses' SQL: a shipper's offers of its available cargos to carriers' free trucks (an
 * available or ready task that is not over), one offer per cargo and task.
 */

import { sql } from 'kysely'
import { isoDay } from '../../../core/contract/days'
import type { CurrentUser } from '../../http/auth'
import { conflict, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import type { Viewer } from '../cargo/access'
import { cargoRows, cargoWithPlaces } from '../cargo/cargo-repository'
import type { Db } from './access'

export const isShipper = (me: CurrentUser) => me.roles.includes('shipper') || me.roles.includes('shipper.logist')

export function taskResponseRows(db: Db) {
  return db
    .selectFrom('transport_task_responses as r')
    .innerJoin('transport_tasks as k', 'k.id', 'r.task_id')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .innerJoin(cargoWithPlaces(db).as('c'), 'c.id', 'r.cargo_id')
    .innerJoin('companies as cc', 'cc.id', 'k.company_id')
    .innerJoin('companies as sc', 'sc.id', 'r.company_id')
    .select([
      'r.id',
      'r.task_id',
      'k.transport_id',
      't.number as transport_number',
      'r.cargo_id',
      'c.start_name_ru as start_ru',
      'c.start_name_en as start_en',
      'c.finish_name_ru as finish_ru',
      'c.finish_name_en as finish_en',
      'cc.id as carrier_id',
      'cc.name as carrier_name',
      'sc.id as shipper_id',
      'sc.name as shipper_name',
      'r.price',
      'r.comment',
      'r.status',
      'r.created_at',
    ])
}
export type TaskResponseRow = Awaited<ReturnType<ReturnType<typeof taskResponseRows>['executeTakeFirstOrThrow']>>

/** The side of the caller: a shipper sees its offers, a carrier those made to its tasks. */
export const visibleTaskResponses = (me: CurrentUser, companyId: number) =>
  isShipper(me) ? sql<boolean>`r.company_id = ${companyId}` : sql<boolean>`k.company_id = ${companyId}`

export interface TaskResponseFilter {
  task_id?: number | undefined
  transport_id?: number | undefined
  cargo_id?: number | undefined
  status?: string | undefined
}

/** A page of the offers the caller sees, newest first, and how many there are. */
export async function listTaskResponseRows(
  db: Db,
  me: CurrentUser,
  companyId: number,
  filter: TaskResponseFilter,
  page: { limit: number; offset: number },
) {
  let rows = taskResponseRows(db).where(visibleTaskResponses(me, companyId))
  if (filter.task_id) rows = rows.where('r.task_id', '=', filter.task_id)
  if (filter.transport_id) rows = rows.where('k.transport_id', '=', filter.transport_id)
  if (filter.cargo_id) rows = rows.where('r.cargo_id', '=', filter.cargo_id)
  if (filter.status) rows = rows.where('r.status', '=', filter.status)
  const [data, count] = await Promise.all([
    rows.orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    rows
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows: data, size: Number(count.n) }
}

/** One offer the caller sees, or 404; a carrier opening a new one marks it seen. */
export async function openTaskResponse(db: Db, me: CurrentUser, companyId: number, id: number) {
  const row = await taskResponseRows(db)
    .where('r.id', '=', id)
    .where(visibleTaskResponses(me, companyId))
    .executeTakeFirst()
  if (!row) throw notFound()
  if (!isShipper(me) && row.status === 'new') {
    await db.updateTable('transport_task_responses').set({ status: 'seen' }).where('id', '=', row.id).execute()
    row.status = 'seen'
  }
  return row
}

/**
 * A shipper's offer of its available cargo to a free window that is not over; one per cargo and task (409).
 * Answers the offer's id.
 */
export async function offerCargoToTask(
  db: Db,
  companyId: number,
  userId: number,
  offer: { task_id: number; cargo_id: number; price?: number | null | undefined; comment?: string | null | undefined },
): Promise<number> {
  const task = await db
    .selectFrom('transport_tasks')
    .select(['id', 'type', sql<string>`end_date::text`.as('end_date')])
    .where('id', '=', offer.task_id)
    .executeTakeFirst()
  if (!task) throw notFound()
  if (task.type === 'busy') throw invalidField('task_id', 'task_not_free')
  if (task.end_date < isoDay(new Date())) throw invalidField('task_id', 'task_past')
  const cargo = await db
    .selectFrom('cargos')
    .select(['id', 'stage'])
    .where('id', '=', offer.cargo_id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!cargo) throw invalidField('cargo_id', 'fleet_item_unknown')
  if (cargo.stage !== 'available') throw invalidField('cargo_id', 'cargo_not_available')
  try {
    const row = await db
      .insertInto('transport_task_responses')
      .values({
        task_id: task.id,
        cargo_id: cargo.id,
        company_id: companyId,
        user_id: userId,
        price: offer.price ?? null,
        comment: offer.comment ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('task_response_exists', { cargo_id: 'task_response_exists' })
    throw error
  }
}

export function taskResponseRow(db: Db, id: number) {
  return taskResponseRows(db).where('r.id', '=', id).executeTakeFirstOrThrow()
}

/** The cargo a task response offers, as the viewer sees it in the cargo search. */
export function offeredCargoRow(db: Db, viewer: Viewer, cargoId: number) {
  return cargoRows(db, viewer).where('c.id', '=', cargoId).executeTakeFirstOrThrow()
}
