/** Contact relations' SQL: a partner's contact -> the staff member who handles its orders. */
import { type Kysely, sql } from 'kysely'
import type { ContactRelation } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import { HttpError, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { ownPartner } from './import-repository'

type Db = Kysely<DB>

export const contactKey = (contact: string) => contact.toLocaleLowerCase('ru').trim()

function relationRows(db: Db) {
  return db
    .selectFrom('contact_relations as r')
    .innerJoin('integration_partners as p', 'p.id', 'r.partner_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.partner_id',
      'p.name as partner_name',
      'r.contact',
      'r.user_id',
      'u.name as user_name',
      'r.created_at',
      sql<number>`(select count(*)::int from import_orders o where o.relation_id = r.id)`.as('orders_count'),
    ])
}

type Row = Awaited<ReturnType<ReturnType<typeof relationRows>['executeTakeFirstOrThrow']>>

const answer = (row: Row): ContactRelation => ({
  id: row.id,
  partner: { id: row.partner_id, name: row.partner_name },
  contact: row.contact,
  user: { id: row.user_id, name: row.user_name },
  orders_count: Number(row.orders_count),
  created_at: new Date(row.created_at).toISOString(),
})

export async function relations(db: Db, companyId: number, limit: number, offset: number) {
  const rows = await relationRows(db)
    .where('r.company_id', '=', companyId)
    .orderBy('p.name')
    .orderBy('r.contact')
    .limit(limit)
    .offset(offset)
    .execute()
  const size = await db
    .selectFrom('contact_relations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return { rows: rows.map(answer), size: Number(size.n) }
}

export async function relation(db: Db, companyId: number, id: number): Promise<ContactRelation> {
  const row = await relationRows(db).where('r.id', '=', id).where('r.company_id', '=', companyId).executeTakeFirst()
  if (!row) throw notFound()
  return answer(row)
}

/** The staff member must be an active, real user of the company. */
export async function checkStaff(db: Db, companyId: number, userId: number, field: string) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('status', '=', 'active')
    .where('is_system', '=', false)
    .executeTakeFirst()
  if (!user) throw invalidField(field, 'integration_user_unknown')
}

interface RelationInput {
  partner_id: number
  contact: string
  user_id: number
}

async function check(db: Db, companyId: number, input: RelationInput) {
  if (!(await ownPartner(db, companyId, input.partner_id))) throw invalidField('partner_id', 'import_partner_unknown')
  await checkStaff(db, companyId, input.user_id, 'user_id')
}

const taken = (error: unknown) => {
  if (isUniqueViolation(error, 'contact_relations_key'))
    return new HttpError(409, 'contact_relation_exists', {}, { contact: 'contact_relation_exists' })
  return error
}

export async function insertRelation(db: Db, companyId: number, input: RelationInput): Promise<number> {
  await check(db, companyId, input)
  try {
    const row = await db
      .insertInto('contact_relations')
      .values({ company_id: companyId, ...input, contact_key: contactKey(input.contact) })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    throw taken(error)
  }
}

export async function updateRelation(db: Db, companyId: number, id: number, input: RelationInput) {
  await relation(db, companyId, id)
  await check(db, companyId, input)
  try {
    await db
      .updateTable('contact_relations')
      .set({ ...input, contact_key: contactKey(input.contact) })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .execute()
  } catch (error) {
    throw taken(error)
  }
}

export async function deleteRelation(db: Db, companyId: number, id: number) {
  const gone = await db
    .deleteFrom('contact_relations')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (Number(gone.numDeletedRows) === 0) throw notFound()
}
