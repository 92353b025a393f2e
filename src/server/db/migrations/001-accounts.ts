/** Accounts, companies, tokens, codes, the outbox, partners, dictionaries, places and name parts. */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists cube;
    create extension if not exists earthdistance;
    create extension if not exists pg_trgm;
    create extension if not exists btree_gist;

    create table companies (
      id serial primary key,
      name text not null,
      inn text not null unique,
      kpp text,
      ogrn text,
      type text not null check (type in ('shipper', 'carrier', 'expeditor', 'external_carrier', 'platform')),
      legal_address text,
      phone text,
      email text,
      payment jsonb,
      created_by_company_id integer references companies(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index companies_name_trgm on companies using gin (lower(name) gin_trgm_ops);

    create table users (
      id serial primary key,
      company_id integer references companies(id) on delete cascade,
      email text not null unique,
      phone text unique,
      name text not null,
      password_hash text,
      roles text[] not null default '{}',
      status text not null check (status in ('active', 'pending', 'removed')),
      timezone text not null default 'Europe/Moscow',
      language text not null default 'ru' check (language in ('ru', 'en')),
      telegram_user_id bigint unique,
      is_system boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index users_company on users (company_id);

    create table access_tokens (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    create index access_tokens_user on access_tokens (user_id);

    create table verification_codes (
      id text primary key,
      purpose text not null check (purpose in ('register', 'reset_password', 'change_email', 'change_phone')),
      target text not null,
      user_id integer references users(id) on delete cascade,
      payload jsonb not null default '{}',
      code_hash text not null,
      link_token_hash text unique,
      attempts integer not null default 0,
      sends integer not null default 1,
      expires_at timestamptz not null,
      last_sent_at timestamptz not null default now(),
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index verification_codes_target on verification_codes (purpose, target);

    create table outbox (
      id serial primary key,
      channel text not null check (channel in ('email', 'sms', 'telegram')),
      recipient text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      attempts integer not null default 0,
      last_error text
    );
    create index outbox_unsent on outbox (id) where sent_at is null;

    create table company_partners (
      company_id integer not null references companies(id) on delete cascade,
      partner_id integer not null references companies(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (company_id, partner_id),
      check (company_id <> partner_id)
    );

    create table dictionary_items (
      kind text not null,
      id integer not null,
      name_ru text not null,
      name_en text not null,
      short_ru text not null,
      short_en text not null,
      vat double precision,
      sort integer not null default 0,
      primary key (kind, id)
    );

    create table places (
      id serial primary key,
      geonames_id integer unique,
      type text not null check (type in ('city', 'region', 'country')),
      name_ru text not null,
      name_en text not null,
      region_ru text,
      region_en text,
      country_code text not null,
      lat double precision not null,
      lng double precision not null,
      population integer not null default 0
    );
    create index places_name_ru_trgm on places using gin (lower(name_ru) gin_trgm_ops);
    create index places_name_en_trgm on places using gin (lower(name_en) gin_trgm_ops);
    create index places_earth on places using gist (ll_to_earth(lat, lng));

    create table name_parts (
      id serial primary key,
      kind text not null check (kind in ('surname', 'name', 'patronymic')),
      value text not null,
      gender text not null check (gender in ('male', 'female', 'unknown')),
      popularity integer not null default 0,
      unique (kind, value, gender)
    );
    create index name_parts_prefix on name_parts (lower(value) text_pattern_ops);
  `.execute(db)
}
