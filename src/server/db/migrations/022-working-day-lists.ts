/**
 * Indexes for the signed-in lists (the working day's calls):
 * - the shipper's responses list (`GET v2/cargos/responses` of a shipper) filters on the cargo's company: each
 *   response carries its cargo's company (`shipper_company_id`, set by a trigger from the cargo on insert; a
 *   cargo never changes company), so a page is read from one index, newest first, instead of joining every
 *   response of the market to the company's cargos before sorting;
 * - the tables the remembered lists read (modules/caller-answers.ts) announce their writes on the change feed, as
 *   migration 020's do, so that every instance forgets a list another instance's write changed.
 */
import { type Kysely, sql } from 'kysely'

/** The list tables migration 020 does not announce yet. */
const newlyAnnounced = [
  'cargo_points',
  'cargo_prices',
  'cargo_favorites',
  'cargo_auctions',
  'auction_bids',
  'cargo_responses',
  'cargo_response_events',
  'contracts',
  'orders',
  'order_events',
  'order_documents',
  'transports',
  'trailers',
  'drivers',
  'truck_models',
  'transport_tasks',
  'transport_task_responses',
  'transport_notes',
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cargo_responses add column shipper_company_id integer;
    update cargo_responses r set shipper_company_id = c.company_id from cargos c where c.id = r.cargo_id;
    alter table cargo_responses alter column shipper_company_id set not null;
    create function cargo_responses_shipper() returns trigger language plpgsql as $$
    begin
      select company_id into new.shipper_company_id from cargos where id = new.cargo_id;
      return new;
    end
    $$;
    create trigger cargo_responses_shipper before insert on cargo_responses
      for each row execute function cargo_responses_shipper();
    create index cargo_responses_shipper on cargo_responses (shipper_company_id, created_at desc, id desc);
  `.execute(db)
  for (const table of newlyAnnounced) {
    await sql`
      create trigger ${sql.id(`${table}_announce_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function fx_announce_change()
    `.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of newlyAnnounced) {
    await sql`drop trigger if exists ${sql.id(`${table}_announce_change`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`
    drop trigger if exists cargo_responses_shipper on cargo_responses;
    drop function if exists cargo_responses_shipper();
    alter table cargo_responses drop column if exists shipper_company_id;
  `.execute(db)
}
