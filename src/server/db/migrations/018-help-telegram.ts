/**
 * Help, news and Telegram: the guided tours and each user's place in them, release notes and who read
 * them, Telegram verifications (a deep link's payload, the account it is for, where it stands), and the reply
 * keyboard a Telegram message of the outbox may carry (the bot's "share my contact" button).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table help_guides (
      id serial primary key,
      code text not null unique,
      route text not null,
      roles text[] not null default '{}',
      title_ru text not null,
      title_en text not null,
      description_ru text not null,
      description_en text not null,
      steps jsonb not null,
      sort integer not null default 0
    );

    create table help_guide_progress (
      user_id integer not null references users(id) on delete cascade,
      guide_id integer not null references help_guides(id) on delete cascade,
      step integer not null default 0,
      status text not null check (status in ('started', 'finished')),
      updated_at timestamptz not null default now(),
      primary key (user_id, guide_id)
    );

    create table release_notes (
      id serial primary key,
      version text not null,
      title_ru text not null,
      title_en text not null,
      body_ru text not null,
      body_en text not null,
      published_at timestamptz not null default now()
    );
    create index release_notes_published on release_notes (published_at desc);

    create table release_note_reads (
      user_id integer not null references users(id) on delete cascade,
      note_id integer not null references release_notes(id) on delete cascade,
      read_at timestamptz not null default now(),
      primary key (user_id, note_id)
    );

    create table telegram_verifications (
      id text primary key,
      payload text not null unique,
      user_id integer references users(id) on delete cascade,
      phone text not null,
      inn text not null,
      status smallint not null default 0,
      telegram_user_id bigint,
      token_issued_at timestamptz,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index telegram_verifications_telegram_user on telegram_verifications (telegram_user_id);

    alter table outbox add column telegram_markup text;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox drop column telegram_markup;
    drop table telegram_verifications;
    drop table release_note_reads;
    drop table release_notes;
    drop table help_guide_progress;
    drop table help_guides;
  `.execute(db)
}
