/**
 * Contracts between a shipper and the carrier of an approved response. Whoever makes a contract signs it; the
 * other side's signature makes it `signed` and puts the cargo to work. Every step locks the response or the
 * contract and goes through `contractTransitions`; one live contract per response is a unique index.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  type Contract,
  type ContractStatus,
  cargoContracts,
  carrierArchiveContract,
  carrierCreateContract,
  carrierCreateContractsAuto,
  contractTransitions,
  listMyContracts,
  shipperConfirmContract,
  shipperContractStatus,
  shipperCreateContract,
} from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, HttpError, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { sideOf } from './access'
import { settle } from './carrier-routes'
import { contractLabel } from './labels'
import { noticeContract } from './notices'
import { lockCargo, lockResponse, moveResponse, responseRows, setCargoStage } from './store'

function contractRows(db: Kysely<DB>) {
  return db
    .selectFrom('contracts as k')
    .innerJoin('cargos as c', 'c.id', 'k.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as sc', 'sc.id', 'k.shipper_company_id')
    .innerJoin('companies as cc', 'cc.id', 'k.carrier_company_id')
    .leftJoin('transports as t', 't.id', 'k.transport_id')
    .select([
      'k.id',
      'k.status',
      'k.cargo_id',
      'k.response_id',
      'k.price',
      'k.currency',
      'k.shipper_company_id',
      'sc.name as shipper_name',
      'k.carrier_company_id',
      'cc.name as carrier_name',
      'c.start_place_id',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'c.finish_place_id',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
      sql<string>`c.load_date_from::text`.as('load_date_from'),
      'k.transport_id',
      't.number as transport_number',
      'k.shipper_signed_at',
      'k.carrier_signed_at',
      'k.carrier_archived',
      'k.created_at',
      'k.updated_at',
    ])
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof contractRows>['executeTakeFirstOrThrow']>>

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toContract(row: ContractRow, lang: Lang): Contract {
  const en = lang === 'en'
  return {
    id: row.id,
    number: `ЗК-${row.id}`,
    status: row.status as ContractStatus,
    cargo_id: row.cargo_id,
    response_id: row.response_id,
    price: Number(row.price),
    currency: row.currency,
    shipper_company: { id: row.shipper_company_id, name: row.shipper_name },
    carrier_company: { id: row.carrier_company_id, name: row.carrier_name },
    route: {
      start_point: { id: row.start_place_id, name: en ? row.start_en : row.start_ru },
      finish_point: { id: row.finish_place_id, name: en ? row.finish_en : row.finish_ru },
    },
    load_date_from: row.load_date_from,
    transport:
      row.transport_id !== null && row.transport_number !== null
        ? { id: row.transport_id, number: row.transport_number }
        : null,
    shipper_signed_at: iso(row.shipper_signed_at),
    carrier_signed_at: iso(row.carrier_signed_at),
    carrier_archived: row.carrier_archived,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

async function contractAnswer(db: Kysely<DB>, id: number, lang: Lang): Promise<Contract> {
  const row = await contractRows(db).where('k.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return toContract(row, lang)
}

function illegalContractStep(lang: Lang, status: string) {
  return new HttpError(409, 'contract_transition', { status: contractLabel(lang, status as ContractStatus) })
}

/** Locks a contract of the caller's company on `side`; 404 for anyone else's. */
async function lockContract(trx: Kysely<DB>, id: number, company: number, side: 'shipper' | 'carrier') {
  const contract = await trx.selectFrom('contracts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
  const owner = side === 'shipper' ? contract?.shipper_company_id : contract?.carrier_company_id
  if (!contract || owner !== company) throw notFound()
  return contract
}

async function moveContract(
  trx: Kysely<DB>,
  contract: { id: number; status: string },
  to: ContractStatus,
  lang: Lang,
  set: { shipper_signed_at?: Date; carrier_signed_at?: Date } = {},
) {
  if (!(contractTransitions[contract.status as ContractStatus] ?? []).includes(to))
    throw illegalContractStep(lang, contract.status)
  await trx
    .updateTable('contracts')
    .set({ status: to, updated_at: new Date(), ...set })
    .where('id', '=', contract.id)
    .execute()
}

/**
 * Makes the contract of an approved response, signed by the side that makes it: the response goes to `contract`,
 * the cargo to the stage `contract`, and the other side is told.
 */
async function makeContract(
  trx: Kysely<DB>,
  response: {
    id: number
    status: string
    cargo_id: number
    company_id: number
    price: string | number
    currency: string
    transport_id: number | null
  },
  me: CurrentUser,
  side: 'shipper' | 'carrier',
  lang: Lang,
  transportId?: number,
): Promise<number> {
  if (response.status === 'contract') throw conflict('contract_exists')
  if (response.status !== 'security_approved') throw conflict('contract_needs_approval')
  const cargo = await lockCargo(trx, response.cargo_id)
  if (!cargo) throw notFound()
  const now = new Date()
  const inserted = await trx
    .insertInto('contracts')
    .values({
      response_id: response.id,
      cargo_id: cargo.id,
      shipper_company_id: cargo.company_id,
      carrier_company_id: response.company_id,
      transport_id: transportId ?? response.transport_id,
      status: side === 'shipper' ? 'pending_carrier' : 'pending_shipper',
      price: Number(response.price),
      currency: response.currency,
      created_by: me.id,
      ...(side === 'shipper' ? { shipper_signed_at: now } : { carrier_signed_at: now }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await moveResponse(trx, response, { to: 'contract', userId: me.id }, lang)
  await setCargoStage(trx, cargo.id, 'contract', me.id)
  const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
  await noticeContract(trx, side === 'shipper' ? response.company_id : cargo.company_id, inserted.id, row, false)
  return inserted.id
}

/** The other side's signature: the contract is signed and the cargo goes to work. */
async function signContract(
  trx: Kysely<DB>,
  contract: {
    id: number
    status: string
    cargo_id: number
    response_id: number
    shipper_company_id: number
    carrier_company_id: number
  },
  me: CurrentUser,
  side: 'shipper' | 'carrier',
  lang: Lang,
) {
  const waiting: ContractStatus = side === 'shipper' ? 'pending_shipper' : 'pending_carrier'
  if (contract.status !== waiting) throw illegalContractStep(lang, contract.status)
  await moveContract(
    trx,
    contract,
    'signed',
    lang,
    side === 'shipper' ? { shipper_signed_at: new Date() } : { carrier_signed_at: new Date() },
  )
  await lockCargo(trx, contract.cargo_id)
  await setCargoStage(trx, contract.cargo_id, 'in_work', me.id)
  const row = await responseRows(trx).where('r.id', '=', contract.response_id).executeTakeFirstOrThrow()
  const other = side === 'shipper' ? contract.carrier_company_id : contract.shipper_company_id
  await noticeContract(trx, other, contract.id, row, true)
  await noticeContract(
    trx,
    side === 'shipper' ? contract.shipper_company_id : contract.carrier_company_id,
    contract.id,
    row,
    true,
  )
}

async function checkTransport(db: Kysely<DB>, company: number, transportId: number | undefined) {
  if (transportId === undefined) return
  const truck = await db
    .selectFrom('transports')
    .select('id')
    .where('id', '=', transportId)
    .where('company_id', '=', company)
    .executeTakeFirst()
  if (!truck) throw invalidField('transport_id', 'transport_not_yours')
}

export function registerContractRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listMyContracts, async ({ query, me, lang }) => {
    const company = ownCompanyId(me)
    const side = sideOf(me)
    let rows = contractRows(db).where(
      side === 'shipper' ? 'k.shipper_company_id' : 'k.carrier_company_id',
      '=',
      company,
    )
    if (query.filter?.status) rows = rows.where('k.status', '=', query.filter.status)
    if (side === 'carrier') rows = rows.where('k.carrier_archived', '=', query.filter?.archived ?? false)
    const counted = await rows.clearSelect().select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow()
    const page = await rows.orderBy('k.id', 'desc').limit(query.limit).offset(query.offset).execute()
    return { data: page.map((row) => toContract(row, lang)), meta: { size: Number(counted.size) } }
  })

  route(app, cargoContracts, async ({ params, me, lang }) => {
    const company = ownCompanyId(me)
    const cargo = await db
      .selectFrom('cargos')
      .select(['id', 'company_id'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!cargo || cargo.company_id !== company) throw notFound()
    const rows = await contractRows(db).where('k.cargo_id', '=', cargo.id).orderBy('k.id', 'desc').execute()
    return { data: rows.map((row) => toContract(row, lang)), meta: { size: rows.length } }
  })

  route(app, shipperCreateContract, async ({ body, me, lang }) => {
    const company = ownCompanyId(me)
    const id = await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const response = await lockResponse(trx, body.response_id)
          const cargo = response
            ? await trx.selectFrom('cargos').select('company_id').where('id', '=', response.cargo_id).executeTakeFirst()
            : undefined
          if (!response || cargo?.company_id !== company) throw notFound()
          return makeContract(trx, response, me, 'shipper', lang)
        }),
      () => conflict('contract_exists'),
    )
    return { data: await contractAnswer(db, id, lang) }
  })

  route(app, shipperConfirmContract, async ({ body, me, lang }) => {
    const company = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, body.contract_id, company, 'shipper')
      await signContract(trx, contract, me, 'shipper', lang)
    })
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })

  route(app, shipperContractStatus, async ({ body, me, lang }) => {
    const company = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, body.contract_id, company, 'shipper')
      await moveContract(trx, contract, body.status, lang)
      await lockCargo(trx, contract.cargo_id)
      if (body.status === 'completed') {
        await setCargoStage(trx, contract.cargo_id, 'completed', me.id)
        return
      }
      const response = await lockResponse(trx, contract.response_id)
      if (response?.status === 'contract') {
        await moveResponse(trx, response, { to: 'cancelled', userId: me.id }, lang)
      }
      await setCargoStage(trx, contract.cargo_id, 'available', me.id)
    })
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })

  route(app, carrierCreateContract, async ({ body, me, lang }) => {
    const company = ownCompanyId(me)
    await checkTransport(db, company, body.transport_id)
    const id = await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const response = await lockResponse(trx, body.response_id)
          if (!response || response.company_id !== company) throw notFound()
          if (response.status === 'contract') {
            // The shipper made it: the carrier's signature.
            const contract = await trx
              .selectFrom('contracts')
              .selectAll()
              .where('response_id', '=', response.id)
              .where('status', '<>', 'cancelled')
              .forUpdate()
              .executeTakeFirst()
            if (!contract) throw conflict('contract_exists')
            if (contract.status !== 'pending_carrier') throw illegalContractStep(lang, contract.status)
            if (body.transport_id !== undefined) {
              await trx
                .updateTable('contracts')
                .set({ transport_id: body.transport_id })
                .where('id', '=', contract.id)
                .execute()
            }
            await signContract(trx, contract, me, 'carrier', lang)
            return contract.id
          }
          return makeContract(trx, response, me, 'carrier', lang, body.transport_id)
        }),
      () => conflict('contract_exists'),
    )
    return { data: await contractAnswer(db, id, lang) }
  })

  route(app, carrierCreateContractsAuto, async ({ me, lang }) => {
    const company = ownCompanyId(me)
    const ids = await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const responses = await trx
            .selectFrom('cargo_responses')
            .selectAll()
            .where('company_id', '=', company)
            .where('status', '=', 'security_approved')
            .orderBy('id')
            .forUpdate()
            .execute()
          const made: number[] = []
          for (const response of responses) made.push(await makeContract(trx, response, me, 'carrier', lang))
          return made
        }),
      () => conflict('contract_exists'),
    )
    const rows = ids.length === 0 ? [] : await contractRows(db).where('k.id', 'in', ids).orderBy('k.id').execute()
    return { data: rows.map((row) => toContract(row, lang)), meta: { size: rows.length } }
  })

  route(app, carrierArchiveContract, async ({ body, me, lang }) => {
    const company = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const contract = await lockContract(trx, body.contract_id, company, 'carrier')
      if (contract.status !== 'completed' && contract.status !== 'cancelled')
        throw illegalContractStep(lang, contract.status)
      await trx
        .updateTable('contracts')
        .set({ carrier_archived: true, updated_at: new Date() })
        .where('id', '=', contract.id)
        .execute()
    })
    return { data: await contractAnswer(db, body.contract_id, lang) }
  })
}
