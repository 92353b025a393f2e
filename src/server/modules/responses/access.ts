/**
 * Who may see which response: the shipper company of its cargo, or the carrier company that made it; and the
 * security service, which is the exchange operator's.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { ownCompanyId } from '../companies/access'
import { findResponseRow, type ResponseRow } from './cargo-response-repository'

export type Side = 'shipper' | 'carrier'

/** The side the caller acts on: shippers for their cargos, carriers and expeditors for their responses. */
export function sideOf(me: CurrentUser): Side {
  return me.roles.includes('shipper') ? 'shipper' : 'carrier'
}

/** 404 unless the caller's company is on `side` of the response (a hidden response does not exist). */
export function requireSide(
  me: CurrentUser,
  row: Pick<ResponseRow, 'company_id' | 'shipper_id'> | undefined,
  side: Side,
): asserts row is NonNullable<typeof row> {
  const company = ownCompanyId(me)
  if (!row) throw notFound()
  const owner = side === 'shipper' ? row.shipper_id : row.company_id
  if (owner !== company) throw notFound()
}

/** The shipper's own response or a carrier's own, else 404. */
export async function ownResponse(
  db: Kysely<DB>,
  id: number,
  me: CurrentUser,
  side = sideOf(me),
): Promise<ResponseRow> {
  const row = await findResponseRow(db, id)
  requireSide(me, row, side)
  return row
}

/**
 * The security service is the exchange operator's (a `platform` company): a company may give its own employees the
 * role `security`, but that does not let them decide on other companies' carriers.
 */
export async function requirePlatform(db: Kysely<DB>, me: CurrentUser): Promise<void> {
  const company =
    me.companyId === null
      ? undefined
      : await db.selectFrom('companies').select('type').where('id', '=', me.companyId).executeTakeFirst()
  if (company?.type !== 'platform') throw forbidden()
}
