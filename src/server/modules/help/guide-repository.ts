/** The guided tours' SQL: the tours a user's roles see, with where the user stopped, and storing a step. */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../db/schema'

export type GuideRow = Awaited<ReturnType<typeof guidesOf>>[number]

/** Tours for these roles (a tour without roles is everyone's), in their order, with the user's progress. */
export function guidesOf(db: Kysely<DB>, userId: number, roles: readonly string[], guideId?: number) {
  let query = db
    .selectFrom('help_guides as g')
    .leftJoin('help_guide_progress as p', (join) => join.onRef('p.guide_id', '=', 'g.id').on('p.user_id', '=', userId))
    .select([
      'g.id',
      'g.code',
      'g.route',
      'g.title_ru',
      'g.title_en',
      'g.description_ru',
      'g.description_en',
      'g.steps',
      'p.step',
      'p.status',
      'p.updated_at',
    ])
    .where((eb) =>
      eb.or([
        eb(sql<number>`cardinality(g.roles)`, '=', 0),
        eb('g.roles', '&&', sql<string[]>`${sql.val([...roles])}::text[]`),
      ]),
    )
    .orderBy('g.sort')
    .orderBy('g.id')
  if (guideId !== undefined) query = query.where('g.id', '=', guideId)
  return query.execute()
}

export async function storeStep(
  db: Kysely<DB>,
  userId: number,
  guideId: number,
  step: number,
  status: 'started' | 'finished',
): Promise<void> {
  await db
    .insertInto('help_guide_progress')
    .values({ user_id: userId, guide_id: guideId, step, status, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'guide_id']).doUpdateSet({ step, status, updated_at: new Date() }))
    .execute()
}
