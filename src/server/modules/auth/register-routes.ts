/**
 * Registration in two steps: the form is kept with a code sent to the e-mail; the code creates the account.
 * A new INN creates the company with the user as its administrator; the INN of a registered company makes the user
 * a pending employee of that company, to be approved by its administrator or manager (a counterparty some company
 * recorded with the INN is that company's private record and plays no part).
 */
import type { FastifyInstance } from 'fastify'
import { auth } from '../../../core/contract'
import type { AppContext } from '../../http/context'
import { badRequest, HttpError, invalidField, isUniqueViolation } from '../../http/errors'
import { route } from '../../http/route'
import { checkCode, type IssuedCode } from '../../services/codes'
import { assertPasswordAllowed, commonHashesWith } from '../../services/password-policy'
import { hashPassword } from '../../services/passwords'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import {
  createAccount,
  isEmailTaken,
  type RegistrationPayload,
  registeredCompanyByInn,
  resendRegistration,
  startRegistration,
} from './account-repository'
import { limits } from './rate-limits'

/** What registration and its resend answer: the request, when its code expires and when it may be sent again. */
const issuedAnswer = (issued: IssuedCode) => ({
  data: {
    request_id: issued.id,
    expires_at: issued.expiresAt.toISOString(),
    resend_after: issued.resendAfter.toISOString(),
  },
})

export function registerRoutes(app: FastifyInstance, { db, config }: AppContext) {
  /**
   * Whether an e-mail or phone is registered is never told here (sign-in and password reset do not tell it
   * either): a taken e-mail answers as a free one, and only its mailbox learns it (a note instead of a code). A
   * taken phone is told at the confirmation, to whoever proved the e-mail with its code.
   */
  route(
    app,
    auth.register,
    async ({ body, lang }) => {
      const company = await registeredCompanyByInn(db, body.company.inn)
      if (company && company.type !== body.company.type) throw invalidField('company.type', 'company_type_mismatch')
      if (!company && !body.company.name) throw invalidField('company.name', 'company_name_required')
      assertPasswordAllowed(body.password, body)
      const payload: RegistrationPayload = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        // hashed either way, so that the time taken does not tell a taken e-mail either
        password_hash: await hashPassword(body.password),
        language: body.language,
        timezone: body.timezone,
        company: body.company,
      }
      const emailTaken = await isEmailTaken(db, body.email)
      const issued = await startRegistration(db, payload, lang, { emailTaken, publicUrl: config.publicUrl })
      return issuedAnswer(issued)
    },
    limits.register,
  )

  route(
    app,
    auth.commonPasswordHashes,
    async ({ params }) => ({ data: commonHashesWith(params.prefix) }),
    limits.passwordList,
  )

  /** Only whether a company with the INN is on the exchange (companies are public); no e-mails or phones. */
  route(
    app,
    auth.registerCheck,
    async ({ body }) => ({ data: { company_exists: Boolean(await registeredCompanyByInn(db, body.inn)) } }),
    limits.check,
  )

  route(
    app,
    auth.registerConfirmation,
    async ({ body }) => {
      const checked = await checkCode(db, { id: body.request_id }, 'register', body.code)
      const form = checked.payload as unknown as RegistrationPayload
      // a request for a taken e-mail keeps no form (and its code was never sent)
      if (!form.email) throw new HttpError(404, 'request_unknown')
      try {
        const userId = await createAccount(db, checked.id, form)
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
      const issued = await resendRegistration(db, body.request_id, lang, config.publicUrl)
      return issuedAnswer(issued)
    },
    limits.resend,
  )
}
