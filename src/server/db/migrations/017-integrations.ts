/**
 * Integrations (modules/integrations): partners, imports and their runs and orders, contact relations, custom
 * logic rules, webhook subscriptions and deliveries (sent through the outbox: its channel `webhook`), auto-bid
 * settings and bids.
 *
 * Idempotent imports: one partner's order id makes one imported order (`import_orders_external`), so a row posted
 * or uploaded twice, even by two requests at once, is a duplicate the second time.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table integration_partners (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    );
    create unique index integration_partners_name on integration_partners (company_id, lower(name));

    create table integration_imports (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      partner_id integer not null references integration_partners(id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('file', 'http')),
      mapping jsonb not null,
      defaults jsonb not null,
      publish boolean not null default false,
      key_hash text,
      key_hint text,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index integration_imports_company on integration_imports (company_id, id);

    create table import_runs (
      id serial primary key,
      import_id integer not null references integration_imports(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      source text not null check (source in ('file', 'http')),
      file_name text,
      total integer not null default 0,
      imported integer not null default 0,
      duplicates integer not null default 0,
      failed integer not null default 0,
      errors jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index import_runs_import on import_runs (import_id, id desc);

    create table custom_logics (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      name text not null,
      active boolean not null default true,
      position integer not null default 0,
      conditions jsonb not null default '[]',
      actions jsonb not null,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index custom_logics_company on custom_logics (company_id, position, id);

    create table import_orders (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      import_id integer references integration_imports(id) on delete set null,
      partner_id integer not null references integration_partners(id) on delete cascade,
      external_id text not null,
      cargo_id integer not null references cargos(id) on delete cascade,
      run_id integer references import_runs(id) on delete set null,
      contact text,
      assigned_user_id integer references users(id) on delete set null,
      relation_id integer,
      rule_id integer references custom_logics(id) on delete set null,
      held boolean not null default false,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index import_orders_external on import_orders (company_id, partner_id, external_id);
    create index import_orders_company on import_orders (company_id, id desc);
    create index import_orders_created on import_orders (company_id, created_at);

    create table contact_relations (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      partner_id integer not null references integration_partners(id) on delete cascade,
      contact text not null,
      contact_key text not null,
      user_id integer not null references users(id) on delete cascade,
      created_at timestamptz not null default now()
    );
    create unique index contact_relations_key on contact_relations (company_id, partner_id, contact_key);

    create table webhook_subscriptions (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      url text not null,
      events text[] not null,
      secret text not null,
      active boolean not null default true,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index webhook_subscriptions_company on webhook_subscriptions (company_id, id);

    create table webhook_deliveries (
      id serial primary key,
      subscription_id integer not null references webhook_subscriptions(id) on delete cascade,
      event text not null,
      payload text not null,
      status text not null default 'waiting' check (status in ('waiting', 'delivered', 'failed')),
      attempts integer not null default 0,
      response_status integer,
      error text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    );
    create index webhook_deliveries_subscription on webhook_deliveries (subscription_id, id desc);

    -- how far the event pump has read each source table (rows before a first subscription are not events)
    create table webhook_cursors (
      source text primary key,
      last_id integer not null
    );

    alter table outbox drop constraint if exists outbox_channel_check;
    alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'telegram', 'webhook'));

    create table auto_bid_settings (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      name text not null,
      active boolean not null default true,
      lanes jsonb not null,
      truck_type_ids integer[] not null default '{}',
      floor bigint not null check (floor > 0),
      step bigint not null check (step > 0),
      daily_limit integer not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index auto_bid_settings_company on auto_bid_settings (company_id, id);

    create table auto_bids (
      id serial primary key,
      setting_id integer not null references auto_bid_settings(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      cargo_id integer not null references cargos(id) on delete cascade,
      price bigint not null,
      status text not null default 'active' check (status in ('active', 'stopped')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index auto_bids_company on auto_bids (company_id, id desc);
    create index auto_bids_setting on auto_bids (setting_id, cargo_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists auto_bids;
    drop table if exists auto_bid_settings;
    alter table outbox drop constraint if exists outbox_channel_check;
    alter table outbox add constraint outbox_channel_check check (channel in ('email', 'sms', 'telegram'));
    drop table if exists webhook_cursors;
    drop table if exists webhook_deliveries;
    drop table if exists webhook_subscriptions;
    drop table if exists contact_relations;
    drop table if exists import_orders;
    drop table if exists custom_logics;
    drop table if exists import_runs;
    drop table if exists integration_imports;
    drop table if exists integration_partners;
  `.execute(db)
}
