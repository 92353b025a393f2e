/** GET me, POST profile/update and POST profile/company/update. */
import type { FastifyInstance } from 'fastify'
import { me, profileCompanyUpdate, profileUpdate } from '../../../core/contract/account'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { updateCompanyRow } from '../companies/company-repository'
import { requireUser, updateProfile } from './user-repository'

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, me, async ({ me: caller }) => ({ data: await requireUser(ctx.db, caller.id) }))

  route(app, profileUpdate, async ({ me: caller, body }) => {
    return { data: await updateProfile(ctx.db, caller.id, body) }
  })

  route(app, profileCompanyUpdate, async ({ me: caller, body }) => {
    const companyId = ownCompanyId(caller)
    const data = await updateCompanyRow(ctx.db, companyId, body)
    return { data }
  })
}
