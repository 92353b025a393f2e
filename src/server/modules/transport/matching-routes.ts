/**
 * Matching cargos and free trucks (the rules are matching-repository's): relevant cargos of a truck, of the whole
 * fleet in a date window, and relevant trucks of a cargo.
 */
import type { FastifyInstance } from 'fastify'
import { addDays, isoDay } from '../../../core/contract/days'
import {
  relevantCargos,
  relevantForTransport,
  relevantTransport,
  relevantTransportCount,
} from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { viewerOf } from '../cargo/access'
import { findVisibleCargo } from '../cargo/cargo-repository'
import { companyOf, ownTask, ownTransport } from './access'
import { nextFreeTaskId, relevantCargoPage, relevantTransportPage } from './matching-repository'

export function registerMatchingRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, relevantCargos, async ({ me, params, query, lang }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    let taskId = query.filter?.task_id
    if (taskId !== undefined) {
      const task = await ownTask(db, companyId, taskId)
      if (task.transport_id !== params.id) throw invalidField('filter.task_id', 'fleet_item_unknown')
      if (task.type === 'busy') throw invalidField('filter.task_id', 'task_not_free')
      if (task.end_date < isoDay(new Date())) throw invalidField('filter.task_id', 'task_past')
    } else {
      // The truck's next free window with a place.
      taskId = await nextFreeTaskId(db, params.id)
      if (taskId === undefined) return { data: [], meta: { size: 0 } }
    }
    const { data, size } = await relevantCargoPage(
      db,
      { companyId, transportId: params.id, taskId, radiusKm: query.filter?.radius },
      query,
      { lang, userId: me.id, companyId },
    )
    return { data, meta: { size } }
  })

  route(app, relevantForTransport, async ({ me, query, lang }) => {
    const companyId = companyOf(me)
    const start = query.filter?.start_date ?? isoDay(new Date())
    const end = query.filter?.end_date ?? addDays(start, 30)
    if (query.filter?.transport_id) await ownTransport(db, companyId, query.filter.transport_id)
    const { data, size } = await relevantCargoPage(
      db,
      { companyId, transportId: query.filter?.transport_id, window: { start, end } },
      query,
      { lang, userId: me.id, companyId },
    )
    return { data, meta: { size } }
  })

  for (const endpoint of [relevantTransport, relevantTransportCount]) {
    route(app, endpoint, async ({ me, params, query, lang }) => {
      const companyId = companyOf(me)
      const cargo = await findVisibleCargo(db, params.id, viewerOf(me))
      if (!cargo) throw notFound()
      const type = query.filter?.type ?? 'all'
      const filter = { companyId, cargoId: cargo.id, types: type === 'all' ? undefined : [type] }
      const { data, size } = await relevantTransportPage(db, filter, query, lang)
      return { data, meta: { size } }
    })
  }
}
