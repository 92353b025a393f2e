/**
 * An order's tracking, the on-way list's tracking figures and a carrier's advance-payment application are remembered
 * per caller too (modules/caller-answers.ts): their pages ask again every few seconds while open. The tables those
 * answers read announce their writes on the change feed, as migrations 020, 022 and 028 made the others do, so that
 * a position or an application written through any instance forgets them everywhere.
 */
import type { Kysely } from 'kysely'
import { announceWrites, stopAnnouncing } from './020-change-feed'

const newlyAnnounced = [
  'order_tracking',
  'order_positions',
  'tracking_links',
  'advance_verifications',
  'advance_verification_files',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await announceWrites(db, newlyAnnounced)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await stopAnnouncing(db, newlyAnnounced)
}
