/**
 * The transport calendar: tasks (carrier/transports/tasks, v2/transports/calendar/*), the calendar page (trucks as
 * rows with their tasks in a date window), its counters, the shippers' view of the trucks carrying their cargos,
 * and unassigning cargos. Overlaps are refused by the database (`transport_tasks_no_overlap`, an exclusion
 * constraint), so two requests at the same moment cannot both win; the loser gets 409 `task_overlap`.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { ok } from '../../../core/contract/common'
import {
  addTransportAvailable,
  addTransportReady,
  assignedCalendar,
  CALENDAR_MAX_DAYS,
  type CalendarRow,
  calendarCounters,
  checkAssignedCompany,
  createTask,
  DEFAULT_TASK_RADIUS_KM,
  deleteTask,
  getTask,
  listTasks,
  normalizePlate,
  TASK_MAX_DAYS,
  type TaskType,
  type Transport,
  type TransportTask,
  unassignCargos,
  updateTask,
  updateTaskCounters,
  updateTransportAvailable,
  updateTransportReady,
} from '../../../core/contract/fleet'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { carriesCargoOf, checkPlace, companyOf, type Db, ownTask, ownTransport, type TaskRecord } from './access'
import { displayTypeOf, taskAnswer, taskRows, toTask, transportAnswers, transportRows } from './answers'

const DAY = 86_400_000
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
export const today = () => new Date().toISOString().slice(0, 10)

/** PostgreSQL exclusion violation (two tasks of one truck on one day). */
function isOverlap(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string }
  return e?.code === '23P01' || (e?.message ?? '').includes('transport_tasks_no_overlap')
}

export const overlap = () => conflict('task_overlap', { start_date: 'task_overlap' })

export interface TaskValues {
  transport_id: number
  type: TaskType
  start_date: string
  end_date: string
  place_id: number | null
  radius_km: number
  cargo_id: number | null
  comment: string | null
}

/**
 * Checks and writes a task (a new one, or `existing` changed), in a transaction: the truck is the company's, the
 * dates make sense, the place exists, a cargo only on a busy task and only an available cargo or one offered to
 * this task. Taking an offered cargo marks that response selected and the task's other responses declined.
 */
export async function saveTask(
  db: Db,
  companyId: number,
  userId: number,
  values: TaskValues,
  existing?: TaskRecord,
): Promise<number> {
  await ownTransport(db, companyId, values.transport_id)
  if (values.end_date < values.start_date) throw invalidField('end_date', 'validation_failed')
  if (dayNumber(values.end_date) - dayNumber(values.start_date) + 1 > TASK_MAX_DAYS) {
    throw invalidField('end_date', 'task_too_long')
  }
  await checkPlace(db, values.place_id)
  if (values.cargo_id !== null) {
    if (values.type !== 'busy') throw invalidField('cargo_id', 'cargo_only_busy')
    if (values.cargo_id !== existing?.cargo_id) {
      const cargo = await db
        .selectFrom('cargos')
        .select(['id', 'stage'])
        .where('id', '=', values.cargo_id)
        .executeTakeFirst()
      const offered =
        existing &&
        (await db
          .selectFrom('transport_task_responses')
          .select('id')
          .where('task_id', '=', existing.id)
          .where('cargo_id', '=', values.cargo_id)
          .executeTakeFirst())
      if (!cargo || (cargo.stage !== 'available' && !offered)) throw invalidField('cargo_id', 'cargo_not_assignable')
    }
  }
  const columns = {
    transport_id: values.transport_id,
    type: values.type,
    start_date: values.start_date,
    end_date: values.end_date,
    place_id: values.place_id,
    radius_km: values.radius_km,
    cargo_id: values.cargo_id,
    comment: values.comment,
  }
  let id: number
  try {
    if (existing) {
      await db
        .updateTable('transport_tasks')
        .set({ ...columns, updated_at: new Date() })
        .where('id', '=', existing.id)
        .where('company_id', '=', companyId)
        .execute()
      id = existing.id
    } else {
      const row = await db
        .insertInto('transport_tasks')
        .values({ ...columns, company_id: companyId, created_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = row.id
    }
  } catch (error) {
    if (isOverlap(error)) throw overlap()
    if (isUniqueViolation(error, 'transport_tasks_one_cargo'))
      throw conflict('fleet_cargo_taken', { cargo_id: 'fleet_cargo_taken' })
    throw error
  }
  if (values.cargo_id !== null && values.cargo_id !== existing?.cargo_id) {
    await db
      .updateTable('transport_task_responses')
      .set((eb) => ({
        status: eb.case().when('cargo_id', '=', values.cargo_id).then('selected').else('declined').end(),
      }))
      .where('task_id', '=', id)
      .execute()
  }
  return id
}

/** Runs a task write in a transaction and answers the task; an overlap found at commit is a 409 too. */
async function writeTask(ctx: AppContext, lang: Lang, write: (trx: Db) => Promise<number>) {
  try {
    const id = await ctx.db.transaction().execute(write)
    return { data: await taskAnswer(ctx.db, id, lang) }
  } catch (error) {
    if (isOverlap(error)) throw overlap()
    if (isUniqueViolation(error, 'transport_tasks_one_cargo'))
      throw conflict('fleet_cargo_taken', { cargo_id: 'fleet_cargo_taken' })
    throw error
  }
}

function windowOf(filter: { start_date?: string | undefined; end_date?: string | undefined } | undefined) {
  const start = filter?.start_date ?? today()
  const end = filter?.end_date ?? addDays(start, 30)
  if (dayNumber(end) - dayNumber(start) + 1 > CALENDAR_MAX_DAYS)
    throw invalidField('filter.end_date', 'window_too_long')
  return { start, end }
}

const likePattern = (value: string) => `%${normalizePlate(value).replace(/[%_\\]/g, '\\$&')}%`

export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx

  // -------------------------------------------------------------------------------------------------------------
  // The calendar

  /**
   * A page of the calendar: the trucks `trucks` selects (filtered by the query's truck and number, ordered by
   * number), with their tasks in the window that `tasksOf` lets through, each as `present` makes it.
   */
  async function calendarPage(
    trucks: ReturnType<typeof transportRows>,
    query: {
      limit: number
      offset: number
      filter?: { start_date?: string; end_date?: string; transport_id?: number; number?: string } | undefined
    },
    lang: Lang,
    view: {
      tasksOf?: (tasks: ReturnType<typeof taskRows>) => ReturnType<typeof taskRows>
      present: (transport: Transport, tasks: TransportTask[]) => CalendarRow
    },
  ) {
    const { start, end } = windowOf(query.filter)
    if (query.filter?.transport_id) trucks = trucks.where('t.id', '=', query.filter.transport_id)
    if (query.filter?.number) trucks = trucks.where('t.number', 'like', likePattern(query.filter.number))
    const [rows, count] = await Promise.all([
      trucks.orderBy('t.number').orderBy('t.id').limit(query.limit).offset(query.offset).execute(),
      trucks
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    const ids = rows.map((row) => row.id)
    const select = taskRows(db).where('k.transport_id', 'in', ids)
    const tasks =
      ids.length === 0
        ? []
        : await (view.tasksOf?.(select) ?? select)
            .where('k.start_date', '<=', end)
            .where('k.end_date', '>=', start)
            .orderBy('k.transport_id')
            .orderBy('k.start_date')
            .execute()
    const transports = await transportAnswers(db, rows, lang)
    const data: CalendarRow[] = transports.map((transport) =>
      view.present(
        transport,
        tasks.filter((task) => task.transport_id === transport.id).map((row) => toTask(row, lang)),
      ),
    )
    return { data, meta: { size: Number(count.n) } }
  }

  // the carrier's own plan: every task whole, with its comment and the counts of offers and files
  route(app, listTasks, async ({ me, query, lang }) =>
    calendarPage(transportRows(db).where('t.company_id', '=', companyOf(me)), query, lang, {
      present: (transport, tasks) => ({ transport, tasks }),
    }),
  )

  route(app, assignedCalendar, async ({ me, query, lang }) => {
    const companyId = companyOf(me)
    const window = windowOf(query.filter)
    // Trucks carrying the caller's company's cargos on some day of the window.
    return calendarPage(transportRows(db).where(carriesCargoOf(companyId, window)), query, lang, {
      // the tasks carrying the caller's cargos, and the trucks' free windows (what a shipper may offer a cargo to:
      // v2/transports/transport-task-response); nothing else of the carrier's plan
      tasksOf: (tasks) =>
        tasks.where((eb) => eb.or([eb('c.company_id', '=', companyId), eb('k.type', 'in', ['available', 'ready'])])),
      present: (transport, tasks) => ({
        // The carrier's own records stay the carrier's: the shipper sees the truck, not its notes' count.
        transport: { ...transport, notes_count: 0 },
        // the carrier's comment and the other shippers' offers stay the carrier's
        tasks: tasks.map((task) =>
          task.cargo?.company_id === companyId
            ? task
            : { ...task, comment: null, counters: { responses: 0, new_responses: 0, files: 0 } },
        ),
      }),
    })
  })

  route(app, calendarCounters, async ({ me, query }) => {
    const companyId = companyOf(me)
    const { start, end } = windowOf(query.filter)
    const day = today()
    const [fleet, todays, inWindow, responses] = await Promise.all([
      sql<{ transports: number; drivers: number; trailers: number }>`
        select
          (select count(*) from transports where company_id = ${companyId})::int as transports,
          (select count(*) from drivers where company_id = ${companyId})::int as drivers,
          (select count(*) from trailers where company_id = ${companyId})::int as trailers
      `.execute(db),
      db
        .selectFrom('transport_tasks')
        .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
        .where('company_id', '=', companyId)
        .where('start_date', '<=', day)
        .where('end_date', '>=', day)
        .groupBy('type')
        .execute(),
      sql<{ type: TaskType; next_type: string | null; n: number }>`
        select type, next_type, count(*)::int as n from (
          select k.type, (
            select n.type from transport_tasks n
            where n.transport_id = k.transport_id and n.start_date = k.end_date + 1
            limit 1
          ) as next_type
          from transport_tasks k
          where k.company_id = ${companyId} and k.start_date <= ${end}::date and k.end_date >= ${start}::date
        ) w group by type, next_type
      `.execute(db),
      db
        .selectFrom('transport_task_responses as r')
        .innerJoin('transport_tasks as k', 'k.id', 'r.task_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('k.company_id', '=', companyId)
        .where('r.status', '=', 'new')
        .executeTakeFirstOrThrow(),
    ])
    const totals = fleet.rows[0]!
    const byType = { busy: 0, available: 0, ready: 0 }
    for (const row of todays) byType[row.type as TaskType] = Number(row.n)
    const tasks = { busy: 0, available: 0, ready: 0, arrival: 0 }
    for (const row of inWindow.rows) tasks[displayTypeOf(row.type, row.next_type)] += Number(row.n)
    return {
      data: {
        transports: totals.transports,
        drivers: totals.drivers,
        trailers: totals.trailers,
        today: {
          ...byType,
          idle: Math.max(0, totals.transports - byType.busy - byType.available - byType.ready),
        },
        tasks,
        new_responses: Number(responses.n),
      },
    }
  })

  // -------------------------------------------------------------------------------------------------------------
  // Tasks

  route(app, createTask, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    return writeTask(ctx, lang, (trx) =>
      saveTask(trx, companyId, me.id, {
        transport_id: body.transport_id,
        type: body.type,
        start_date: body.start_date,
        end_date: body.end_date,
        place_id: body.place_id ?? null,
        radius_km: body.radius_km ?? DEFAULT_TASK_RADIUS_KM,
        cargo_id: body.cargo_id ?? null,
        comment: body.comment ?? null,
      }),
    )
  })

  route(app, getTask, async ({ me, params, lang }) => {
    await ownTask(db, companyOf(me), params.id)
    return { data: await taskAnswer(db, params.id, lang) }
  })

  route(app, updateTask, async ({ me, params, body, lang }) => {
    const companyId = companyOf(me)
    return writeTask(ctx, lang, async (trx) => {
      const task = await ownTask(trx, companyId, params.id)
      const type = body.type ?? (task.type as TaskType)
      // A task that stops being busy lets its cargo go.
      const cargo = body.cargo_id !== undefined ? body.cargo_id : type === 'busy' ? task.cargo_id : null
      return saveTask(
        trx,
        companyId,
        me.id,
        {
          transport_id: body.transport_id ?? task.transport_id,
          type,
          start_date: body.start_date ?? task.start_date,
          end_date: body.end_date ?? task.end_date,
          place_id: body.place_id !== undefined ? body.place_id : task.place_id,
          radius_km: body.radius_km ?? task.radius_km,
          cargo_id: cargo,
          comment: body.comment !== undefined ? body.comment : task.comment,
        },
        task,
      )
    })
  })

  route(app, deleteTask, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTask(db, companyId, params.id)
    await db.deleteFrom('transport_tasks').where('id', '=', params.id).where('company_id', '=', companyId).execute()
    return ok
  })

  for (const [endpoint, type] of [
    [addTransportAvailable, 'available'],
    [addTransportReady, 'ready'],
  ] as const) {
    route(app, endpoint, async ({ me, body, lang }) => {
      const companyId = companyOf(me)
      return writeTask(ctx, lang, (trx) =>
        saveTask(trx, companyId, me.id, {
          transport_id: body.transport_id,
          type,
          start_date: body.start_date,
          end_date: body.end_date,
          place_id: body.place_id,
          radius_km: body.radius_km ?? DEFAULT_TASK_RADIUS_KM,
          cargo_id: null,
          comment: body.comment ?? null,
        }),
      )
    })
  }

  for (const [endpoint, type] of [
    [updateTransportAvailable, 'available'],
    [updateTransportReady, 'ready'],
  ] as const) {
    route(app, endpoint, async ({ me, params, body, lang }) => {
      const companyId = companyOf(me)
      return writeTask(ctx, lang, async (trx) => {
        const task = await ownTask(trx, companyId, params.taskId)
        const placeId = body.place_id ?? task.place_id
        // A free window needs a place: matching searches around it.
        if (placeId === null) throw invalidField('place_id', 'place_unknown')
        return saveTask(
          trx,
          companyId,
          me.id,
          {
            transport_id: task.transport_id,
            type,
            start_date: body.start_date ?? task.start_date,
            end_date: body.end_date ?? task.end_date,
            place_id: placeId,
            radius_km: body.radius_km ?? task.radius_km,
            cargo_id: null,
            comment: body.comment !== undefined ? body.comment : task.comment,
          },
          task,
        )
      })
    })
  }

  route(app, checkAssignedCompany, async ({ me, body }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, body.transport_id)
    let tasks = db
      .selectFrom('transport_tasks as k')
      .leftJoin('cargos as c', 'c.id', 'k.cargo_id')
      .leftJoin('companies as co', 'co.id', 'c.company_id')
      .select(['k.id', 'k.cargo_id', 'co.id as company_id', 'co.name as company_name'])
      .where('k.transport_id', '=', body.transport_id)
      .where('k.start_date', '<=', body.end_date)
      .where('k.end_date', '>=', body.start_date)
    if (body.ignore_task_id) tasks = tasks.where('k.id', '<>', body.ignore_task_id)
    const rows = await tasks.orderBy('k.start_date').execute()
    const companies = new Map<number, { id: number; name: string; cargo_ids: number[] }>()
    for (const row of rows) {
      if (row.company_id === null || row.cargo_id === null) continue
      const entry = companies.get(row.company_id) ?? { id: row.company_id, name: row.company_name ?? '', cargo_ids: [] }
      entry.cargo_ids.push(row.cargo_id)
      companies.set(row.company_id, entry)
    }
    return {
      data: {
        transport_id: body.transport_id,
        free: rows.length === 0,
        task_ids: rows.map((row) => row.id),
        companies: [...companies.values()],
      },
    }
  })

  route(app, updateTaskCounters, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    await ownTask(db, companyId, params.id)
    await db
      .updateTable('transport_task_responses')
      .set({ status: 'seen' })
      .where('task_id', '=', params.id)
      .where('status', '=', 'new')
      .execute()
    await db.updateTable('transport_tasks').set({ responses_seen_at: new Date() }).where('id', '=', params.id).execute()
    return { data: await taskAnswer(db, params.id, lang) }
  })

  route(app, unassignCargos, async ({ me, params, query }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    let update = db
      .updateTable('transport_tasks')
      .set({ type: 'available', cargo_id: null, updated_at: new Date() })
      .where('transport_id', '=', params.id)
      .where('company_id', '=', companyId)
      .where('cargo_id', 'is not', null)
    if (query.cargo_id) update = update.where('cargo_id', '=', query.cargo_id)
    const result = await update.executeTakeFirst()
    return { data: { transport_id: params.id, unassigned: Number(result.numUpdatedRows ?? 0) } }
  })
}
