/** Custom logic rules (CRUD) and their dry run. */
import type { FastifyInstance } from 'fastify'
import {
  createCustomLogic,
  deleteCustomLogic,
  dryRunCustomLogic,
  getCustomLogic,
  listCustomLogics,
  updateCustomLogic,
} from '../../../core/contract/integrations'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { integratorCompany } from './access'
import { deleteRule, dryRun, insertRule, rule, rules, updateRule } from './logic-repository'

export function registerLogicRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listCustomLogics, async ({ me, query }) => {
    const { rows, size } = await rules(db, integratorCompany(me), query.limit, query.offset)
    return { data: rows, meta: { size } }
  })
  route(app, createCustomLogic, async ({ me, body }) => {
    const companyId = integratorCompany(me)
    return { data: await rule(db, companyId, await insertRule(db, companyId, me.id, body)) }
  })
  route(app, getCustomLogic, async ({ me, params }) => ({ data: await rule(db, integratorCompany(me), params.id) }))
  route(app, updateCustomLogic, async ({ me, params, body }) => {
    const companyId = integratorCompany(me)
    await updateRule(db, companyId, params.id, body)
    return { data: await rule(db, companyId, params.id) }
  })
  route(app, deleteCustomLogic, async ({ me, params }) => {
    await deleteRule(db, integratorCompany(me), params.id)
    return { data: { ok: true as const } }
  })
  route(app, dryRunCustomLogic, async ({ me, body, lang }) => ({
    data: await dryRun(db, integratorCompany(me), body.rule, body.limit, lang),
  }))
}
