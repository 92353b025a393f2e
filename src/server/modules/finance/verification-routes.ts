/** The advance-payment check: the carrier's application, its images, the partner's form, lead and decision. */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import {
  ADVANCE_PERCENT,
  advanceTerms,
  type CompanyKind,
  checkVerificationStatus,
  deleteVerificationImage,
  getVerification,
  saveVerification,
  sendVerificationLead,
  uploadVerificationImage,
  userPassport,
  type Verification,
  VerificationImageFields,
  type VerificationUpload,
  verificationFormUrl,
} from '../../../core/contract/finance'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { HttpError } from '../../http/errors'
import { route } from '../../http/route'
import { callerAnswers, verificationTables } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { parseFields, readUpload } from '../transport/file-routes'
import { type FactoringPartner, factoringPartnerFrom } from './factoring-partner'
import { dataKeyOf, decryptPassport, encryptPassport, maskPassport } from './passport-crypto'
import {
  deleteImage,
  findVerification,
  markDecision,
  markSent,
  missingOf,
  readImage,
  savePassport,
  storeImage,
  verificationFiles,
} from './verification-repository'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

async function answer(
  db: Kysely<DB>,
  companyId: number,
  key: Buffer | null,
  partner: FactoringPartner | null,
): Promise<Verification> {
  const row = await findVerification(db, companyId)
  const files = row ? await verificationFiles(db, row.id) : []
  const passport = decryptPassport(key, row?.passport_enc ?? null)
  return {
    status: row ? (row.status as Verification['status']) : 'none',
    company_type: (row?.company_type as CompanyKind | null) ?? null,
    passport: passport ? maskPassport(passport) : null,
    uploads: files.map((f) => ({
      type: f.type as z.infer<typeof VerificationUpload>['type'],
      name: f.name,
      mime: f.mime as z.infer<typeof VerificationUpload>['mime'],
      size: f.size,
      created_at: iso(f.created_at)!,
    })),
    missing: row?.status === 'approved' ? [] : missingOf(row, files),
    partner: {
      configured: partner !== null,
      request_id: row?.partner_request_id ?? null,
      checked_at: iso(row?.partner_checked_at ?? null),
    },
    reason: row?.reason ?? null,
    sent_at: iso(row?.sent_at ?? null),
    decided_at: iso(row?.decided_at ?? null),
  }
}

export function registerVerificationRoutes(
  app: FastifyInstance,
  { db, config }: AppContext,
  partner: FactoringPartner | null = factoringPartnerFrom(config),
) {
  const key = dataKeyOf(config)
  const notConfigured = () => new HttpError(409, 'factoring_not_configured')

  route(app, advanceTerms, async () => ({
    data: { configured: partner !== null, percent: { min: ADVANCE_PERCENT.min, max: ADVANCE_PERCENT.max } },
  }))

  // opened with the advance-payment page each time; the answer stands until the application or its images are written
  const remembered = callerAnswers(db, getVerification, verificationTables)
  route(app, getVerification, (ctx) =>
    remembered(ctx, async () => ({ data: await answer(db, ownCompanyId(ctx.me), key, partner) })),
  )

  route(app, saveVerification, async ({ body, me }) => {
    const companyId = ownCompanyId(me)
    await savePassport(db, companyId, me.id, body.company_type, encryptPassport(key, body.passport))
    return { data: await answer(db, companyId, key, partner) }
  })

  route(app, uploadVerificationImage, async ({ me, request }) => {
    const companyId = ownCompanyId(me)
    const upload = await readUpload(request, Math.min(config.uploadMaxBytes, 5 * 1024 * 1024))
    const fields = parseFields(VerificationImageFields, upload.fields)
    await storeImage(db, config, { companyId, userId: me.id }, fields.type, upload.file)
    return { data: await answer(db, companyId, key, partner) }
  })

  route(app, deleteVerificationImage, async ({ query, me }) => {
    const companyId = ownCompanyId(me)
    await deleteImage(db, config.uploadsDir, companyId, me.id, query.type)
    return { data: await answer(db, companyId, key, partner) }
  })

  route(app, verificationFormUrl, async ({ query, me }) => {
    if (!partner) return { data: { configured: false, url: null } }
    const company = await db
      .selectFrom('companies')
      .select('inn')
      .where('id', '=', ownCompanyId(me))
      .executeTakeFirstOrThrow()
    return { data: { configured: true, url: partner.formUrl(query.company_type, company) } }
  })

  route(app, sendVerificationLead, async ({ me }) => {
    const companyId = ownCompanyId(me)
    if (!partner) throw notConfigured()
    const row = await findVerification(db, companyId)
    if (row && row.status !== 'draft' && row.status !== 'rejected') throw new HttpError(409, 'verification_sent')
    const files = row ? await verificationFiles(db, row.id) : []
    if (row?.status !== 'draft' || missingOf(row, files).length > 0) throw new HttpError(409, 'verification_incomplete')
    const company = await db
      .selectFrom('companies')
      .select(['inn', 'name'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow()
    const images = await Promise.all(
      files.map(async (f) => ({
        type: f.type,
        mime: f.mime,
        bytes: await readImage(config.uploadsDir, f.storage_name),
      })),
    )
    const { requestId } = await partner.sendLead({
      company: { inn: company.inn, name: company.name, kind: row.company_type as CompanyKind },
      contact: { name: me.name, email: me.email },
      images,
    })
    await markSent(db, row.id, requestId)
    return { data: await answer(db, companyId, key, partner) }
  })

  route(app, checkVerificationStatus, async ({ me }) => {
    const companyId = ownCompanyId(me)
    if (!partner) throw notConfigured()
    const row = await findVerification(db, companyId)
    if (row?.status === 'sent' && row.partner_request_id)
      await markDecision(db, row.id, await partner.decision(row.partner_request_id))
    else if (!row || row.status === 'draft') throw new HttpError(409, 'verification_not_sent')
    return { data: await answer(db, companyId, key, partner) }
  })

  route(app, userPassport, async ({ me }) => {
    const row = await db
      .selectFrom('advance_verifications')
      .select('passport_enc')
      .where('passport_user_id', '=', me.id)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst()
    const passport = decryptPassport(key, row?.passport_enc ?? null)
    return { data: passport ? maskPassport(passport) : null }
  })
}
