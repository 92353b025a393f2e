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

/** The logistician role belongs to shippers (spec 1: a shipper-side logistician); the rest suit any company. */
export function rolesFor(type: CompanyType | null): AssignableRole[] {
  return assignableRoles.filter((role) => role !== 'shipper.logist' || type === null || type === 'shipper')
}
