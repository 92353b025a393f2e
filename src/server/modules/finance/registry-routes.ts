/** The registry of delivered orders to pay: the list with its totals, the factoring company per row, "checked". */
import type { FastifyInstance } from 'fastify'
import { checkRegistries, listFactoringCompanies, listRegistries, updateRegistry } from '../../../core/contract/finance'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { callerAnswers, financeTables } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { toRegistryItem } from './answers'
import { factoringCompanies, listRegistryRows, registryRow, setChecked, setFactoring } from './registry-repository'

export function registerRegistryRoutes(app: FastifyInstance, { db }: AppContext) {
  const remembered = callerAnswers(db, listRegistries, financeTables)
  route(app, listRegistries, (ctx) =>
    remembered(ctx, async () => {
      const { rows, totals } = await listRegistryRows(db, ownCompanyId(ctx.me), ctx.query)
      return { data: rows.map((row) => toRegistryItem(row, ctx.lang)), meta: { size: totals.count, totals } }
    }),
  )

  route(app, updateRegistry, async ({ params, body, me, lang }) => {
    const company = ownCompanyId(me)
    await setFactoring(db, company, params.id, body.factoring_company_id)
    return { data: { data: toRegistryItem(await registryRow(db, company, params.id), lang) } }
  })

  route(app, checkRegistries, async ({ body, me }) => {
    const ids = await setChecked(db, ownCompanyId(me), body.ids, body.is_checked, me.id)
    return { data: { ids, is_checked: body.is_checked } }
  })

  route(app, listFactoringCompanies, async () => {
    const rows = await factoringCompanies(db)
    return { data: rows, meta: { size: rows.length } }
  })
}
