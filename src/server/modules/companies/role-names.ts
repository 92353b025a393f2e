/** Names of the roles an employee may be given (GET company/employees/roles), in both languages. */
import type { Lang } from '../../../core/contract/common'
import { assignableRoles, type CompanyType } from '../../../core/contract/roles'

type AssignableRole = (typeof assignableRoles)[number]

export const roleNames: Record<Lang, Record<AssignableRole, string>> = {
  ru: {
    manager: 'Менеджер',
    employee: 'Сотрудник',
    'shipper.logist': 'Логист грузовладельца',
    security: 'Служба безопасности',
  },
  en: {
    manager: 'Manager',
    employee: 'Employee',
    'shipper.logist': 'Shipper logistician',
    security: 'Security officer',
  },
}

/**
 * The roles a company of this type can give: the ones its kind of company can hold. The logistician belongs to
 * shippers (spec 1: a shipper-side logistician); the security check is the operator's (the platform company's)
 * and grants nothing anywhere else; manager and employee suit any company. A user without a company gives none
 * of the company-specific ones.
 */
export function rolesFor(type: CompanyType | null): AssignableRole[] {
  return assignableRoles.filter((role) => {
    if (role === 'shipper.logist') return type === 'shipper'
    if (role === 'security') return type === 'platform'
    return true
  })
}
