/** Entities of spec 3 that the accounts and companies area answers with. */
import { z } from 'zod'
import { Timestamp } from './common'
import { CompanyType, Role } from './roles'

export const PaymentInfo = z.object({
  bank_name: z.string(),
  bik: z.string(),
  account: z.string(),
  correspondent_account: z.string(),
  /** Spec 9: at most 100 pay days. */
  pay_days: z.number().int().min(0).max(100),
})
export type PaymentInfo = z.infer<typeof PaymentInfo>

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  inn: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  type: CompanyType,
  legal_address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  payment: PaymentInfo.nullable(),
  created_at: Timestamp,
})
export type Company = z.infer<typeof Company>

/** What anyone signed in may see of another company. */
export const PublicCompany = Company.pick({ id: true, name: true, inn: true, kpp: true, ogrn: true, type: true })
export type PublicCompany = z.infer<typeof PublicCompany>

export const UserStatus = z.enum(['active', 'pending', 'removed'])

export const User = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(Role),
  status: UserStatus,
  timezone: z.string(),
  language: z.enum(['ru', 'en']),
  telegram_linked: z.boolean(),
  company: Company.nullable(),
})
export type User = z.infer<typeof User>

/** Spec 3 "Staff": id, name, full_name, type; `system_assistant` stands for "unassigned". */
export const StaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  type: z.enum(['user', 'system_assistant']),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roles: z.array(Role),
  status: UserStatus,
})
export type StaffMember = z.infer<typeof StaffMember>

/** Answer of sign-in, registration confirmation, reset confirmation and Telegram login (spec 7: data.token). */
export const Session = z.object({ token: z.string(), user: User })
