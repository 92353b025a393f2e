/** A company's partners ("my carriers"): the page of them, adding one and removing one. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { publicCompanyColumns } from './company-repository'

/** The company's partners by name, one page, and how many there are. */
export async function listCompanyPartners(db: Kysely<DB>, companyId: number, page: { limit: number; offset: number }) {
  const partners = db
    .selectFrom('company_partners')
    .innerJoin('companies', 'companies.id', 'company_partners.partner_id')
    .where('company_partners.company_id', '=', companyId)
  const [rows, total] = await Promise.all([
    partners
      .select(publicCompanyColumns.map((column) => `companies.${column}` as const))
      .orderBy('companies.name')
      .orderBy('companies.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    partners.select((eb) => eb.fn.countAll<number>().as('size')).executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(total.size) }
}

/** False when the company is a partner already: the primary key settles two adds at once. */
export async function insertPartner(db: Kysely<DB>, companyId: number, partnerId: number): Promise<boolean> {
  const inserted = await db.transaction().execute((trx) =>
    trx
      .insertInto('company_partners')
      .values({ company_id: companyId, partner_id: partnerId })
      .onConflict((oc) => oc.columns(['company_id', 'partner_id']).doNothing())
      .returning('partner_id')
      .executeTakeFirst(),
  )
  return Boolean(inserted)
}

/** False when the company was not a partner. */
export async function deletePartner(db: Kysely<DB>, companyId: number, partnerId: number): Promise<boolean> {
  const removed = await db
    .transaction()
    .execute((trx) =>
      trx
        .deleteFrom('company_partners')
        .where('company_id', '=', companyId)
        .where('partner_id', '=', partnerId)
        .executeTakeFirst(),
    )
  return Number(removed.numDeletedRows) > 0
}
