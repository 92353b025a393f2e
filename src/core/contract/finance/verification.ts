/**
 * The advance-payment check (spec 7 "Advance-payment verification", 3 "Passport / advance-payment verification"): a
 * carrier company applies once to the factoring partner that pays the advances. The application holds the
 * signatory's passport (stored encrypted, answered masked), images of it by type (JPEG or PNG by content, size
 * limited, private), and the partner's answer. Draft → sent (the lead handed to the partner) → approved or
 * rejected by the partner. The partner is an outside service: when it is not configured the answers say so.
 */
import { z } from 'zod'
import { DateOnly, dataOf, Line, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { carriers, tags } from './fields'

export const verificationStatuses = ['none', 'draft', 'sent', 'approved', 'rejected'] as const
export const VerificationStatus = z.enum(verificationStatuses)
export type VerificationStatus = z.infer<typeof VerificationStatus>

/** An organisation (ООО, АО) or a sole trader (ИП): the partner's form differs. */
export const CompanyKind = z.enum(['ooo', 'ip'])
export type CompanyKind = z.infer<typeof CompanyKind>

/** The images the partner needs, by type. */
export const uploadTypes = ['passport_main', 'passport_registration', 'passport_selfie'] as const
export const UploadType = z.enum(uploadTypes)
export type UploadType = z.infer<typeof UploadType>
export const uploadImageTypes = ['image/jpeg', 'image/png'] as const
/** The largest image, bytes. */
export const VERIFICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024

export const PassportInput = z.strictObject({
  series: Line.trim().regex(/^\d{4}$/, 'invalid_passport_series'),
  number: Line.trim().regex(/^\d{6}$/, 'invalid_passport_number'),
  issued_by: Line.trim().min(5).max(300),
  issued_at: DateOnly,
  department_code: Line.trim().regex(/^\d{3}-\d{3}$/, 'invalid_department_code'),
  birth_date: DateOnly,
})
export type PassportInput = z.infer<typeof PassportInput>

/** The passport as answers show it: series and number masked but for their last digits. */
export const MaskedPassport = z.object({
  series: z.string(),
  number: z.string(),
  issued_at: z.string(),
  department_code: z.string(),
})
export type MaskedPassport = z.infer<typeof MaskedPassport>

export const VerificationUpload = z.object({
  type: UploadType,
  name: z.string(),
  mime: z.enum(uploadImageTypes),
  size: z.number().int(),
  created_at: Timestamp,
})

export const Verification = z.object({
  status: VerificationStatus,
  company_type: CompanyKind.nullable(),
  passport: MaskedPassport.nullable(),
  uploads: z.array(VerificationUpload),
  /** What the application still lacks before it can be sent: the passport and images by type. */
  missing: z.array(z.union([z.literal('passport'), UploadType])),
  partner: z.object({
    /** Whether the factoring partner is reachable from this exchange (not configured: nothing can be sent). */
    configured: z.boolean(),
    request_id: z.string().nullable(),
    checked_at: Timestamp.nullable(),
  }),
  /** The partner's reason for a rejection. */
  reason: z.string().nullable(),
  sent_at: Timestamp.nullable(),
  decided_at: Timestamp.nullable(),
})
export type Verification = z.infer<typeof Verification>

const path = 'v2/companies/advance-payments/verification'

export const getVerification = defineEndpoint({
  method: 'GET',
  path,
  summary: "My company's advance-payment application (status none before it applies)",
  tags,
  access: carriers,
  response: dataOf(Verification),
})

export const saveVerification = defineEndpoint({
  method: 'POST',
  path,
  summary:
    "Starts or updates my company's application: the company kind and the signatory's passport (until it is sent)",
  tags,
  access: carriers,
  body: z.strictObject({ company_type: CompanyKind, passport: PassportInput }),
  response: dataOf(Verification),
})

/** Multipart text fields of an image upload, besides the `file` part. */
export const VerificationImageFields = z.strictObject({ type: UploadType })

export const uploadVerificationImage = defineEndpoint({
  method: 'POST',
  path: `${path}/upload`,
  summary:
    'An image of the application by type (multipart: type, file); JPEG or PNG by content, at most 5 MB; replaces the previous one of that type',
  tags,
  access: carriers,
  multipart: true,
  body: VerificationImageFields,
  response: dataOf(Verification),
})

export const deleteVerificationImage = defineEndpoint({
  method: 'DELETE',
  path: `${path}/upload`,
  summary: 'Removes the image of a type (until the application is sent)',
  tags,
  access: carriers,
  query: z.strictObject({ type: UploadType }),
  response: dataOf(Verification),
})

export const verificationFormUrl = defineEndpoint({
  method: 'GET',
  path: `${path}/make-url`,
  summary:
    "The link to the factoring partner's own form for the company kind (null when the partner is not configured)",
  tags,
  access: carriers,
  query: z.strictObject({ company_type: CompanyKind }),
  response: dataOf(z.object({ configured: z.boolean(), url: z.string().nullable() })),
})

export const sendVerificationLead = defineEndpoint({
  method: 'GET',
  path: `${path}/send-lid`,
  summary:
    'Hands the complete application to the factoring partner (once); 409 when something is missing or the partner is not configured',
  tags,
  access: carriers,
  errors: [409],
  response: dataOf(Verification),
})

export const checkVerificationStatus = defineEndpoint({
  method: 'GET',
  path: `${path}/check-request-payment-status`,
  summary: "Asks the partner for the sent application's decision and records it",
  tags,
  access: carriers,
  errors: [409],
  response: dataOf(Verification),
})

export const userPassport = defineEndpoint({
  method: 'GET',
  path: 'v2/user/passport',
  summary: 'My passport data for the power of attorney, masked (null when I have given none)',
  tags,
  access: 'user',
  response: dataOf(MaskedPassport.nullable()),
})

export const advanceTerms = defineEndpoint({
  method: 'GET',
  path: 'v2/advance-payments/terms',
  summary:
    'What a visitor is told about advances: whether the factoring partner is connected, and the share of a trip it pays',
  tags,
  access: 'public',
  response: dataOf(
    z.object({ configured: z.boolean(), percent: z.object({ min: z.number().int(), max: z.number().int() }) }),
  ),
})
