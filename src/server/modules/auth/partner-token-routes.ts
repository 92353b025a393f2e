/**
 * Partner sign-in, server to server (docs/embedding.md): the partner's backend sends its key
 * and a login, and gets a token of that user when the user is an active member of the partner's company.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { auth } from '../../../core/contract'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { issueToken } from '../../services/tokens'
import { loadUser } from '../../services/users'
import { partnerByKey } from './partner-keys'
import { findPartnerUser } from './partner-token-repository'

/** Per partner (as named in the body) and address: a backend guessing keys or logins is slowed down. */
const byPartner = (request: FastifyRequest) => {
  const partner = (request.body as { partner?: unknown } | undefined)?.partner
  return `${request.ip}|${typeof partner === 'string' ? partner.trim().toLowerCase() : ''}`
}
export const partnerTokenLimit = { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: byPartner } }

export function partnerTokenRoutes(app: FastifyInstance, { db, config, partners }: AppContext) {
  route(
    app,
    auth.partnerToken,
    async ({ body }) => {
      const partner = partnerByKey(partners, config.partnerKeys, body.partner, body.key)
      if (!partner) throw new HttpError(401, 'partner_key_invalid')
      // a partner without a company signs nobody in; a user elsewhere, pending or removed reads as unknown
      const row = partner.companyInn ? await findPartnerUser(db, partner.companyInn, body.login) : null
      if (!row) throw invalidField('login', 'partner_user_unknown')
      const user = await loadUser(db, row.id)
      if (!user) throw new HttpError(500, 'server_error')
      return { data: { token: await issueToken(db, row.id), user } }
    },
    partnerTokenLimit,
  )
}
