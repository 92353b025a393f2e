/** The keeper's feedback about carriers (external or registered), and the carriers it may write about. */
import type { CarrierFeedback } from '../../../core/contract/external-carriers'
import type { Db } from './access'

export function toFeedback(row: {
  id: number
  company_id: number
  rating: number
  content: string
  user_id: number | null
  user_name: string | null
  created_at: Date
}): CarrierFeedback {
  return {
    id: row.id,
    company_id: row.company_id,
    rating: Number(row.rating),
    content: row.content,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    created_at: row.created_at.toISOString(),
  }
}

export async function insertFeedback(
  db: Db,
  keeper: number,
  userId: number,
  input: { company_id: number; rating: number; content: string },
) {
  return db
    .insertInto('carrier_feedback')
    .values({ owner_company_id: keeper, user_id: userId, ...input })
    .returning(['id', 'company_id', 'rating', 'content', 'user_id', 'created_at'])
    .executeTakeFirstOrThrow()
}

export async function listFeedback(db: Db, keeper: number, companyId: number, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('carrier_feedback as f')
    .where('f.owner_company_id', '=', keeper)
    .where('f.company_id', '=', companyId)
  const [rows, size] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .select(['f.id', 'f.company_id', 'f.rating', 'f.content', 'f.user_id', 'u.name as user_name', 'f.created_at'])
      .orderBy('f.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(toFeedback), size: Number(size.n) }
}

/** Carriers by name for the feedback form: the keeper's external carriers and the exchange's carriers. */
export async function suggestCarriers(db: Db, keeper: number, query: string) {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name', 'inn', 'type'])
    .where((eb) =>
      eb.or([
        eb.and([eb('type', '=', 'external_carrier'), eb('created_by_company_id', '=', keeper)]),
        eb.and([eb('type', 'in', ['carrier', 'expeditor']), eb('id', '<>', keeper)]),
      ]),
    )
    .where((eb) => eb(eb.fn('lower', ['name']), 'like', `%${query.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`))
    .orderBy('name')
    .limit(10)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    inn: row.inn,
    kind: row.type === 'external_carrier' ? ('external' as const) : ('registered' as const),
  }))
}
