/**
 * The order form's endpoints (create, replace, delete), the shipper's lists and one cargo, and the price hint.
 * The writes are cargo-repository's, each in one transaction that first locks the cargo row.
 */
import type { FastifyInstance } from 'fastify'
import type { CargoStage } from '../../../core/contract/cargo'
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
import { type RouteContext, route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { viewerOf } from '../cargo/access'
import { ownCompanyId } from '../companies/access'
import { shipperCargoAnswer, shipperCargoAnswers } from './answers'
import { createShipperCargo, deleteShipperCargo, shipperCargos, updateShipperCargo } from './cargo-repository'
import { priceHint } from './price-hint-repository'

/** What both lists are asked with (the in-work list's query; the other adds a tab and a stage). */
type ListContext = RouteContext<typeof listShipperCargosInWork>
type ListQuery = ListContext['query']

export function registerCargoRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createCargo, async ({ body, me, lang }) => {
    const { publish, ...input } = body
    const id = await createShipperCargo(db, me, ownCompanyId(me), input, publish ? 'available' : 'draft')
    return shipperCargoAnswer(db, me, id, lang)
  })

  route(app, updateCargo, async ({ params, body, me, lang }) => {
    await updateShipperCargo(db, me, ownCompanyId(me), params.id, body, lang)
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, deleteCargo, async ({ params, me, lang }) => {
    await deleteShipperCargo(db, ownCompanyId(me), params.id, lang)
    return { data: { ok: true as const } }
  })

  /** Both lists are one: the given stages of the company's cargos (the caller's own unless asked otherwise). */
  const listOf =
    <Q extends ListQuery>(stagesOf: (query: Q) => readonly CargoStage[] | null) =>
    async ({ query, me, lang }: Pick<ListContext, 'me' | 'lang'> & { query: Q }) => {
      const { rows, size } = await shipperCargos(db, me, {
        stages: stagesOf(query),
        own: query.filter?.own,
        companyStaff: query.filter?.company_staff,
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
      })
      return { data: await shipperCargoAnswers(db, rows, lang, viewerOf(me)), meta: { size } }
    }

  const list = listOf<RouteContext<typeof listShipperCargos>['query']>((query) => {
    const stage = query.filter?.stage
    return stage ? [stage] : query.tab ? tabStages[query.tab] : null
  })
  const remembered = callerAnswers(db, listShipperCargos)
  route(app, listShipperCargos, (ctx) => remembered(ctx, () => list(ctx)))

  const inWork = listOf(() => tabStages['in-work'])
  const rememberedInWork = callerAnswers(db, listShipperCargosInWork)
  route(app, listShipperCargosInWork, (ctx) => rememberedInWork(ctx, () => inWork(ctx)))

  route(app, getShipperCargo, async ({ params, me, lang }) => shipperCargoAnswer(db, me, params.id, lang))

  route(app, priceCalculation, async ({ query }) => ({ data: await priceHint(db, query) }))
}
