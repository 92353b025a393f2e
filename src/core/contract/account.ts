/** The signed-in user, profile and contact changes (spec 7 "User and company", first half). */
import { z } from 'zod'
import { dataOf, Line, Timestamp } from './common'
import { defineEndpoint } from './endpoint'
import { Company, User } from './entities'
import { Code, Email, PersonName, Phone, Timezone } from './validators'

const tags = ['account']

export const me = defineEndpoint({
  method: 'GET',
  path: 'me',
  summary: 'The signed-in user: roles, company type and company data',
  tags,
  access: 'user',
  response: dataOf(User),
})

export const profileUpdate = defineEndpoint({
  method: 'POST',
  path: 'profile/update',
  summary: 'Change own name, timezone or interface language (e-mail and phone change by code, see v2/user)',
  tags,
  access: 'user',
  body: z.strictObject({
    name: PersonName.optional(),
    // Without its default: a change of the name alone must not reset the timezone to Europe/Moscow.
    timezone: Timezone.unwrap().optional(),
    language: z.enum(['ru', 'en']).optional(),
  }),
  response: dataOf(User),
})

export const CompanyFields = z.strictObject({
  name: Line.trim().min(2).max(300),
  kpp: Line.trim()
    .regex(/^\d{9}$/, { message: 'invalid_kpp' })
    .nullable(),
  ogrn: Line.trim()
    .regex(/^(\d{13}|\d{15})$/, { message: 'invalid_ogrn' })
    .nullable(),
  legal_address: Line.trim().max(500).nullable(),
  phone: Phone.nullable(),
  email: Email.nullable(),
})

export const profileCompanyUpdate = defineEndpoint({
  method: 'POST',
  path: 'profile/company/update',
  summary: "Change the data of the caller's own company (administrator or manager)",
  tags,
  access: ['admin', 'manager'],
  body: CompanyFields.partial(),
  response: dataOf(Company),
})

const ChangeStarted = dataOf(z.object({ request_id: z.string(), expires_at: Timestamp }))

/** Two steps on one path: send `{email}` to get a code at the new address, then `{request_id, code}` to apply. */
export const changeEmail = defineEndpoint({
  method: 'POST',
  path: 'v2/user/change-email',
  summary: 'Change own e-mail, confirmed by a code sent to the new address',
  tags,
  access: 'user',
  body: z.union([z.strictObject({ email: Email }), z.strictObject({ request_id: Line.min(1).max(100), code: Code })]),
  errors: [404],
  response: z.union([dataOf(User), ChangeStarted]),
})

export const changePhone = defineEndpoint({
  method: 'POST',
  path: 'v2/user/change-phone',
  summary: 'Change own phone, confirmed by a code sent by SMS to the new number',
  tags,
  access: 'user',
  body: z.union([z.strictObject({ phone: Phone }), z.strictObject({ request_id: Line.min(1).max(100), code: Code })]),
  errors: [404],
  response: z.union([dataOf(User), ChangeStarted]),
})
