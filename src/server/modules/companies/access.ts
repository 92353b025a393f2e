/** Company checks made on top of an endpoint's declared roles: the object must belong to the caller's company. */
import type { CurrentUser } from '../../http/auth'
import { forbidden } from '../../http/errors'

/** The caller's company; a user without one (platform service accounts) may not act for a company. */
export function ownCompanyId(me: CurrentUser): number {
  if (me.companyId === null) throw forbidden('no_company')
  return me.companyId
}

/** 403 unless `companyId` is the caller's own company. */
export function requireOwnCompany(me: CurrentUser, companyId: number): number {
  const own = ownCompanyId(me)
  if (own !== companyId) throw forbidden()
  return own
}
