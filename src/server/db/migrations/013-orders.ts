/**
 * Orders (modules/orders): the life of a signed contract until the cargo is delivered and its documents closed.
 *
 * - One order per contract (`orders_contract` unique): it is created in the transaction that signs the contract.
 * - `order_events` is the timeline: each state with its moment and author (and a reason or comment).
 * - `order_documents`: the trip's scans, stored under FX_DATA_DIR/uploads/orders by a random name; a rejected scan
 *   keeps its reason and is replaced by a new row that names it (`replaces_id`).
 * - Contracts record who signed on each side (`*_signed_by`), beside when.
 * - Notifications get the type `order`.
 * Concurrent transitions are settled by locking the order's row (`for update`) and moving it only from the status
 * read under the lock.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table contracts
      add column shipper_signed_by integer references users(id) on delete set null,
      add column carrier_signed_by integer references users(id) on delete set null;

    create table orders (
      id serial primary key,
      contract_id integer not null references contracts(id) on delete cascade,
      cargo_id integer not null references cargos(id) on delete cascade,
      response_id integer not null references cargo_responses(id) on delete cascade,
      shipper_company_id integer not null references companies(id) on delete cascade,
      carrier_company_id integer not null references companies(id) on delete cascade,
      status text not null default 'documents' check (status in ('documents', 'security_check', 'loading',
        'on_way', 'unloaded', 'documents_approved', 'closed', 'cancelled')),
      price bigint not null check (price > 0),
      currency text not null default 'RUB',
      load_date date not null,
      unload_date date,
      director jsonb,
      driver jsonb,
      transport jsonb,
      security_status text check (security_status in ('wait', 'approved', 'rejected')),
      security_comment text,
      reason text,
      loaded_at timestamptz,
      unloaded_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index orders_contract on orders (contract_id);
    create index orders_shipper on orders (shipper_company_id, status, id desc);
    create index orders_carrier on orders (carrier_company_id, status, id desc);
    create index orders_status on orders (status, id desc);

    create table order_events (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      status text not null,
      user_id integer references users(id) on delete set null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index order_events_order on order_events (order_id, id);

    create table order_documents (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      kind text not null check (kind in ('waybill', 'invoice', 'act', 'other')),
      name text not null,
      mime text not null,
      size integer not null,
      storage_name text not null,
      status text not null default 'uploaded' check (status in ('uploaded', 'approved', 'rejected', 'replaced')),
      reason text,
      replaces_id integer references order_documents(id) on delete set null,
      user_id integer references users(id) on delete set null,
      decided_by integer references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index order_documents_order on order_documents (order_id, id);
    create unique index order_documents_one_replacement on order_documents (replaces_id) where replaces_id is not null;

    alter table notifications drop constraint if exists notifications_type_check;
    alter table notifications add constraint notifications_type_check
      check (type in ('cargo_response', 'security_decision', 'contract', 'transport', 'system', 'order'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists order_documents;
    drop table if exists order_events;
    drop table if exists orders;
    alter table contracts drop column if exists shipper_signed_by, drop column if exists carrier_signed_by;
  `.execute(db)
}
