/**
 * A carrier (or expeditor) company's trucks: carrier/transports, carrier/truck-models, v2/transports (one truck
 * with notes, files and tasks, quick add with a new trailer and driver, notes) and external carriers' trucks on
 * the calendar. Everything is the caller's company's own; another company's ids answer 404.
 */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import {
  addExternalTransport,
  addTransportNote,
  createTransport,
  createTransportV2,
  deleteTransport,
  deleteTransportV2,
  getTransport,
  getTransportV2,
  listTransports,
  listTruckModels,
  updateTransport,
} from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { companyOf, ownTransport } from './access'
import { taskAnswer, toFile, toNote, toTask, transportAnswer, transportAnswers } from './answers'
import { filesOf } from './file-repository'
import { upcomingTasks } from './task-repository'
import * as transports from './truck-repository'

export function registerTransportRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(app, listTruckModels, async ({ query }) => {
    const data = await transports.listTruckModels(db, query.filter?.vehicle_id)
    return { data, meta: { size: data.length } }
  })

  route(app, listTransports, async ({ me, query, lang }) => {
    const { rows, size } = await transports.listCompanyTransports(db, companyOf(me), query.filter, query)
    return { data: await transportAnswers(db, rows, lang), meta: { size } }
  })

  route(app, createTransport, async ({ me, body, lang }) => {
    const id = await transports.createTransport(db, companyOf(me), body)
    return { data: await transportAnswer(db, id, lang) }
  })

  route(app, getTransport, async ({ me, params, lang }) => {
    await ownTransport(db, companyOf(me), params.id)
    return { data: await transportAnswer(db, params.id, lang) }
  })

  route(app, updateTransport, async ({ me, params, body, lang }) => {
    await transports.updateTransport(db, companyOf(me), params.id, body)
    return { data: await transportAnswer(db, params.id, lang) }
  })

  for (const endpoint of [deleteTransport, deleteTransportV2]) {
    route(app, endpoint, async ({ me, params }) => {
      await transports.removeTransport(db, config.uploadsDir, companyOf(me), params.id)
      return ok
    })
  }

  route(app, getTransportV2, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    // A shipper sees a truck only while it carries one of its cargos, and then only those tasks, no notes/files.
    const isShipper = me.roles.includes('shipper') || me.roles.includes('shipper.logist')
    const sight = await transports.transportSight(db, companyId, params.id, isShipper)
    if (!sight) throw notFound()
    const owner = sight === 'owner'
    const [transport, notes, files, taskList] = await Promise.all([
      transportAnswer(db, params.id, lang),
      owner ? transports.notesOf(db, params.id) : Promise.resolve([]),
      owner ? filesOf(db, params.id) : Promise.resolve([]),
      upcomingTasks(db, params.id, owner ? null : companyId),
    ])
    return {
      data: {
        ...transport,
        // the carrier's own notes stay the carrier's
        notes_count: owner ? transport.notes_count : 0,
        notes: notes.map(toNote),
        files: files.map(toFile),
        tasks: taskList.map((row) => toTask(row, lang)),
      },
    }
  })

  route(app, createTransportV2, async ({ me, body, lang }) => {
    const id = await transports.createTransportWithParts(db, companyOf(me), body)
    return { data: await transportAnswer(db, id, lang) }
  })

  route(app, addTransportNote, async ({ me, params, body }) => {
    await ownTransport(db, companyOf(me), params.id)
    const row = await transports.insertNote(db, params.id, me.id, body.content)
    return { data: toNote({ ...row, user_id: me.id, user_name: me.name }) }
  })

  route(app, addExternalTransport, async ({ me, params, body, lang }) => {
    const ids = await transports.addExternalTransport(db, companyOf(me), me.id, params.id, body)
    const transport = await transportAnswer(db, ids.transportId, lang)
    return { data: { transport, tasks: ids.taskId === null ? [] : [await taskAnswer(db, ids.taskId, lang)] } }
  })
}
