/**
 * The change feed (see db/change-feed.ts): statement triggers on the tables that cached answers are read from
 * notify `fx_changes` with the table's name. PostgreSQL delivers the notice to every listening instance when the
 * writing transaction commits (and only then; a rolled-back write notifies nobody), and folds repeats within one
 * transaction into one. A token's `last_used_at` (written every few minutes by reads) and new tokens notify nothing.
 */
import { type Kysely, sql } from 'kysely'

/** Tables whose every write is announced. */
export const announcedTables = ['users', 'companies', 'dictionary_items', 'places', 'cargos'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function fx_announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('fx_changes', tg_table_name);
      return null;
    end $$
  `.execute(db)
  await announceWrites(db, announcedTables)
  await sql`
    create trigger access_tokens_announce_change
    after update of revoked_at, expires_at, user_id, token_hash or delete or truncate on access_tokens
    for each statement execute function fx_announce_change()
  `.execute(db)
}

/** Makes each table announce its every write (later migrations add tables the same way). */
export async function announceWrites(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`
      create trigger ${sql.id(`${table}_announce_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function fx_announce_change()
    `.execute(db)
  }
}

/** Undoes `announceWrites`. */
export async function stopAnnouncing(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`drop trigger if exists ${sql.id(`${table}_announce_change`)} on ${sql.table(table)}`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await stopAnnouncing(db, [...announcedTables, 'access_tokens'])
  await sql`drop function if exists fx_announce_change()`.execute(db)
}
