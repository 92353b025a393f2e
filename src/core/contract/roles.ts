import { z } from 'zod'

/**
 * Role values held in a user's `roles`. The spec names shipper.logist; the rest follow its list of roles
 * (shipper, carrier, external carrier, manager/employee, security check). `admin` is the company's administrator
 * (the user who registered it); `manager` may also manage the company's employees.
 */
export const roles = [
  'shipper',
  'carrier',
  'external_carrier',
  'expeditor',
  'admin',
  'manager',
  'employee',
  'shipper.logist',
  'security',
] as const
export const Role = z.enum(roles)
export type Role = z.infer<typeof Role>

/** Roles a company administrator may hand to an employee (GET /company/employees/roles). */
export const assignableRoles = ['manager', 'employee', 'shipper.logist', 'security'] as const satisfies readonly Role[]
export const AssignableRole = z.enum(assignableRoles)

/** Who may manage a company's employees, data and partners. */
export const companyManagers = ['admin', 'manager'] as const satisfies readonly Role[]

export const companyTypes = ['shipper', 'carrier', 'expeditor', 'external_carrier', 'platform'] as const
export const CompanyType = z.enum(companyTypes)
export type CompanyType = z.infer<typeof CompanyType>

/** The role every user of a company of this type holds. */
export function baseRoleOf(type: CompanyType): Role | null {
  switch (type) {
    case 'shipper':
      return 'shipper'
    case 'carrier':
      return 'carrier'
    case 'expeditor':
      return 'expeditor'
    case 'external_carrier':
      return 'external_carrier'
    case 'platform':
      return null
  }
}
