/** POST companies, GET companies?filter[inn], PUT companies/:id and PUT companies/:id/payment-info. */
import type { FastifyInstance } from 'fastify'
import { createCompany, findCompanies, updateCompany, updatePaymentInfo } from '../../../core/contract/companies'
import type { AppContext } from '../../http/context'
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId, requireOwnCompany } from './access'
import {
  findCompanyByInn,
  findCompanyRow,
  insertCompany,
  setPayment,
  toPublicCompany,
  updateCompanyRow,
} from './company-repository'

const innTaken = () => conflict('inn_taken', { inn: 'inn_taken' })

export function registerCompanyRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, createCompany, async ({ me, body }) => {
    const createdBy = ownCompanyId(me)
    if (await findCompanyByInn(db, body.inn)) throw innTaken()
    try {
      return { data: await insertCompany(db, body, createdBy) }
    } catch (error) {
      // Two managers adding the same INN at once: the unique index decides, the loser gets the same 409.
      if (isUniqueViolation(error, 'companies_inn_key')) throw innTaken()
      throw error
    }
  })

  route(app, findCompanies, async ({ query }) => {
    const row = await findCompanyByInn(db, query.filter.inn)
    const data = row ? [toPublicCompany(row)] : []
    return { data, meta: { size: data.length } }
  })

  route(app, updateCompany, async ({ me, params, body }) => {
    const own = ownCompanyId(me)
    const company = await findCompanyRow(db, params.id)
    if (!company) throw notFound()
    // Your own company, or a counterparty your company added (POST companies).
    if (company.id !== own && company.created_by_company_id !== own) throw forbidden()
    const data = await updateCompanyRow(db, company.id, body)
    return { data }
  })

  route(app, updatePaymentInfo, async ({ me, params, body }) => {
    const own = requireOwnCompany(me, params.id)
    const data = await setPayment(db, own, body)
    return { data }
  })
}
