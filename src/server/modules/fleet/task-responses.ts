/**
 * Transport-task responses: a shipper offers its available cargo to a carrier's free truck (an available or
 * ready task that is not over). The carrier lists them, opens one (marking it seen) and takes it by assigning the
 * cargo to the task (tasks.ts). Each side sees only its own: the carrier those to its tasks, the shipper its offers.
 * And external carriers' trucks placed on a company's calendar (v2/external-transports/calendar/:id/add-transport).
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  addExternalTransport,
  createTaskResponse,
  DEFAULT_TASK_RADIUS_KM,
  listTaskResponses,
  selectTaskResponse,
  type TransportTaskResponse,
} from '../../../core/contract/fleet'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { cargoAnswers } from '../cargo/answers'
import { cargoRows } from '../cargo/cargo-repository'
import { companyOf } from './access'
import { taskAnswer, transportAnswer } from './answers'
import { checkTransportValues, insertTransport } from './fleet-routes'
import { saveTask, today } from './tasks'

const isShipper = (me: CurrentUser) => me.roles.includes('shipper') || me.roles.includes('shipper.logist')

function responseRows(db: Kysely<DB>) {
  return db
    .selectFrom('transport_task_responses as r')
    .innerJoin('transport_tasks as k', 'k.id', 'r.task_id')
    .innerJoin('transports as t', 't.id', 'k.transport_id')
    .innerJoin('cargos as c', 'c.id', 'r.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as cc', 'cc.id', 'k.company_id')
    .innerJoin('companies as sc', 'sc.id', 'r.company_id')
    .select([
      'r.id',
      'r.task_id',
      'k.transport_id',
      't.number as transport_number',
      'r.cargo_id',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
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
type ResponseRow = Awaited<ReturnType<ReturnType<typeof responseRows>['executeTakeFirstOrThrow']>>

function toResponse(row: ResponseRow, lang: Lang): TransportTaskResponse {
  const en = lang === 'en'
  return {
    id: row.id,
    task_id: row.task_id,
    transport_id: row.transport_id,
    transport_number: row.transport_number,
    cargo_id: row.cargo_id,
    route: { start: en ? row.start_en : row.start_ru, finish: en ? row.finish_en : row.finish_ru },
    carrier_company: { id: row.carrier_id, name: row.carrier_name },
    shipper_company: { id: row.shipper_id, name: row.shipper_name },
    price: row.price === null ? null : Number(row.price),
    comment: row.comment,
    status: row.status as TransportTaskResponse['status'],
    created_at: new Date(row.created_at).toISOString(),
  }
}

export function registerTaskResponseRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The side of the caller: a shipper sees its offers, a carrier those made to its tasks. */
  const visible = (me: CurrentUser, companyId: number) =>
    isShipper(me) ? sql<boolean>`r.company_id = ${companyId}` : sql<boolean>`k.company_id = ${companyId}`

  route(app, listTaskResponses, async ({ me, query, lang }) => {
    const companyId = companyOf(me)
    let rows = responseRows(db).where(visible(me, companyId))
    const filter = query.filter ?? {}
    if (filter.task_id) rows = rows.where('r.task_id', '=', filter.task_id)
    if (filter.transport_id) rows = rows.where('k.transport_id', '=', filter.transport_id)
    if (filter.cargo_id) rows = rows.where('r.cargo_id', '=', filter.cargo_id)
    if (filter.status) rows = rows.where('r.status', '=', filter.status)
    const [page, count] = await Promise.all([
      rows.orderBy('r.id', 'desc').limit(query.limit).offset(query.offset).execute(),
      rows
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return { data: page.map((row) => toResponse(row, lang)), meta: { size: Number(count.n) } }
  })

  route(app, selectTaskResponse, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    const row = await responseRows(db).where('r.id', '=', params.id).where(visible(me, companyId)).executeTakeFirst()
    if (!row) throw notFound()
    if (!isShipper(me) && row.status === 'new') {
      await db.updateTable('transport_task_responses').set({ status: 'seen' }).where('id', '=', row.id).execute()
      row.status = 'seen'
    }
    const viewer = { userId: me.id, companyId }
    const [task, cargoRow] = await Promise.all([
      taskAnswer(db, row.task_id, lang),
      cargoRows(db, viewer).where('c.id', '=', row.cargo_id).executeTakeFirstOrThrow(),
    ])
    const [cargo] = await cargoAnswers(db, [cargoRow], { lang, viewer })
    return { data: { ...toResponse(row, lang), task, cargo: cargo! } }
  })

  route(app, createTaskResponse, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    const task = await db
      .selectFrom('transport_tasks')
      .select(['id', 'type', sql<string>`end_date::text`.as('end_date')])
      .where('id', '=', body.task_id)
      .executeTakeFirst()
    if (!task) throw notFound()
    if (task.type === 'busy') throw invalidField('task_id', 'task_not_free')
    if (task.end_date < today()) throw invalidField('task_id', 'task_past')
    const cargo = await db
      .selectFrom('cargos')
      .select(['id', 'stage'])
      .where('id', '=', body.cargo_id)
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (!cargo) throw invalidField('cargo_id', 'fleet_item_unknown')
    if (cargo.stage !== 'available') throw invalidField('cargo_id', 'cargo_not_available')
    let id: number
    try {
      const row = await db
        .insertInto('transport_task_responses')
        .values({
          task_id: task.id,
          cargo_id: cargo.id,
          company_id: companyId,
          user_id: me.id,
          price: body.price ?? null,
          comment: body.comment ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = row.id
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('task_response_exists', { cargo_id: 'task_response_exists' })
      throw error
    }
    const row = await responseRows(db).where('r.id', '=', id).executeTakeFirstOrThrow()
    return { data: toResponse(row, lang) }
  })

  route(app, addExternalTransport, async ({ me, params, body, lang }) => {
    const companyId = companyOf(me)
    const external = await db
      .selectFrom('companies')
      .select(['id', 'type'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!external) throw notFound()
    if (external.id === companyId || !['carrier', 'external_carrier', 'expeditor'].includes(external.type)) {
      throw invalidField('id', 'external_company_invalid')
    }
    const { task, ...truck } = body
    const { transportId, taskId } = await db.transaction().execute(async (trx) => {
      await checkTransportValues(trx, companyId, truck)
      const transportId = await insertTransport(trx, companyId, truck, external.id)
      const taskId = task
        ? await saveTask(trx, companyId, me.id, {
            transport_id: transportId,
            type: task.type,
            start_date: task.start_date,
            end_date: task.end_date,
            place_id: task.place_id ?? null,
            radius_km: task.radius_km ?? DEFAULT_TASK_RADIUS_KM,
            cargo_id: null,
            comment: task.comment ?? null,
          })
        : null
      return { transportId, taskId }
    })
    const transport = await transportAnswer(db, transportId, lang)
    return { data: { transport, tasks: taskId === null ? [] : [await taskAnswer(db, taskId, lang)] } }
  })
}
