/** GET me, POST profile/update and POST profile/company/update. */
import type { FastifyInstance } from 'fastify'
import { me, profileCompanyUpdate, profileUpdate } from '../../../core/contract/account'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { updateCompanyRow } from '../companies/company-repository'
import { requireUser } from './user-repository'

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, me, async ({ me: caller }) => ({ data: await requireUser(ctx.db, caller.id) }))

  route(app, profileUpdate, async ({ me: caller, body }) => {
    const data = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...body, updated_at: new Date() })
        .where('id', '=', caller.id)
        .execute()
      return requireUser(trx, caller.id)
    })
    return { data }
  })

  route(app, profileCompanyUpdate, async ({ me: caller, body }) => {
    const companyId = ownCompanyId(caller)
    const data = await ctx.db.transaction().execute((trx) => updateCompanyRow(trx, companyId, body))
    return { data }
  })
}
