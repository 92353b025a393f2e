/**
 * The outbox worker claims messages for a short lease and delivers them outside any transaction: a slow SMTP
 * server or an unreachable Telegram API must never hold a database connection (on PGlite, the only one) or row
 * locks while it waits. A claim that is not settled (the instance died) expires and the message is tried again.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox add column locked_until timestamptz`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop column if exists locked_until`.execute(db)
}
