/**
 * The order form's endpoints (create, replace, delete), the shipper's lists and one cargo, and the price hint.
 * Every write runs in one transaction that first locks the cargo row, so a stage change cannot slip in between
 * the check and the write.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import {
  createCargo,
  deleteCargo,
  editableStages,
  getShipperCargo,
  listShipperCargos,
  listShipperCargosInWork,
  priceCalculation,
  tabStages,
  updateCargo,
} from '../../../core/contract/shipper'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { HttpError, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { viewerOf } from '../cargo/access'
import { ownCompanyId } from '../companies/access'
import { ownCargo, stageNames } from './access'
import { shipperCargoAnswers } from './answers'
import { shipperCargos } from './lists'
import { priceHint } from './price-hint'
import { insertCargo, replaceCargo } from './write'

/** One cargo of the caller's company as the answer. */
export async function shipperCargoAnswer(db: Kysely<DB>, me: CurrentUser, id: number, lang: Lang) {
  const row = await ownCargo(db, me, id)
  const [data] = await shipperCargoAnswers(db, [row], lang, viewerOf(me))
  return { data: data! }
}

/** Locks the company's cargo for the rest of the transaction; 404 for anyone else's. */
export async function lockCargo(trx: Kysely<DB>, companyId: number, id: number) {
  const row = await trx
    .selectFrom('cargos')
    .select(['id', 'stage', 'price', 'price_mode', 'currency', 'responsible_user_id'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst()
  if (!row) throw notFound()
  return { ...row, stage: row.stage as CargoStage, price: row.price === null ? null : Number(row.price) }
}

function requireEditable(stage: CargoStage, lang: Lang): void {
  if (!(editableStages as readonly string[]).includes(stage)) {
    throw new HttpError(409, 'cargo_not_editable', { stage: stageNames[lang][stage] })
  }
}

export function registerCargoRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createCargo, async ({ body, me, lang }) => {
    const companyId = ownCompanyId(me)
    const { publish, ...input } = body
    const id = await db
      .transaction()
      .execute((trx) => insertCargo(trx, me, companyId, input, publish ? 'available' : 'draft'))
    return shipperCargoAnswer(db, me, id, lang)
  })

  route(app, updateCargo, async ({ params, body, me, lang }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, companyId, params.id)
      requireEditable(cargo.stage, lang)
      await replaceCargo(trx, cargo.id, companyId, body, cargo)
    })
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, deleteCargo, async ({ params, me, lang }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, companyId, params.id)
      requireEditable(cargo.stage, lang)
      await trx.deleteFrom('cargos').where('id', '=', cargo.id).execute()
    })
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
