/**
 * Reviews (modules/reviews): after an order is closed or cancelled each side reviews the other once
 * (`reviews_one_per_side`: one row per order and reviewed side). The criteria marks are a JSON object of the
 * reviewed side's criteria; the answer of the reviewed company and the security service's hiding (with its reason)
 * are columns of the review. `review_reports`: one report per company and review, settled when the security
 * service decides.
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reviews (
      id serial primary key,
      order_id integer not null references orders(id) on delete cascade,
      subject text not null check (subject in ('carrier', 'shipper')),
      author_company_id integer not null references companies(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      author_user_id integer references users(id) on delete set null,
      rating smallint not null check (rating between 1 and 5),
      criteria jsonb not null default '{}',
      text text not null,
      answer text,
      answer_user_id integer references users(id) on delete set null,
      answered_at timestamptz,
      hidden_reason text,
      hidden_at timestamptz,
      hidden_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (author_company_id <> company_id)
    );
    create unique index reviews_one_per_side on reviews (order_id, subject);
    create index reviews_company on reviews (company_id, created_at desc, id desc);
    create index reviews_author on reviews (author_company_id, created_at desc, id desc);

    create table review_reports (
      id serial primary key,
      review_id integer not null references reviews(id) on delete cascade,
      company_id integer not null references companies(id) on delete cascade,
      user_id integer references users(id) on delete set null,
      reason text not null,
      settled_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index review_reports_once on review_reports (review_id, company_id);
    create index review_reports_open on review_reports (created_at desc) where settled_at is null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table if exists review_reports;
    drop table if exists reviews;
  `.execute(db)
}
