/** POST companies, GET companies?filter[inn], PUT companies/:id and PUT companies/:id/payment-info. */
import type { FastifyInstance } from 'fastify'
import { createCompany, findCompanies, updateCompany, updatePaymentInfo } from '../../../core/contract/companies'
import type { AppContext } from '../../http/context'
import { conflict, forbidden, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId, requireOwnCompany } from './access'
import {
  findCompanyRow,
  findVisibleCompaniesByInn,
  insertCompany,
  setPayment,
  toPublicCompany,
  updateCompanyRow,
} from './company-repository'

const innTaken = () => conflict('inn_taken', { inn: 'inn_taken' })
const innRecorded = () => conflict('inn_recorded', { inn: 'inn_recorded' })

export function registerCompanyRoutes(app: FastifyInstance, { db }: AppContext) {
  /**
   * A counterparty is the caller's private record (a contractor list, as on ATI): it is not the real company,
   * which registers with the same INN as if the record did not exist, and other companies never see it. A company
   * registered on the exchange is not recorded again (add it as a partner); nor is an INN already on the list.
   */
  route(app, createCompany, async ({ me, body }) => {
    const createdBy = ownCompanyId(me)
    const known = await findVisibleCompaniesByInn(db, body.inn, createdBy)
    if (known.length > 0) throw known.some((row) => row.created_by_company_id !== null) ? innRecorded() : innTaken()
    try {
      return { data: await insertCompany(db, body, createdBy) }
    } catch (error) {
      // Two managers adding the same INN at once: the unique index decides, the loser gets the same 409.
      if (isUniqueViolation(error, 'companies_recorded_inn')) throw innRecorded()
      throw error
    }
  })

  route(app, findCompanies, async ({ me, query }) => {
    const rows = await findVisibleCompaniesByInn(db, query.filter.inn, me.companyId)
    const data = rows.map(toPublicCompany)
    return { data, meta: { size: data.length } }
  })

  route(app, updateCompany, async ({ me, params, body }) => {
    const own = ownCompanyId(me)
    const company = await findCompanyRow(db, params.id)
    // another company's private record is not there for the caller at all
    if (!company || (company.created_by_company_id !== null && company.created_by_company_id !== own)) throw notFound()
    // Your own company, or a counterparty your company recorded (POST companies): never a registered company
    // that someone else's record happened to name.
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
