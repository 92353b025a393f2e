/**
 * Responses, auctions and bids, security checks and contracts (modules/responses).
 *
 * Races are settled by the database, not by the code that checks first:
 * - one live response per carrier company and cargo (`cargo_responses_one_live`);
 * - one winning response per cargo (`cargo_responses_one_winner`: accepted … contract), so two accepts at the same
 *   moment, or an accept and an auction's end, never make two winners;
 * - the bids of an auction strictly fall, so no two bids of a cargo have one price (`auction_bids_price`);
 * - one contract per response that is not cancelled (`contracts_one_live`).
 * Writers also lock the cargo's row (and the auction's) `for update` in their transaction.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table cargo_responses (
      id serial primary key,
      cargo_id integer not null references cargos(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      transport_id integer references transports(id) on delete set null,
      status text not null default 'new' check (status in (
        'new', 'accepted', 'rejected', 'withdrawn', 'wait_security_check', 'security_approved',
        'security_rejected', 'contract', 'cancelled')),
      price bigint not null check (price > 0),
      currency text not null default 'RUB',
      comment text,
      reason text,
      is_bid boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index cargo_responses_one_live on cargo_responses (cargo_id, company_id)
      where status not in ('rejected', 'withdrawn', 'security_rejected', 'cancelled');
    create unique index cargo_responses_one_winner on cargo_responses (cargo_id)
      where status in ('accepted', 'wait_security_check', 'security_approved', 'contract');
    create index cargo_responses_company on cargo_responses (company_id, created_at desc, id desc);
    create index cargo_responses_cargo on cargo_responses (cargo_id, created_at desc, id desc);
    create index cargo_responses_status on cargo_responses (status, updated_at desc, id desc);

    create table cargo_response_events (
      id serial primary key,
      response_id integer not null references cargo_responses(id) on delete cascade,
      status text not null,
      user_id integer references users(id) on delete set null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index cargo_response_events_response on cargo_response_events (response_id, id);

    create table cargo_auctions (
      cargo_id integer primary key references cargos(id) on delete cascade,
      status text not null default 'running' check (status in ('running', 'finished')),
      start_price bigint not null check (start_price > 0),
      min_step bigint not null check (min_step > 0),
      currency text not null default 'RUB',
      ends_at timestamptz not null,
      best_price bigint,
      best_company_id integer references companies(id) on delete set null,
      bids_count integer not null default 0,
      winner_response_id integer references cargo_responses(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table auction_bids (
      id serial primary key,
      cargo_id integer not null references cargo_auctions(cargo_id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      price bigint not null check (price > 0),
      created_at timestamptz not null default now()
    );
    create unique index auction_bids_price on auction_bids (cargo_id, price);

    create table contracts (
      id serial primary key,
      response_id integer not null references cargo_responses(id) on delete cascade,
      cargo_id integer not null references cargos(id) on delete cascade,
      shipper_company_id integer not null references companies(id) on delete cascade,
      carrier_company_id integer not null references companies(id) on delete cascade,
      transport_id integer references transports(id) on delete set null,
      status text not null check (status in ('pending_carrier', 'pending_shipper', 'signed', 'completed', 'cancelled')),
      price bigint not null check (price > 0),
      currency text not null default 'RUB',
      shipper_signed_at timestamptz,
      carrier_signed_at timestamptz,
      carrier_archived boolean not null default false,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index contracts_one_live on contracts (response_id) where status <> 'cancelled';
    create index contracts_shipper on contracts (shipper_company_id, id desc);
    create index contracts_carrier on contracts (carrier_company_id, id desc);
    create index contracts_cargo on contracts (cargo_id, id desc);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists contracts;
    drop table if exists auction_bids;
    drop table if exists cargo_auctions;
    drop table if exists cargo_response_events;
    drop table if exists cargo_responses;
  `.execute(db)
}
