/** Company rows as contract entities, and the reads and writes the company routes share with the account area. */
import { type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely'
import type { z } from 'zod'
import type { CompanyFields } from '../../../core/contract/account'
import type { Company, PaymentInfo, PublicCompany } from '../../../core/contract/entities'
import type { CompanyType } from '../../../core/contract/roles'
import type { CompaniesTable, DB } from '../../db/schema'
import { companyEntity } from '../../services/users'

export type CompanyRow = Selectable<CompaniesTable>

/** The full entity (payment details included): for the company's own users and the company that added it. */
export const toCompany: (row: CompanyRow) => Company = companyEntity

export function toPublicCompany(row: Pick<CompanyRow, 'id' | 'name' | 'inn' | 'kpp' | 'ogrn' | 'type'>): PublicCompany {
  return { id: row.id, name: row.name, inn: row.inn, kpp: row.kpp, ogrn: row.ogrn, type: row.type as CompanyType }
}

export const publicCompanyColumns = ['id', 'name', 'inn', 'kpp', 'ogrn', 'type'] as const

export function findCompanyRow(db: Kysely<DB>, id: number): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Companies a caller may see: those registered on the exchange (nobody's record) and the caller's own company's
 * private records. Another company's recorded counterparties are its contractor list: never shown, never usable.
 */
export function visibleTo<QB extends SelectQueryBuilder<DB, 'companies', object>>(
  query: QB,
  companyId: number | null,
): QB {
  return query.where((eb) =>
    companyId === null
      ? eb('companies.created_by_company_id', 'is', null)
      : eb.or([
          eb('companies.created_by_company_id', 'is', null),
          eb('companies.created_by_company_id', '=', companyId),
        ]),
  ) as QB
}

/** Only registered companies: what registration joins and what anonymous callers may see. */
export function registeredOnly<QB extends SelectQueryBuilder<DB, 'companies', object>>(query: QB): QB {
  return visibleTo(query, null)
}

/** The companies with the INN the caller may see: the registered one first, then the caller's own record. */
export function findVisibleCompaniesByInn(db: Kysely<DB>, inn: string, companyId: number | null) {
  return visibleTo(
    db
      .selectFrom('companies')
      .select([...publicCompanyColumns, 'created_by_company_id'])
      .where('inn', '=', inn),
    companyId,
  )
    .orderBy(sql`created_by_company_id is not null`)
    .orderBy('id')
    .execute()
}

export type CompanyChanges = Partial<z.output<typeof CompanyFields>>

/** A counterparty added by a company (POST companies), in one transaction. */
export async function insertCompany(
  db: Kysely<DB>,
  fields: Omit<Insertable<CompaniesTable>, 'payment' | 'created_by_company_id'>,
  createdBy: number,
): Promise<Company> {
  const row = await db.transaction().execute((trx) =>
    trx
      .insertInto('companies')
      .values({ ...fields, payment: null, created_by_company_id: createdBy })
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
  return toCompany(row)
}

/** Applies the given fields (absent ones stay as they are) in one transaction; answers the company as it now is. */
export async function updateCompanyRow(db: Kysely<DB>, id: number, changes: CompanyChanges): Promise<Company> {
  const row = await db.transaction().execute((trx) =>
    trx
      .updateTable('companies')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
  return toCompany(row)
}

export async function setPayment(db: Kysely<DB>, id: number, payment: PaymentInfo): Promise<Company> {
  const row = await db.transaction().execute((trx) =>
    trx
      .updateTable('companies')
      .set({ payment: JSON.stringify(payment), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
  return toCompany(row)
}
