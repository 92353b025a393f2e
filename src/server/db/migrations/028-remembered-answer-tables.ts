/**
 * More signed-in answers are remembered per caller (modules/caller-answers.ts): the truck search and map, the
 * finance registry and the advance payments; and the fleet calendar shows each truck's file count. The tables those
 * answers read announce their writes on the change feed, as migrations 020 and 022 made the others do, so that every
 * instance forgets an answer another instance's write changed.
 */
import { type Kysely, sql } from 'kysely'

const newlyAnnounced = [
  'transport_files',
  'external_transports',
  'external_routes',
  'registry_marks',
  'advance_payments',
  'factoring_companies',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of newlyAnnounced) {
    await sql`
      create trigger ${sql.id(`${table}_announce_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function fx_announce_change()
    `.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of newlyAnnounced) {
    await sql`drop trigger if exists ${sql.id(`${table}_announce_change`)} on ${sql.table(table)}`.execute(db)
  }
}
