/**
 * The transport calendar's SQL: the select behind every task answer, checking and writing a task, the calendar
 * page (trucks as rows with their tasks in a date window), its counters, the companies a truck's tasks carry
 * cargos for, and unassigning cargos. Overlaps are refused by the database (`transport_tasks_no_overlap`, an
 * exclusion constraint), so two requests at the same moment cannot both win; the loser gets 409 `task_overlap`.
 */
import { sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, isoDay, periodDays } from '../../../core/contract/days'
import {
  CALENDAR_MAX_DAYS,
  type CalendarRow,
  TASK_MAX_DAYS,
  type TaskType,
  type Transport,
  type TransportTask,
} from '../../../core/contract/transport'
import { conflict, invalidField, isUniqueViolation } from '../../http/errors'
import { cargoWithPlaces } from '../cargo/cargo-repository'
import { checkPlace } from '../reference/checks'
import { type Db, lockOwnTransport, type TaskRecord } from './access'
import { displayTypeOf, taskAnswer, toTask, transportAnswers } from './answers'
import { plateLike, type transportRows } from './truck-repository'

/** The select behind every task answer; callers add conditions on `k` (the task) and `c` (its cargo, if any). */
export function taskRows(db: Db) {
  return db
    .selectFrom('transport_tasks as k')
    .leftJoin('places as p', 'p.id', 'k.place_id')
    .leftJoin(cargoWithPlaces(db).as('c'), 'c.id', 'k.cargo_id')
    .select([
      'k.id',
      'k.company_id',
      'k.transport_id',
      'k.type',
      sql<string>`k.start_date::text`.as('start_date'),
      sql<string>`k.end_date::text`.as('end_date'),
      'k.place_id',
      'p.name_ru as place_name_ru',
      'p.name_en as place_name_en',
      'p.region_ru as place_region_ru',
      'p.region_en as place_region_en',
      'p.country_code as place_country_code',
      'p.lat as place_lat',
      'p.lng as place_lng',
      'k.radius_km',
      'k.cargo_id',
      'c.company_id as cargo_company_id',
      'c.start_name_ru as cargo_start_ru',
      'c.start_name_en as cargo_start_en',
      'c.finish_name_ru as cargo_finish_ru',
      'c.finish_name_en as cargo_finish_en',
      'k.comment',
      'k.created_at',
      'k.updated_at',
      // The truck's next task, whatever the gap (spec 4's arrival rule, core's `displayTypeOf`).
      sql<string | null>`(
        select n.type from transport_tasks n
        where n.transport_id = k.transport_id and n.start_date > k.end_date
        order by n.start_date
        limit 1
      )`.as('next_type'),
      sql<number>`(select count(*) from transport_task_responses r where r.task_id = k.id)::int`.as('responses'),
      sql<number>`(
        select count(*) from transport_task_responses r where r.task_id = k.id and r.status = 'new'
      )::int`.as('new_responses'),
      sql<number>`(select count(*) from transport_files f where f.task_id = k.id)::int`.as('files'),
    ])
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof taskRows>['executeTakeFirstOrThrow']>>

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
  await lockOwnTransport(db, companyId, values.transport_id)
  if (values.end_date < values.start_date) throw invalidField('end_date', 'validation_failed')
  if (periodDays(values.start_date, values.end_date) > TASK_MAX_DAYS) {
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
export async function writeTask(db: Db, lang: Lang, write: (trx: Db) => Promise<number>): Promise<TransportTask> {
  try {
    const id = await db.transaction().execute(write)
    return await taskAnswer(db, id, lang)
  } catch (error) {
    if (isOverlap(error)) throw overlap()
    if (isUniqueViolation(error, 'transport_tasks_one_cargo'))
      throw conflict('fleet_cargo_taken', { cargo_id: 'fleet_cargo_taken' })
    throw error
  }
}

/** The calendar's date window: from the filter, else 30 days from today; at most CALENDAR_MAX_DAYS. */
export function windowOf(filter: { start_date?: string | undefined; end_date?: string | undefined } | undefined) {
  const start = filter?.start_date ?? isoDay(new Date())
  const end = filter?.end_date ?? addDays(start, 30)
  if (periodDays(start, end) > CALENDAR_MAX_DAYS) throw invalidField('filter.end_date', 'window_too_long')
  return { start, end }
}

export interface CalendarQuery {
  limit: number
  offset: number
  filter?: { start_date?: string; end_date?: string; transport_id?: number; number?: string } | undefined
}

export async function calendarPage(
  db: Db,
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
  if (query.filter?.number) trucks = trucks.where('t.number', 'like', plateLike(query.filter.number))
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

/** The counters over the calendar: the fleet, today's tasks by type, the window's tasks by display type, offers. */
export async function calendarCounts(db: Db, companyId: number, window: { start: string; end: string }) {
  const { start, end } = window
  const day = isoDay(new Date())
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
        where n.transport_id = k.transport_id and n.start_date > k.end_date
        order by n.start_date
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
    transports: totals.transports,
    drivers: totals.drivers,
    trailers: totals.trailers,
    today: {
      ...byType,
      idle: Math.max(0, totals.transports - byType.busy - byType.available - byType.ready),
    },
    tasks,
    new_responses: Number(responses.n),
  }
}

export async function deleteTask(db: Db, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('transport_tasks').where('id', '=', id).where('company_id', '=', companyId).execute()
}

/** The truck's tasks touching the days (but `ignoreTaskId`), with the companies whose cargos they carry. */
export async function tasksInDays(
  db: Db,
  transportId: number,
  days: { start_date: string; end_date: string },
  ignoreTaskId?: number,
) {
  let tasks = db
    .selectFrom('transport_tasks as k')
    .leftJoin('cargos as c', 'c.id', 'k.cargo_id')
    .leftJoin('companies as co', 'co.id', 'c.company_id')
    .select(['k.id', 'k.cargo_id', 'co.id as company_id', 'co.name as company_name'])
    .where('k.transport_id', '=', transportId)
    .where('k.start_date', '<=', days.end_date)
    .where('k.end_date', '>=', days.start_date)
  if (ignoreTaskId) tasks = tasks.where('k.id', '<>', ignoreTaskId)
  return tasks.orderBy('k.start_date').execute()
}

/** The task's new offers are seen now. */
export async function markTaskResponsesSeen(db: Db, taskId: number): Promise<void> {
  await db
    .updateTable('transport_task_responses')
    .set({ status: 'seen' })
    .where('task_id', '=', taskId)
    .where('status', '=', 'new')
    .execute()
  await db.updateTable('transport_tasks').set({ responses_seen_at: new Date() }).where('id', '=', taskId).execute()
}

/** The truck's busy tasks (only the one of `cargoId` when given) become free windows; answers how many. */
export async function unassignTruckCargos(db: Db, companyId: number, transportId: number, cargoId?: number) {
  let update = db
    .updateTable('transport_tasks')
    .set({ type: 'available', cargo_id: null, updated_at: new Date() })
    .where('transport_id', '=', transportId)
    .where('company_id', '=', companyId)
    .where('cargo_id', 'is not', null)
  if (cargoId) update = update.where('cargo_id', '=', cargoId)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows ?? 0)
}

/**
 * A truck's tasks from today on, by start (500 at most); for a shipper (`cargoCompanyId`) only those carrying its
 * cargos.
 */
export function upcomingTasks(db: Db, transportId: number, cargoCompanyId: number | null) {
  let tasks = taskRows(db).where('k.transport_id', '=', transportId).where('k.end_date', '>=', isoDay(new Date()))
  if (cargoCompanyId !== null) tasks = tasks.where('c.company_id', '=', cargoCompanyId)
  return tasks.orderBy('k.start_date').limit(500).execute()
}
