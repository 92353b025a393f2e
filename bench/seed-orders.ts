/**
 * Prepares a database for the orders benchmark: migrations, reference and demo data, then COUNT more cargos, each
 * carried by the demo carrier under a signed contract with its order (statuses spread over the eight states, a
 * quarter on the way or loading), written in bulk by SQL: the lists read orders, not how they got there.
 * Usage: seed-orders.ts COUNT (PGlite in FX_DATA_DIR/pglite, or DATABASE_URL). Prints the counts and the seconds.
 */
import { sql } from 'kysely'
import { openDemoDatabase, seedTakenOrders } from './lib/seeded-database'

const count = Number(process.argv[2] ?? 10_000)
const { database, db, started, shipper, carrier } = await openDemoDatabase()
// the new cargos become the north shipper's, taken by volga, their orders in every state
await seedTakenOrders(
  db,
  { shipper, carrier },
  {
    count,
    seed: 20261124,
    status: sql<string>`(array['documents', 'security_check', 'loading', 'on_way', 'unloaded', 'documents_approved',
      'closed', 'cancelled'])[1 + k.id % 8]`,
  },
)
await sql`analyze`.execute(db)
const orders = await db
  .selectFrom('orders')
  .select(sql<number>`count(*)::int`.as('n'))
  .where('shipper_company_id', '=', shipper.company_id)
  .executeTakeFirstOrThrow()
await database.close()
console.log(JSON.stringify({ orders: orders.n, seconds: Math.round((performance.now() - started) / 100) / 10 }))
