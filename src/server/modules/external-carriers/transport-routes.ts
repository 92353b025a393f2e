/** External carriers' trucks: list, add, change, delete; and a carrier's trucks for its page. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import {
  createExternalTransport,
  deleteExternalTransport,
  listCompanyTransports,
  listExternalTransports,
  updateExternalTransport,
} from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { checkOwnCarrier, keeperOf, ownExternalTransport, visibleCarrier } from './access'
import * as transports from './transport-repository'

export function registerTransportRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listExternalTransports, async ({ me, query, lang }) => {
    const page = { limit: query.limit, offset: query.offset, companyId: query.filter?.company_id }
    const { rows, size } = await transports.listTransports(db, keeperOf(me), lang, page)
    return { data: rows, meta: { size } }
  })

  route(app, createExternalTransport, async ({ me, body, lang }) => {
    const keeper = keeperOf(me)
    await checkOwnCarrier(db, keeper, body.company_id)
    const id = await transports.insertTransport(db, keeper, me.id, body)
    return { data: await transports.transportById(db, id, lang) }
  })

  route(app, updateExternalTransport, async ({ me, params, body, lang }) => {
    const keeper = keeperOf(me)
    await ownExternalTransport(db, keeper, params.id)
    await transports.updateTransport(db, keeper, params.id, body)
    return { data: await transports.transportById(db, params.id, lang) }
  })

  route(app, deleteExternalTransport, async ({ me, params }) => {
    const keeper = keeperOf(me)
    await ownExternalTransport(db, keeper, params.id)
    await transports.deleteTransport(db, keeper, params.id)
    return ok
  })

  route(app, listCompanyTransports, async ({ me, params, query, lang }) => {
    const keeper = keeperOf(me)
    const carrier = await visibleCarrier(db, keeper, params.id)
    const { rows, size } =
      carrier.kind === 'external'
        ? await transports.listTransports(db, keeper, lang, { ...query, companyId: params.id })
        : await transports.registeredTrucks(db, params.id, query)
    return { data: rows, meta: { size } }
  })
}
