/**
 * Who works with the integrations: the shipper company's people (role `shipper` by the contract); a logistician
 * (`shipper.logist`) handles orders, not their sources and rules, and is refused (403). Every object is looked up
 * within the caller's company: another company's id is a 404, as if it did not exist.
 */
import type { CurrentUser } from '../../http/auth'
import { forbidden } from '../../http/errors'
import { ownCompanyId } from '../companies/access'

export function integratorCompany(me: CurrentUser): number {
  if (me.roles.includes('shipper.logist') && !me.roles.includes('admin') && !me.roles.includes('manager'))
    throw forbidden()
  return ownCompanyId(me)
}

export function bidderCompany(me: CurrentUser): number {
  return ownCompanyId(me)
}
