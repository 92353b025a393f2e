/** A company's partners ("my carriers"): GET, POST and DELETE companies/:id/partners. */
import type { FastifyInstance } from 'fastify'
import { addPartner, listPartners, removePartner } from '../../../core/contract/companies'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { requireOwnCompany } from './access'
import { findVisibleCompaniesByInn, toPublicCompany } from './company-repository'
import { deletePartner, insertPartner, listCompanyPartners } from './partner-repository'

export function registerPartnerRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listPartners, async ({ me, params, query }) => {
    const own = requireOwnCompany(me, params.id)
    const { rows, size } = await listCompanyPartners(db, own, query)
    return { data: rows.map(toPublicCompany), meta: { size } }
  })

  route(app, addPartner, async ({ me, params, body }) => {
    const own = requireOwnCompany(me, params.id)
    // a registered company, or one of the caller's own recorded counterparties
    const [partner] = await findVisibleCompaniesByInn(db, body.inn, own)
    if (!partner) throw notFound('company_not_found')
    if (partner.id === own) throw invalidField('inn', 'partner_self')
    const inserted = await insertPartner(db, own, partner.id)
    if (!inserted) throw conflict('partner_exists', { inn: 'partner_exists' })
    return { data: toPublicCompany(partner) }
  })

  route(app, removePartner, async ({ me, params }) => {
    const own = requireOwnCompany(me, params.id)
    if (!(await deletePartner(db, own, params.partnerId))) throw notFound()
    return { data: { ok: true as const } }
  })
}
