/** Companies, staff, employees and partners (spec 7 "User and company", second half). */
import { z } from 'zod'
import { CompanyFields } from './account'
import { dataOf, decimal, Id, IdParams, Line, listOf, MAX_ID, Ok } from './common'
import { defineEndpoint } from './endpoint'
import { Company, PaymentInfo, PublicCompany, StaffMember } from './entities'
import { AssignableRole, companyManagers } from './roles'
import { Email, Inn, PersonName, Phone } from './validators'

const tags = ['companies']

export const createCompany = defineEndpoint({
  method: 'POST',
  path: 'companies',
  summary: "Add a counterparty company (a client or an external carrier) to the exchange's database",
  tags,
  access: companyManagers,
  body: CompanyFields.partial()
    .required({ name: true })
    .extend({ inn: Inn, type: z.enum(['shipper', 'carrier', 'external_carrier']) }),
  response: dataOf(Company),
  status: 201,
})

export const findCompanies = defineEndpoint({
  method: 'GET',
  path: 'companies',
  summary: 'Find companies by INN (checksum validated)',
  tags,
  access: 'user',
  query: z.object({ filter: z.object({ inn: Inn }) }),
  response: listOf(PublicCompany),
})

export const updateCompany = defineEndpoint({
  method: 'PUT',
  path: 'companies/:id',
  summary: 'Change a company: your own, or a counterparty your company added',
  tags,
  access: companyManagers,
  params: IdParams,
  body: CompanyFields.partial(),
  response: dataOf(Company),
})

export const updatePaymentInfo = defineEndpoint({
  method: 'PUT',
  path: 'companies/:id/payment-info',
  summary: 'Set the bank details and pay days (at most 100) of your own company',
  tags,
  access: companyManagers,
  params: IdParams,
  body: PaymentInfo.extend({
    bank_name: Line.trim().min(2).max(300),
    bik: Line.regex(/^\d{9}$/, { message: 'invalid_bik' }),
    account: Line.regex(/^\d{20}$/, { message: 'invalid_account' }),
    correspondent_account: Line.regex(/^\d{20}$/, { message: 'invalid_account' }),
  }).strict(),
  response: dataOf(Company),
})

export const listStaff = defineEndpoint({
  method: 'GET',
  path: 'company/staff',
  summary: "The company's staff; the system assistant (unassigned) comes first",
  tags,
  access: 'user',
  query: z.object({
    filter: z.object({ status: z.enum(['active', 'pending']).optional() }).optional(),
  }),
  response: listOf(StaffMember),
})

export const createStaff = defineEndpoint({
  method: 'POST',
  path: 'company/staff',
  summary: 'Add an employee; an invitation to set a password is e-mailed',
  tags,
  access: companyManagers,
  body: z.strictObject({
    name: PersonName,
    email: Email,
    phone: Phone.optional(),
    roles: z.array(AssignableRole).min(1).max(4),
  }),
  response: dataOf(StaffMember),
  status: 201,
})

export const updateStaff = defineEndpoint({
  method: 'PUT',
  path: 'company/staff/:id',
  summary: "Change an employee's name, phone or roles",
  tags,
  access: companyManagers,
  params: IdParams,
  body: z.strictObject({
    name: PersonName.optional(),
    phone: Phone.nullable().optional(),
    roles: z.array(AssignableRole).min(1).max(4).optional(),
  }),
  response: dataOf(StaffMember),
})

export const deleteStaff = defineEndpoint({
  method: 'DELETE',
  path: 'company/staff/:id',
  summary: 'Remove an employee from the company; their sessions end',
  tags,
  access: companyManagers,
  params: IdParams,
  response: Ok,
})

export const approveEmployee = defineEndpoint({
  method: 'POST',
  path: 'company/employees/:userId/approve',
  summary: 'Approve an employee who registered into the company',
  tags,
  access: companyManagers,
  params: z.strictObject({ userId: Id }),
  response: dataOf(StaffMember),
})

export const employeeRoles = defineEndpoint({
  method: 'GET',
  path: 'company/employees/roles',
  summary: 'Roles that may be given to an employee, named in the request language',
  tags,
  access: 'user',
  response: listOf(z.object({ id: AssignableRole, name: z.string() })),
})

export const listPartners = defineEndpoint({
  method: 'GET',
  path: 'companies/:id/partners',
  summary: "Your company's partner companies (my carriers)",
  tags,
  access: 'user',
  params: IdParams,
  query: z.object({
    limit: decimal(z.number().int().min(1).max(9999)).default(9999),
    offset: decimal(z.number().int().min(0).max(MAX_ID)).default(0),
  }),
  response: listOf(PublicCompany),
})

/** The spec writes the first segment as `{inn}`; it is the caller's company, the partner's INN is the body. */
export const addPartner = defineEndpoint({
  method: 'POST',
  path: 'companies/:id/partners',
  summary: 'Add a partner company by its INN',
  tags,
  access: companyManagers,
  params: IdParams,
  body: z.strictObject({ inn: Inn }),
  response: dataOf(PublicCompany),
  status: 201,
})

export const removePartner = defineEndpoint({
  method: 'DELETE',
  path: 'companies/:id/partners/:partnerId',
  summary: 'Remove a partner company',
  tags,
  access: companyManagers,
  params: z.strictObject({ id: Id, partnerId: Id }),
  response: Ok,
})
