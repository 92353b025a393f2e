/** External carriers and the carrier page: the keeper's database, one carrier, its trucks counted. */
import type { FastifyInstance } from 'fastify'
import {
  createExternalCompany,
  externalTransportCount,
  getExternalCompany,
  listExternalCompanies,
  updateExternalCompany,
} from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { conflict, forbidden, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { keeperOf, visibleCarrier } from './access'
import * as companies from './company-repository'

export function registerCompanyRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listExternalCompanies, async ({ me, query }) => {
    const { rows, size } = await companies.listExternalCarriers(db, keeperOf(me), query)
    return { data: rows, meta: { size } }
  })

  route(app, createExternalCompany, async ({ me, body }) => {
    const keeper = keeperOf(me)
    const refusal = await companies.innRefusal(db, keeper, body.inn)
    if (refusal) throw conflict(refusal, { inn: refusal })
    let id: number
    try {
      id = await companies.insertExternalCarrier(db, keeper, body.inn, body)
    } catch (error) {
      // two users adding the same INN at once: the unique index decides, the loser gets the same 409
      if (isUniqueViolation(error, 'companies_recorded_inn'))
        throw conflict('carrier_recorded', { inn: 'carrier_recorded' })
      throw error
    }
    return { data: await companies.carrierById(db, keeper, id) }
  })

  route(app, updateExternalCompany, async ({ me, params, body }) => {
    const keeper = keeperOf(me)
    const carrier = await visibleCarrier(db, keeper, params.id)
    // a registered carrier's card is its own: readable here, never changed by another company
    if (carrier.kind !== 'external') throw forbidden()
    await companies.updateExternalCarrier(db, params.id, body)
    return { data: await companies.carrierById(db, keeper, params.id) }
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
