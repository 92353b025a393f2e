/**
 * Whose data is whose in the external carriers' database: every external carrier, truck, planned route, comment and
 * feedback row belongs to the company that keeps it, and is looked up together with the caller's company, so
 * another company's id answers 404 exactly like one that does not exist. Registered carriers (type carrier or
 * expeditor) are readable by every caller of the area.
 */
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { forbidden, invalidField, notFound } from '../../http/errors'
import { checkPlace } from '../reference/checks'

export type Db = Kysely<DB> | Transaction<DB>

const LOGIST = 'shipper.logist'
export const registeredCarrierTypes = ['carrier', 'expeditor'] as const

/**
 * The company whose database the caller works in. The logistician keeps to the routes spec 6 allows, and
 * `/trucks` is not one of them, so the area refuses it; a user without a company has no database.
 */
export function keeperOf(me: CurrentUser): number {
  if (me.roles.includes(LOGIST)) throw forbidden()
  if (me.companyId === null) throw forbidden('no_company')
  return me.companyId
}

/** A carrier the caller may read: its own external carrier, or a registered carrier. 404 otherwise. */
export async function visibleCarrier(db: Db, keeper: number, id: number) {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'name', 'inn', 'type', 'phone', 'email', 'created_by_company_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound()
  if (row.type === 'external_carrier' && row.created_by_company_id === keeper)
    return { ...row, kind: 'external' as const }
  // registered: nobody's record (another company's recorded carrier is its private list, migration 010)
  if (
    (registeredCarrierTypes as readonly string[]).includes(row.type) &&
    row.created_by_company_id === null &&
    row.id !== keeper
  ) {
    return { ...row, kind: 'registered' as const }
  }
  throw notFound()
}

/** One of the caller's external carriers, named by a body field: anything else is a 422 on that field. */
export async function checkOwnCarrier(db: Db, keeper: number, id: number, field = 'company_id'): Promise<void> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', 'external_carrier')
    .where('created_by_company_id', '=', keeper)
    .executeTakeFirst()
  if (!row) throw invalidField(field, 'external_company_invalid')
}

async function ownRow(db: Db, table: 'external_transports' | 'external_routes', keeper: number, id: number) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('owner_company_id', '=', keeper)
    .executeTakeFirst()
  if (!row) throw notFound()
}

export const ownExternalTransport = (db: Db, keeper: number, id: number) =>
  ownRow(db, 'external_transports', keeper, id)
export const ownRoute = (db: Db, keeper: number, id: number) => ownRow(db, 'external_routes', keeper, id)

/** A truck named by a body field: the caller's, or a 422 on that field. */
export async function checkOwnTransport(db: Db, keeper: number, id: number, field = 'transport_id'): Promise<void> {
  const row = await db
    .selectFrom('external_transports')
    .select('id')
    .where('id', '=', id)
    .where('owner_company_id', '=', keeper)
    .executeTakeFirst()
  if (!row) throw invalidField(field, 'fleet_item_unknown')
}

/** Each field's place (when given) exists, or a 422 on that field. */
export async function checkPlaces(db: Db, fields: Record<string, number | null | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(fields)) await checkPlace(db, id, field)
}
