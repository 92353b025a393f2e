/**
 * The transport calendar's routes: tasks (carrier/transports/tasks, v2/transports/calendar/*), the calendar page,
 * its counters, the shippers' view of the trucks carrying their cargos, and unassigning cargos. The checks and
 * writes are task-repository's.
 */
import type { FastifyInstance } from 'fastify'
import type { Lang } from '../../../core/contract/common'
import { ok } from '../../../core/contract/common'
import {
  addTransportAvailable,
  addTransportReady,
  assignedCalendar,
  calendarCounters,
  checkAssignedCompany,
  createTask,
  DEFAULT_TASK_RADIUS_KM,
  deleteTask as deleteTaskEndpoint,
  getTask,
  listTasks,
  type TaskType,
  unassignCargos,
  updateTask,
  updateTaskCounters,
  updateTransportAvailable,
  updateTransportReady,
} from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { invalidField } from '../../http/errors'
import { type RouteContext, route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { companyOf, type Db, ownTask, ownTransport, trucksCarryingCargoOf } from './access'
import { taskAnswer } from './answers'
import {
  calendarCounts,
  calendarPage,
  deleteTask,
  markTaskResponsesSeen,
  saveTask,
  tasksInDays,
  unassignTruckCargos,
  windowOf,
  writeTask,
} from './task-repository'
import { transportRows } from './truck-repository'

export function registerTaskRoutes(app: FastifyInstance, { db }: AppContext) {
  const answerTask = async (lang: Lang, write: (trx: Db) => Promise<number>) => ({
    data: await writeTask(db, lang, write),
  })

  // -------------------------------------------------------------------------------------------------------------
  // The calendar

  // the carrier's own plan: every task whole, with its comment and the counts of offers and files
  const tasks = callerAnswers(db, listTasks)
  route(app, listTasks, (ctx) =>
    tasks(ctx, () =>
      calendarPage(db, transportRows(db).where('t.company_id', '=', companyOf(ctx.me)), ctx.query, ctx.lang, {
        present: (transport, tasks) => ({ transport, tasks }),
      }),
    ),
  )

  const assigned = callerAnswers(db, assignedCalendar)
  route(app, assignedCalendar, (ctx) => assigned(ctx, () => assignedPage(ctx)))
  const assignedPage = async ({ me, query, lang }: RouteContext<typeof assignedCalendar>) => {
    const companyId = companyOf(me)
    const window = windowOf(query.filter)
    // Trucks carrying the caller's company's cargos on some day of the window.
    return calendarPage(db, transportRows(db).where(trucksCarryingCargoOf(companyId, window)), query, lang, {
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
  }

  const counters = callerAnswers(db, calendarCounters)
  route(app, calendarCounters, (ctx) =>
    counters(ctx, async () => ({ data: await calendarCounts(db, companyOf(ctx.me), windowOf(ctx.query.filter)) })),
  )

  // -------------------------------------------------------------------------------------------------------------
  // Tasks

  route(app, createTask, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    return answerTask(lang, (trx) =>
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
    return answerTask(lang, async (trx) => {
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

  route(app, deleteTaskEndpoint, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTask(db, companyId, params.id)
    await deleteTask(db, companyId, params.id)
    return ok
  })

  for (const [endpoint, type] of [
    [addTransportAvailable, 'available'],
    [addTransportReady, 'ready'],
  ] as const) {
    route(app, endpoint, async ({ me, body, lang }) => {
      const companyId = companyOf(me)
      return answerTask(lang, (trx) =>
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
      return answerTask(lang, async (trx) => {
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
    const rows = await tasksInDays(db, body.transport_id, body, body.ignore_task_id)
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
    await ownTask(db, companyOf(me), params.id)
    await markTaskResponsesSeen(db, params.id)
    return { data: await taskAnswer(db, params.id, lang) }
  })

  route(app, unassignCargos, async ({ me, params, query }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    const unassigned = await unassignTruckCargos(db, companyId, params.id, query.cargo_id)
    return { data: { transport_id: params.id, unassigned } }
  })
}
