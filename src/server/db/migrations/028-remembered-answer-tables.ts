/**
 * More signed-in answers are remembered per caller (modules/caller-answers.ts): the truck search and map, the
 * finance registry and the advance payments; and the fleet calendar shows each truck's file count. The tables those
 * answers read announce their writes on the change feed, as migrations 020 and 022 made the others do, so that every
 * instance forgets an answer another instance's write changed.
 */
import type { Kysely } from 'kysely'
import { announceWrites, stopAnnouncing } from './020-change-feed'

const newlyAnnounced = [
  'transport_files',
  'external_transports',
  'external_routes',
  'registry_marks',
  'advance_payments',
  'factoring_companies',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await announceWrites(db, newlyAnnounced)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await stopAnnouncing(db, newlyAnnounced)
}
