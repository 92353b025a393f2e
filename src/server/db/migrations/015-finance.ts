/**
 * Finance (modules/finance): the registry's marks on delivered orders, advance payments, the advance-payment check.
 *
 * - `factoring_companies`: reference data (the companies a registry row can be handed to), loaded here.
 * - `registry_marks`: one row per order the shipper's accountant has touched (checked, handed to factoring); the
 *   registry itself is read from `orders` (delivered ones), so amounts and dates are the orders' own.
 * - `advance_payments`: at most one per order; requested → approved → exported; the amount is a share of the
 *   order's price fixed when asked.
 * - `advance_verifications`: one application per carrier company; the signatory's passport is kept encrypted
 *   (AES-256-GCM, `passport_enc`), never in plain text. `advance_verification_files`: its images by type, the
 *   bytes under FX_DATA_DIR/uploads/finance by a random name.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table factoring_companies (
      id serial primary key,
      name text not null,
      inn text not null unique,
      created_at timestamptz not null default now()
    );
    insert into factoring_companies (name, inn) values
      ('ООО «Фактор-Лайн»', '7709876545'),
      ('АО «Транспортный факторинг»', '7726123453'),
      ('ООО «Аванс Логистик Финанс»', '1659988779');

    create table registry_marks (
      order_id integer primary key references orders(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      is_checked boolean not null default false,
      checked_at timestamptz,
      checked_by integer references users(id) on delete set null,
      factoring_company_id integer references factoring_companies(id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create index registry_marks_company on registry_marks (company_id);

    create table advance_payments (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      shipper_company_id integer not null references companies(id) on delete cascade,
      carrier_company_id integer not null references companies(id) on delete cascade,
      status text not null default 'requested' check (status in ('requested', 'approved', 'exported')),
      percent integer not null check (percent between 1 and 100),
      amount bigint not null check (amount > 0),
      currency text not null default 'RUB',
      requested_by integer references users(id) on delete set null,
      approved_by integer references users(id) on delete set null,
      approved_at timestamptz,
      exported_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index advance_payments_order on advance_payments (order_id);
    create index advance_payments_shipper on advance_payments (shipper_company_id, status, id desc);
    create index advance_payments_carrier on advance_payments (carrier_company_id, id desc);

    create table advance_verifications (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      status text not null default 'draft' check (status in ('draft', 'sent', 'approved', 'rejected')),
      company_type text check (company_type in ('ooo', 'ip')),
      passport_enc text,
      passport_user_id integer references users(id) on delete set null,
      partner_request_id text,
      partner_checked_at timestamptz,
      reason text,
      sent_at timestamptz,
      decided_at timestamptz,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index advance_verifications_company on advance_verifications (company_id);

    create table advance_verification_files (
      id serial primary key,
      verification_id integer not null references advance_verifications(id) on delete cascade,
      type text not null check (type in ('passport_main', 'passport_registration', 'passport_selfie')),
      name text not null,
      mime text not null,
      size integer not null,
      storage_name text not null,
      user_id integer references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index advance_verification_files_type on advance_verification_files (verification_id, type);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists advance_verification_files;
    drop table if exists advance_verifications;
    drop table if exists advance_payments;
    drop table if exists registry_marks;
    drop table if exists factoring_companies;
  `.execute(db)
}
