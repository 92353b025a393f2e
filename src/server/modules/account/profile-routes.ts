/** GET me, POST profile/update and POST profile/company/update. */
import type { FastifyInstance } from 'fastify'
import { me, profileCompanyUpdate, profileUpdate } from '../../../core/contract/account'
import { sharedCache } from '../../db/change-feed'
import type { AppContext } from '../../http/context'
import type { PreparedAnswer } from '../../http/prepared-answer'
import { prepareAnswer, route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { updateCompanyRow } from '../companies/company-repository'
import { requireUser, updateProfile } from './user-repository'

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  // Asked on every page view: each instance keeps the answer, serialized, until users or companies are written
  // (by any instance, see db/change-feed.ts); the browser revalidates it by its ETag.
  const answers = sharedCache<PreparedAnswer>(ctx.db, 'me', {
    tables: ['users', 'companies'],
    max: 10_000,
    ttlMs: 60_000,
  })
  route(app, me, async ({ me: caller, reply }) => {
    reply.header('cache-control', 'private, no-cache')
    const load = async () => prepareAnswer(me, { data: await requireUser(ctx.db, caller.id) })
    return answers ? answers.get(String(caller.id), load) : load()
  })

  route(app, profileUpdate, async ({ me: caller, body }) => {
    return { data: await updateProfile(ctx.db, caller.id, body) }
  })

  route(app, profileCompanyUpdate, async ({ me: caller, body }) => {
    const companyId = ownCompanyId(caller)
    const data = await updateCompanyRow(ctx.db, companyId, body)
    return { data }
  })
}
