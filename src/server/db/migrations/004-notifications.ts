/**
 * Notifications: one row per recipient. The title and body are message keys of the server's notification
 * catalogue (modules/notifications/messages.ts) with their parameters, rendered in the request language when read.
 * `(user_id, read_at, id desc)` serves the unread counts (`read_at is null`) and the unread list; `(user_id, id
 * desc)` serves the whole list, newest first.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      type text not null check (type in ('cargo_response', 'security_decision', 'contract', 'transport', 'system')),
      title_key text not null,
      body_key text,
      params jsonb not null default '{}',
      link text check (link is null or (link like '/%' and link not like '//%')),
      is_transport boolean not null default false,
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_user_read on notifications (user_id, read_at, id desc);
    create index notifications_user_id on notifications (user_id, id desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists notifications`.execute(db)
}
