/**
 * What every bench seed script starts from: the database the server would open (DATABASE_URL, or PGlite in
 * FX_DATA_DIR/pglite), migrated, with reference and demo data; and the chain a bench grows orders by (cargos of the
 * north shipper taken by volga: response, signed contract, order, its first event), written in bulk by SQL.
 */
import { join } from 'node:path'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { configFromEnv } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/database'
import { migrate } from '../../src/server/db/migrate'
import type { DB } from '../../src/server/db/schema'
import { seedDemo } from '../../src/server/seed/demo'
import { seedManyCargos } from '../../src/server/seed/demo/cargos'
import { seedReference } from '../../src/server/seed/reference'

export async function openDemoDatabase() {
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
  return {
    database,
    db,
    started,
    shipper: await userOf('shipper@example.com'),
    carrier: await userOf('carrier@example.com'),
  }
}

type Party = { id: number; company_id: number | null }

/**
 * COUNT more cargos (seeded by SEED) made the north shipper's and taken by volga up to an order of the given status
 * (an SQL expression over the contract `k`) and loading time; answers the last cargo id before them, which tells
 * the new rows apart.
 */
export async function seedTakenOrders(
  db: Kysely<DB>,
  parties: { shipper: Party; carrier: Party },
  options: { count: number; seed: number; status: RawBuilder<string>; loadedAt?: RawBuilder<unknown> },
): Promise<number> {
  const { shipper, carrier } = parties
  const before = Number(
    (await db.selectFrom('cargos').select(sql<number>`coalesce(max(id), 0)`.as('max')).executeTakeFirstOrThrow()).max,
  )
  await seedManyCargos(db, options.count, options.seed)
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
      currency, load_date, unload_date, loaded_at)
    select k.id, k.cargo_id, k.response_id, k.shipper_company_id, k.carrier_company_id, ${options.status}, k.price,
      k.currency, c.load_date_from, c.unload_date, ${options.loadedAt ?? sql`null`}
    from contracts k join cargos c on c.id = k.cargo_id where k.cargo_id > ${before}
  `.execute(db)
  await sql`
    insert into order_events (order_id, status, user_id)
    select o.id, o.status, ${shipper.id} from orders o where o.cargo_id > ${before}
  `.execute(db)
  return before
}
