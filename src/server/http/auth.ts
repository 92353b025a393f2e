/**
 * Who is calling: the bearer token is looked up once per request; the route helper then checks the endpoint's
 * declared access against it. An unknown or expired token on a public route is simply anonymous.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Role } from '../../core/contract/roles'
import type { DB } from '../db/schema'
import { findTokenOwner } from '../services/tokens'

export interface CurrentUser {
  id: number
  tokenId: number
  companyId: number | null
  roles: Role[]
  status: string
  email: string
  name: string
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null
    /** A bearer token was sent but is not valid (revoked, expired, unknown). */
    badToken: boolean
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** Looks the token up and sets `request.currentUser`, or marks the token bad. */
export async function authenticate(request: FastifyRequest, db: Kysely<DB>, token: string): Promise<void> {
  const owner = await findTokenOwner(db, token)
  if (owner?.status !== 'active') {
    request.badToken = true
    return
  }
  request.currentUser = {
    id: owner.id,
    tokenId: owner.tokenId,
    companyId: owner.company_id,
    roles: owner.roles as Role[],
    status: owner.status,
    email: owner.email,
    name: owner.name,
  }
}

export function registerAuth(app: FastifyInstance, db: Kysely<DB>) {
  app.decorateRequest('currentUser', null)
  app.decorateRequest('badToken', false)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const token = bearerToken(request)
    if (token) await authenticate(request, db, token)
  })
}
