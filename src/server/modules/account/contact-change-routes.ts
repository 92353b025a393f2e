/**
 * E-mail and phone changes in two steps on one path: `{email}` / `{phone}` sends a code to the new address and
 * answers a request id; `{request_id, code}` applies the change. The code never appears in an answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { changeEmail, changePhone } from '../../../core/contract/account'
import type { AppContext } from '../../http/context'
import { type RouteOptions, route } from '../../http/route'
import { confirmContactChange, startContactChange } from './contact-change-repository'
import { emailKind, phoneKind } from './contact-kinds'

/** 5 a minute per user, counted apart for sending codes and for confirming them. */
function limit(name: string): RouteOptions {
  return {
    rateLimit: {
      max: 5,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const body = request.body as { request_id?: unknown } | undefined
        const step = body && typeof body === 'object' && 'request_id' in body ? 'confirm' : 'send'
        return `${name}:${step}:${request.currentUser?.id ?? request.ip}`
      },
    },
  }
}

export function registerContactChangeRoutes(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    changeEmail,
    async ({ me, body, lang }) =>
      'email' in body
        ? startContactChange(db, emailKind, me, body.email, lang)
        : confirmContactChange(db, emailKind, me, body.request_id, body.code, lang),
    limit('change-email'),
  )
  route(
    app,
    changePhone,
    async ({ me, body, lang }) =>
      'phone' in body
        ? startContactChange(db, phoneKind, me, body.phone, lang)
        : confirmContactChange(db, phoneKind, me, body.request_id, body.code, lang),
    limit('change-phone'),
  )
}
