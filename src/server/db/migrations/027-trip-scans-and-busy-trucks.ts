/**
 * - An order's scans take a bank account details kind (`bank_account`): spec 3's cargo store selects "a scan of
 *   bankAccount" by default, the carrier's details for the payment by bank transfer.
 * - The trucks of live orders (documents to fill, security check, loading, on the way) are found by truck: a truck
 *   carrying an order is not offered as free on another cargo at the same days (fleet matching, truck search).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_documents drop constraint if exists order_documents_kind_check`.execute(db)
  await sql`
    alter table order_documents add constraint order_documents_kind_check
      check (kind in ('bank_account', 'waybill', 'invoice', 'act', 'other'))`.execute(db)
  await sql`
    create index if not exists orders_live_transport on orders (((transport->>'transport_id')::int))
      where status in ('documents', 'security_check', 'loading', 'on_way')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists orders_live_transport`.execute(db)
}
