/** A company's partners ("my carriers"): GET, POST and DELETE companies/:id/partners. */
import type { FastifyInstance } from 'fastify'
import { addPartner, listPartners, removePartner } from '../../../core/contract/companies'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { requireOwnCompany } from './access'
import { findCompanyByInn, publicCompanyColumns, toPublicCompany } from './company-repository'

export function registerPartnerRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listPartners, async ({ me, params, query }) => {
    const own = requireOwnCompany(me, params.id)
    const partners = db
      .selectFrom('company_partners')
      .innerJoin('companies', 'companies.id', 'company_partners.partner_id')
      .where('company_partners.company_id', '=', own)
    const [rows, total] = await Promise.all([
      partners
        .select(publicCompanyColumns.map((column) => `companies.${column}` as const))
        .orderBy('companies.name')
        .orderBy('companies.id')
        .limit(query.limit)
        .offset(query.offset)
        .execute(),
      partners.select((eb) => eb.fn.countAll<number>().as('size')).executeTakeFirstOrThrow(),
    ])
    return { data: rows.map(toPublicCompany), meta: { size: Number(total.size) } }
  })

  route(app, addPartner, async ({ me, params, body }) => {
    const own = requireOwnCompany(me, params.id)
    const partner = await findCompanyByInn(db, body.inn)
    if (!partner) throw notFound('company_not_found')
    if (partner.id === own) throw invalidField('inn', 'partner_self')
    // The primary key settles two adds at once: the second inserts nothing and gets the same 409.
    const inserted = await db.transaction().execute((trx) =>
      trx
        .insertInto('company_partners')
        .values({ company_id: own, partner_id: partner.id })
        .onConflict((oc) => oc.columns(['company_id', 'partner_id']).doNothing())
        .returning('partner_id')
        .executeTakeFirst(),
    )
    if (!inserted) throw conflict('partner_exists', { inn: 'partner_exists' })
    return { data: toPublicCompany(partner) }
  })

  route(app, removePartner, async ({ me, params }) => {
    const own = requireOwnCompany(me, params.id)
    const removed = await db
      .transaction()
      .execute((trx) =>
        trx
          .deleteFrom('company_partners')
          .where('company_id', '=', own)
          .where('partner_id', '=', params.partnerId)
          .executeTakeFirst(),
      )
    if (Number(removed.numDeletedRows) === 0) throw notFound()
    return { data: { ok: true as const } }
  })
}
