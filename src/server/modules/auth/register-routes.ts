/**
 * Registration in two steps: the form is kept with a code sent to the e-mail; the code creates the account.
 * A new INN creates the company with the user as its administrator; a known INN makes the user a pending
 * employee of that company, to be approved by its administrator or manager.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { auth } from '../../../core/contract'
import { baseRoleOf, type CompanyType } from '../../../core/contract/roles'
import type { DB } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { badRequest, HttpError, invalidField, isUniqueViolation } from '../../http/errors'
import { translate } from '../../http/messages'
import { route } from '../../http/route'
import { checkCode, consumeCode, issueCode, reissueCode } from '../../services/codes'
import { enqueue } from '../../services/outbox'
import { hashPassword } from '../../services/passwords'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { limits } from './rate-limits'

interface RegistrationPayload {
  name: string
  email: string
  phone: string
  password_hash: string
  language: 'ru' | 'en'
  timezone: string
  company: { inn: string; name?: string; type: CompanyType }
}

async function assertContactsFree(db: Kysely<DB>, email: string, phone: string) {
  const taken = await db
    .selectFrom('users')
    .select(['email', 'phone'])
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .execute()
  const fields: Record<string, 'email_taken' | 'phone_taken'> = {}
  if (taken.some((u) => u.email === email)) fields.email = 'email_taken'
  if (taken.some((u) => u.phone === phone)) fields.phone = 'phone_taken'
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'validation_failed', {}, fields)
}

async function sendRegistrationCode(db: Kysely<DB>, email: string, code: string, lang: 'ru' | 'en') {
  await enqueue(db, {
    channel: 'email',
    recipient: email,
    subject: translate(lang, 'mail_registration_subject'),
    body: translate(lang, 'mail_registration_body', { code }),
  })
}

export function registerRoutes(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    auth.register,
    async ({ body, lang }) => {
      await assertContactsFree(db, body.email, body.phone)
      const company = await db
        .selectFrom('companies')
        .select(['id', 'type'])
        .where('inn', '=', body.company.inn)
        .executeTakeFirst()
      if (company && company.type !== body.company.type) throw invalidField('company.type', 'company_type_mismatch')
      if (!company && !body.company.name) throw invalidField('company.name', 'company_name_required')
      const payload: RegistrationPayload = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        language: body.language,
        timezone: body.timezone,
        company: body.company,
      }
      const issued = await db.transaction().execute(async (trx) => {
        const code = await issueCode(trx, { purpose: 'register', target: body.email, payload: { ...payload } })
        await sendRegistrationCode(trx, body.email, code.code, lang)
        return code
      })
      return {
        data: {
          request_id: issued.id,
          expires_at: issued.expiresAt.toISOString(),
          resend_after: issued.resendAfter.toISOString(),
        },
      }
    },
    limits.register,
  )

  route(
    app,
    auth.registerCheck,
    async ({ body }) => {
      const [email, phone, company] = await Promise.all([
        body.email ? db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst() : null,
        body.phone ? db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst() : null,
        body.inn ? db.selectFrom('companies').select('id').where('inn', '=', body.inn).executeTakeFirst() : null,
      ])
      return {
        data: {
          email_available: body.email ? !email : null,
          phone_available: body.phone ? !phone : null,
          company_exists: body.inn ? Boolean(company) : null,
        },
      }
    },
    limits.check,
  )

  route(
    app,
    auth.registerConfirmation,
    async ({ body }) => {
      const checked = await checkCode(db, { id: body.request_id }, 'register', body.code)
      const form = checked.payload as unknown as RegistrationPayload
      try {
        const userId = await db.transaction().execute(async (trx) => {
          if (!(await consumeCode(trx, checked.id))) throw new HttpError(404, 'request_unknown')
          await assertContactsFree(trx, form.email, form.phone)
          const baseRole = baseRoleOf(form.company.type)
          const existing = await trx
            .selectFrom('companies')
            .select('id')
            .where('inn', '=', form.company.inn)
            .executeTakeFirst()
          const companyId =
            existing?.id ??
            (
              await trx
                .insertInto('companies')
                .values({
                  name: form.company.name ?? form.company.inn,
                  inn: form.company.inn,
                  type: form.company.type,
                  payment: null,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id
          const user = await trx
            .insertInto('users')
            .values({
              company_id: companyId,
              email: form.email,
              phone: form.phone,
              name: form.name,
              password_hash: form.password_hash,
              roles: [...(baseRole ? [baseRole] : []), existing ? 'employee' : 'admin'],
              status: existing ? 'pending' : 'active',
              timezone: form.timezone,
              language: form.language,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          return user.id
        })
        const user = await loadUser(db, userId)
        if (!user) throw new HttpError(500, 'server_error')
        const token = user.status === 'active' ? await issueToken(db, userId) : null
        return { data: { token, user } }
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw invalidField('email', 'email_taken')
        if (isUniqueViolation(error, 'users_phone_key')) throw invalidField('phone', 'phone_taken')
        if (isUniqueViolation(error)) throw badRequest('validation_failed')
        throw error
      }
    },
    limits.code,
  )

  route(
    app,
    auth.registerResend,
    async ({ body, lang }) => {
      const issued = await db.transaction().execute(async (trx) => {
        const code = await reissueCode(trx, body.request_id, 'register')
        const row = await trx
          .selectFrom('verification_codes')
          .select('target')
          .where('id', '=', body.request_id)
          .executeTakeFirstOrThrow()
        await sendRegistrationCode(trx, row.target, code.code, lang)
        return code
      })
      return {
        data: {
          request_id: issued.id,
          expires_at: issued.expiresAt.toISOString(),
          resend_after: issued.resendAfter.toISOString(),
        },
      }
    },
    limits.resend,
  )
}
