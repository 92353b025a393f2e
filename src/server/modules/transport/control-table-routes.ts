/**
 * `GET v2/transports/control-table` (control-table-repository): a carrier reads its own trucks' tasks; a shipper
 * or its logistician the tasks carrying the company's cargos. A company of both kinds reads as a carrier.
 */
import type { FastifyInstance } from 'fastify'
import { controlTable, fleetRoles } from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { companyOf } from './access'
import { controlTablePage } from './control-table-repository'

export function registerControlTableRoutes(app: FastifyInstance, { db }: AppContext) {
  const remembered = callerAnswers(db, controlTable)
  route(app, controlTable, (ctx) =>
    remembered(ctx, async () => {
      const { me, query, lang } = ctx
      const company = companyOf(me)
      const carrier = me.roles.some((role) => (fleetRoles as readonly string[]).includes(role))
      return controlTablePage(db, carrier ? { carrier: company } : { shipper: company }, query, lang)
    }),
  )
}
