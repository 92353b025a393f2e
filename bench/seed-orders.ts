/**
 * Prepares a database for the orders benchmark: migrations, reference and demo data, then COUNT more cargos, each
 * carried by the demo carrier under a signed contract with its order (statuses spread over the eight states, a
 * quarter on the way or loading), written in bulk by SQL: the lists read orders, not how they got there.
 * Usage: seed-orders.ts COUNT (PGlite in FX_DATA_DIR/pglite, or DATABASE_URL). Prints the counts and the seconds.
 */
import { join } from 'node:path'
import { sql } from 'kysely'
import { configFromEnv } from '../src/server/config'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedManyCargos } from '../src/server/seed/demo/cargos'
import { seedReference } from '../src/server/seed/reference'

const count = Number(process.argv[2] ?? 10_000)
const config = configFromEnv()
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
)
const db = database.db
const started = performance.now()
await migrate(db)
await seedReference(db)
await seedDemo(db)
const userOf = (email: string) =>
  db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow()
const shipper = await userOf('shipper@example.com')
const carrier = await userOf('carrier@example.com')
const before = Number(
  (await db.selectFrom('cargos').select(sql<number>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow()).max,
)
await seedManyCargos(db, count, 20261124)
// the new cargos become the north shipper's, taken by volga: response, signed contract, order, its first event
await sql`
  update cargos set company_id = ${shipper.company_id}, stage = 'in_work',
    price = case when price > 0 then price else 100000 end
  where id > ${before}
`.execute(db)
await sql`
  insert into cargo_responses (cargo_id, company_id, user_id, status, price, currency)
  select id, ${carrier.company_id}, ${carrier.id}, 'contract', price, currency from cargos where id > ${before}
`.execute(db)
await sql`
  insert into contracts (response_id, cargo_id, shipper_company_id, carrier_company_id, status, price, currency,
    shipper_signed_at, shipper_signed_by, carrier_signed_at, carrier_signed_by, created_by)
  select r.id, r.cargo_id, ${shipper.company_id}, r.company_id, 'signed', r.price, r.currency, now(), ${shipper.id},
    now(), ${carrier.id}, ${carrier.id}
  from cargo_responses r where r.cargo_id > ${before}
`.execute(db)
await sql`
  insert into orders (contract_id, cargo_id, response_id, shipper_company_id, carrier_company_id, status, price,
    currency, load_date, unload_date)
  select k.id, k.cargo_id, k.response_id, k.shipper_company_id, k.carrier_company_id,
    (array['documents', 'security_check', 'loading', 'on_way', 'unloaded', 'documents_approved', 'closed',
      'cancelled'])[1 + k.id % 8], k.price, k.currency, c.load_date_from, c.unload_date
  from contracts k join cargos c on c.id = k.cargo_id where k.cargo_id > ${before}
`.execute(db)
await sql`
  insert into order_events (order_id, status, user_id)
  select o.id, o.status, ${shipper.id} from orders o where o.cargo_id > ${before}
`.execute(db)
await sql`analyze`.execute(db)
const orders = await db
  .selectFrom('orders')
  .select(sql<number>`count(*)::int`.as('n'))
  .where('shipper_company_id', '=', shipper.company_id)
  .executeTakeFirstOrThrow()
await database.close()
console.log(JSON.stringify({ orders: orders.n, seconds: Math.round((performance.now() - started) / 100) / 10 }))
