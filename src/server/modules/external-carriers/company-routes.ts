/** External carriers and the carrier page: the keeper's database, one carrier, its trucks counted. */
import type { FastifyInstance } from 'fastify'
import { externalTransportCount, getExternalCompany, listExternalCompanies } from '../../../core/contract/trucks'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { keeperOf, visibleCarrier } from './access'
import * as companies from './company-repository'

export function registerCompanyRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listExternalCompanies, async ({ me, query }) => {
    const { rows, size } = await companies.listExternalCarriers(db, keeperOf(me), query)
    return { data: rows, meta: { size } }
  })

  route(app, getExternalCompany, async ({ me, params }) => {
    const keeper = keeperOf(me)
    await visibleCarrier(db, keeper, params.id)
    return { data: await companies.carrierById(db, keeper, params.id) }
  })

  route(app, externalTransportCount, async ({ me, params }) => {
    const keeper = keeperOf(me)
    const carrier = await visibleCarrier(db, keeper, params.id)
    return { data: await companies.transportCount(db, keeper, params.id, carrier.kind === 'external') }
  })
}
