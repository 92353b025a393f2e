/** A carrier company's drivers: carrier/drivers (list, create, change, delete); another company's ids answer 404. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import { createDriver, deleteDriver, listDrivers, updateDriver } from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { companyOf, ownDriver } from './access'
import { driverAnswers } from './answers'
import * as drivers from './driver-repository'

export function registerDriverRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listDrivers, async ({ me, query }) => {
    const { rows, size } = await drivers.listCompanyDrivers(db, companyOf(me), query.filter?.name, query)
    return { data: await driverAnswers(db, rows), meta: { size } }
  })

  route(app, createDriver, async ({ me, body }) => {
    const row = await drivers.insertDriver(db, companyOf(me), body)
    return { data: (await driverAnswers(db, [row]))[0]! }
  })

  route(app, updateDriver, async ({ me, params, body }) => {
    const companyId = companyOf(me)
    await ownDriver(db, companyId, params.id)
    const row = await drivers.updateDriver(db, companyId, params.id, body)
    return { data: (await driverAnswers(db, [row]))[0]! }
  })

  route(app, deleteDriver, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownDriver(db, companyId, params.id)
    await drivers.deleteDriver(db, companyId, params.id)
    return ok
  })
}
