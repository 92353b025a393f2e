/**
 * The order form's endpoints (create, replace, delete), the shipper's lists and one cargo, and the price hint.
 * The writes are cargo-repository's, each in one transaction that first locks the cargo row.
 */
import type { FastifyInstance } from 'fastify'
import {
  createCargo,
  deleteCargo,
  getShipperCargo,
  listShipperCargos,
  listShipperCargosInWork,
  priceCalculation,
  tabStages,
  updateCargo,
} from '../../../core/contract/shipper'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { viewerOf } from '../cargo/access'
import { ownCompanyId } from '../companies/access'
import { shipperCargoAnswer, shipperCargoAnswers } from './answers'
import { createShipperCargo, deleteShipperCargo, shipperCargos, updateShipperCargo } from './cargo-repository'
import { priceHint } from './price-hint-repository'

export function registerCargoRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createCargo, async ({ body, me, lang }) => {
    const { publish, ...input } = body
    const id = await createShipperCargo(db, me, ownCompanyId(me), input, publish ? 'available' : 'draft')
    return shipperCargoAnswer(db, me, id, lang)
  })

  route(app, updateCargo, async ({ params, body, me, lang }) => {
    await updateShipperCargo(db, ownCompanyId(me), params.id, body, lang)
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, deleteCargo, async ({ params, me, lang }) => {
    await deleteShipperCargo(db, ownCompanyId(me), params.id, lang)
    return { data: { ok: true as const } }
  })

  route(app, listShipperCargos, async ({ query, me, lang }) => {
    const stage = query.filter?.stage
    const { rows, size } = await shipperCargos(db, me, {
      stages: stage ? [stage] : query.tab ? tabStages[query.tab] : null,
      own: query.filter?.own,
      companyStaff: query.filter?.company_staff,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    })
    return { data: await shipperCargoAnswers(db, rows, lang, viewerOf(me)), meta: { size } }
  })

  route(app, listShipperCargosInWork, async ({ query, me, lang }) => {
    const { rows, size } = await shipperCargos(db, me, {
      stages: tabStages['in-work'],
      own: query.filter?.own,
      companyStaff: query.filter?.company_staff,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    })
    return { data: await shipperCargoAnswers(db, rows, lang, viewerOf(me)), meta: { size } }
  })

  route(app, getShipperCargo, async ({ params, me, lang }) => shipperCargoAnswer(db, me, params.id, lang))

  route(app, priceCalculation, async ({ query }) => ({ data: await priceHint(db, query) }))
}
