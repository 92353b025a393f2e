/** Comments on the keeper's external trucks. */
import type { ExternalComment } from '../../../core/contract/external-carriers'
import type { Db } from './access'

export async function listComments(
  db: Db,
  keeper: number,
  transportId: number,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('external_comments as m')
    .where('m.owner_company_id', '=', keeper)
    .where('m.transport_id', '=', transportId)
  const [rows, size] = await Promise.all([
    base
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.transport_id', 'm.content', 'm.user_id', 'u.name as user_name', 'm.created_at'])
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map(toComment), size: Number(size.n) }
}

export function toComment(row: {
  id: number
  transport_id: number
  content: string
  user_id: number | null
  user_name: string | null
  created_at: Date
}): ExternalComment {
  return {
    id: row.id,
    transport_id: row.transport_id,
    content: row.content,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    created_at: row.created_at.toISOString(),
  }
}

export async function insertComment(db: Db, keeper: number, userId: number, transportId: number, content: string) {
  return db
    .insertInto('external_comments')
    .values({ owner_company_id: keeper, transport_id: transportId, user_id: userId, content })
    .returning(['id', 'transport_id', 'content', 'user_id', 'created_at'])
    .executeTakeFirstOrThrow()
}
