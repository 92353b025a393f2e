/**
 * Transport-task responses: a shipper offers its available cargo to a carrier's free truck (an available or
 * ready task that is not over). The carrier lists them, opens one (marking it seen) and takes it by assigning the
 * cargo to the task (task-routes). Each side sees only its own: the carrier those to its tasks, the shipper its
 * offers.
 */
import type { FastifyInstance } from 'fastify'
import { createTaskResponse, listTaskResponses, selectTaskResponse } from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { cargoAnswers } from '../cargo/answers'
import { companyOf } from './access'
import { taskAnswer, toTaskResponse } from './answers'
import {
  listTaskResponseRows,
  offerCargoToTask,
  offeredCargoRow,
  openTaskResponse,
  taskResponseRow,
} from './task-response-repository'

export function registerTaskResponseRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listTaskResponses, async ({ me, query, lang }) => {
    const { rows, size } = await listTaskResponseRows(db, me, companyOf(me), query.filter ?? {}, query)
    return { data: rows.map((row) => toTaskResponse(row, lang)), meta: { size } }
  })

  route(app, selectTaskResponse, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    const row = await openTaskResponse(db, me, companyId, params.id)
    const viewer = { userId: me.id, companyId }
    const [task, cargoRow] = await Promise.all([
      taskAnswer(db, row.task_id, lang),
      offeredCargoRow(db, viewer, row.cargo_id),
    ])
    const [cargo] = await cargoAnswers(db, [cargoRow], { lang, viewer })
    return { data: { ...toTaskResponse(row, lang), task, cargo: cargo! } }
  })

  route(app, createTaskResponse, async ({ me, body, lang }) => {
    const id = await offerCargoToTask(db, companyOf(me), me.id, body)
    const row = await taskResponseRow(db, id)
    return { data: toTaskResponse(row, lang) }
  })
}
