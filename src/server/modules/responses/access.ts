/** Who may see which response: the shipper company of its cargo, or the carrier company that made it. */
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { ownCompanyId } from '../companies/access'
import type { ResponseRow } from './store'

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
