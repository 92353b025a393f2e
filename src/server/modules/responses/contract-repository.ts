/**
 * Contracts' SQL: between a shipper and the carrier of an approved response. Whoever makes a contract signs it; the
 * other side's signature makes it `signed` and puts the cargo to work. Every step locks the response or the
 * contract and goes through `contractTransitions`; one live contract per response is a unique index (a second
 * one at the same moment is a 409 `contract_exists`).
 */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { type ContractStatus, contractTransitions } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { conflict, HttpError, notFound } from '../../http/errors'
import { cargoRouteColumns, cargoWithPlaces, lockCargo, setCargoStage } from '../cargo/cargo-repository'
import { noticeOrder } from '../orders/notices'
import { followContract, openOrder } from '../orders/order-repository'
import { lockResponse, moveResponse, responseRows, settle } from './cargo-response-repository'
import { contractLabel } from './labels'
import { noticeContract } from './notices'

type Side = 'shipper' | 'carrier'

/**
 * Contracts with what their lists show. The names looked up by key (the two companies, the signers, the truck,
 * the order) are scalar subqueries, not joins: each is planned alone, while as joins they made a ten-relation join
 * problem whose planning (30-90 ms on PostgreSQL under load, most of it costing Memoize nodes) outweighed running
 * the page (under 1 ms). Each names one row or none (primary keys, `orders_contract` unique), as the joins did.
 */
export function contractRows(db: Kysely<DB>) {
  return db
    .selectFrom('contracts as k')
    .innerJoin(cargoWithPlaces(db).as('c'), 'c.id', 'k.cargo_id')
    .select([
      'k.id',
      'k.status',
      'k.cargo_id',
      'k.response_id',
      'k.price',
      'k.currency',
      'k.shipper_company_id',
      sql<string>`(select sc.name from companies sc where sc.id = k.shipper_company_id)`.as('shipper_name'),
      'k.carrier_company_id',
      sql<string>`(select cc.name from companies cc where cc.id = k.carrier_company_id)`.as('carrier_name'),
      ...cargoRouteColumns,
      'c.load_date_from',
      'k.transport_id',
      sql<string | null>`(select t.number from transports t where t.id = k.transport_id)`.as('transport_number'),
      'k.shipper_signed_at',
      'k.carrier_signed_at',
      sql<string | null>`(select su.name from users su where su.id = k.shipper_signed_by)`.as('shipper_signer'),
      sql<string | null>`(select cu.name from users cu where cu.id = k.carrier_signed_by)`.as('carrier_signer'),
      sql<number | null>`(select o.id from orders o where o.contract_id = k.id)`.as('order_id'),
      'k.carrier_archived',
      'k.created_at',
      'k.updated_at',
    ])
}

export type ContractRow = Awaited<ReturnType<ReturnType<typeof contractRows>['executeTakeFirstOrThrow']>>

export function illegalContractStep(lang: Lang, status: string) {
  return new HttpError(409, 'contract_transition', { status: contractLabel(lang, status as ContractStatus) })
}

/** Locks a contract of the company on `side`; 404 for anyone else's. */
export async function lockContract(trx: Kysely<DB>, id: number, company: number, side: 'shipper' | 'carrier') {
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
  set: {
    shipper_signed_at?: Date
    carrier_signed_at?: Date
    shipper_signed_by?: number
    carrier_signed_by?: number
  } = {},
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
  side: Side,
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
      ...(side === 'shipper'
        ? { shipper_signed_at: now, shipper_signed_by: me.id }
        : { carrier_signed_at: now, carrier_signed_by: me.id }),
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
  side: Side,
  lang: Lang,
) {
  const waiting: ContractStatus = side === 'shipper' ? 'pending_shipper' : 'pending_carrier'
  if (contract.status !== waiting) throw illegalContractStep(lang, contract.status)
  await moveContract(
    trx,
    contract,
    'signed',
    lang,
    side === 'shipper'
      ? { shipper_signed_at: new Date(), shipper_signed_by: me.id }
      : { carrier_signed_at: new Date(), carrier_signed_by: me.id },
  )
  await lockCargo(trx, contract.cargo_id)
  await setCargoStage(trx, contract.cargo_id, 'in_work', me.id)
  // the order is born with the signature, in the same transaction; the carrier is asked to fill its documents
  const orderId = await openOrder(trx, contract.id, me.id)
  await noticeOrder(trx, orderId, 'carrier', 'opened')
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

/** A page of the company's contracts on its side, newest first (a carrier's archived ones apart), and how many. */
export async function listContractRows(
  db: Kysely<DB>,
  side: Side,
  companyId: number,
  filter: { status?: string | undefined; archived?: boolean | undefined },
  page: { limit: number; offset: number },
) {
  const column = side === 'shipper' ? 'k.shipper_company_id' : 'k.carrier_company_id'
  // the count reads the contracts alone (by contracts_shipper / contracts_carrier): every join of the page is to
  // one row or none, so it counts the same; counting through the cargos and their places read every cargo
  let counted = db
    .selectFrom('contracts as k')
    .select(sql<number>`count(*)::int`.as('size'))
    .where(column, '=', companyId)
  let rows = contractRows(db).where(column, '=', companyId)
  if (filter.status) {
    rows = rows.where('k.status', '=', filter.status)
    counted = counted.where('k.status', '=', filter.status)
  }
  if (side === 'carrier') {
    rows = rows.where('k.carrier_archived', '=', filter.archived ?? false)
    counted = counted.where('k.carrier_archived', '=', filter.archived ?? false)
  }
  const [size, data] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    rows.orderBy('k.id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ])
  return { rows: data, size: Number(size.size) }
}

/** The contracts of the company's cargo, newest first; 404 for another company's cargo. */
export async function cargoContractRows(db: Kysely<DB>, cargoId: number, companyId: number) {
  const cargo = await db.selectFrom('cargos').select(['id', 'company_id']).where('id', '=', cargoId).executeTakeFirst()
  if (!cargo || cargo.company_id !== companyId) throw notFound()
  return contractRows(db).where('k.cargo_id', '=', cargo.id).orderBy('k.id', 'desc').execute()
}

/**
 * Makes or signs the contract of a response in one transaction, the response locked (undefined: no such response);
 * a second contract of the response (the unique index, a race lost) answers 409 `contract_exists`.
 */
function onLockedResponse<T>(
  db: Kysely<DB>,
  responseId: number,
  work: (trx: Kysely<DB>, response: Awaited<ReturnType<typeof lockResponse>>) => Promise<T>,
): Promise<T> {
  return settle(
    () => db.transaction().execute(async (trx) => work(trx, await lockResponse(trx, responseId))),
    () => conflict('contract_exists'),
  )
}

/** The shipper makes (and signs) the contract of an approved response to its cargo. Answers the contract's id. */
export function shipperMakeContract(
  db: Kysely<DB>,
  responseId: number,
  me: CurrentUser,
  companyId: number,
  lang: Lang,
) {
  return onLockedResponse(db, responseId, async (trx, response) => {
    const cargo = response
      ? await trx.selectFrom('cargos').select('company_id').where('id', '=', response.cargo_id).executeTakeFirst()
      : undefined
    if (!response || cargo?.company_id !== companyId) throw notFound()
    return makeContract(trx, response, me, 'shipper', lang)
  })
}

/** The shipper signs a contract the carrier made. */
export async function shipperSignContract(
  db: Kysely<DB>,
  contractId: number,
  me: CurrentUser,
  companyId: number,
  lang: Lang,
) {
  await db.transaction().execute(async (trx) => {
    const contract = await lockContract(trx, contractId, companyId, 'shipper')
    await signContract(trx, contract, me, 'shipper', lang)
  })
}

/**
 * The shipper ends a contract: completed (the cargo is delivered), or cancelled (its response is cancelled and the
 * cargo is available again).
 */
export async function shipperEndContract(
  db: Kysely<DB>,
  contractId: number,
  status: ContractStatus,
  me: CurrentUser,
  companyId: number,
  lang: Lang,
) {
  await db.transaction().execute(async (trx) => {
    const contract = await lockContract(trx, contractId, companyId, 'shipper')
    await moveContract(trx, contract, status, lang)
    await followContract(trx, contract.id, status, me.id)
    await lockCargo(trx, contract.cargo_id)
    if (status === 'completed') {
      await setCargoStage(trx, contract.cargo_id, 'completed', me.id)
      return
    }
    const response = await lockResponse(trx, contract.response_id)
    if (response?.status === 'contract') {
      await moveResponse(trx, response, { to: 'cancelled', userId: me.id }, lang)
    }
    await setCargoStage(trx, contract.cargo_id, 'available', me.id)
  })
}

/**
 * The carrier's contract of its approved response: it signs the one the shipper made (naming its truck, if it
 * likes), or makes and signs a new one. Answers the contract's id.
 */
export function carrierMakeContract(
  db: Kysely<DB>,
  responseId: number,
  transportId: number | undefined,
  me: CurrentUser,
  companyId: number,
  lang: Lang,
) {
  return onLockedResponse(db, responseId, async (trx, response) => {
    if (!response || response.company_id !== companyId) throw notFound()
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
      if (transportId !== undefined) {
        await trx.updateTable('contracts').set({ transport_id: transportId }).where('id', '=', contract.id).execute()
      }
      await signContract(trx, contract, me, 'carrier', lang)
      return contract.id
    }
    return makeContract(trx, response, me, 'carrier', lang, transportId)
  })
}

/** The carrier makes the contracts of all its approved responses at once. Answers their ids. */
export function carrierMakeAllContracts(db: Kysely<DB>, me: CurrentUser, companyId: number, lang: Lang) {
  return settle(
    () =>
      db.transaction().execute(async (trx) => {
        const responses = await trx
          .selectFrom('cargo_responses')
          .selectAll()
          .where('company_id', '=', companyId)
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
}

/** The carrier puts a completed or cancelled contract of its own into its archive. */
export async function archiveContract(db: Kysely<DB>, contractId: number, companyId: number, lang: Lang) {
  await db.transaction().execute(async (trx) => {
    const contract = await lockContract(trx, contractId, companyId, 'carrier')
    if (contract.status !== 'completed' && contract.status !== 'cancelled')
      throw illegalContractStep(lang, contract.status)
    await trx
      .updateTable('contracts')
      .set({ carrier_archived: true, updated_at: new Date() })
      .where('id', '=', contract.id)
      .execute()
  })
}

/** The contracts of the given ids, oldest first. */
export function contractRowsByIds(db: Kysely<DB>, ids: readonly number[]) {
  return ids.length === 0 ? Promise.resolve([]) : contractRows(db).where('k.id', 'in', ids).orderBy('k.id').execute()
}
