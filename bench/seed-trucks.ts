/**
 * Prepares a database for the truck-search benchmark: migrations, reference and demo data, then TRUCKS trucks half
 * registered (petrov@'s fleet, 4 calendar tasks each: busy, available, busy, ready, so two free windows a truck) and
 * half external (the north shipper's database, one planned route each). Usage: seed-trucks.ts TRUCKS (PGlite in
 * FX_DATA_DIR/pglite, or DATABASE_URL). Prints the counts and the seconds it took.
 *
 * Everything is written by `generate_series` inside the database (no row crosses the wire), so a million trucks
 * (with two million calendar tasks) take minutes, not hours. Never part of `npm test`.
 */
import { sql } from 'kysely'
import { isoDay } from '../src/core/contract/days'
import { seedManyExternalTrucks } from '../src/server/seed/demo/external-carriers'
import { openDemoDatabase } from './lib/seeded-database'

const trucks = Number(process.argv[2] ?? 100_000)
const { database, db, started } = await openDemoDatabase()
const companyOf = async (email: string) =>
  (await db.selectFrom('users').select('company_id').where('email', '=', email).executeTakeFirstOrThrow())
    .company_id as number

/** The 200 biggest Russian cities: where the registered trucks stand. */
const cities = (
  await sql<{ id: number }>`select id from places where type = 'city' and country_code = 'RU'
    order by population desc nulls last, id limit 200`.execute(db)
).rows.map((row) => row.id)

const registered = Math.floor(trucks / 2)
const petrov = await companyOf('petrov@example.com')
const today = isoDay(new Date())
// in slices, so that one statement never holds millions of rows in PGlite's memory
const slice = 100_000
for (let from = 1; from <= registered; from += slice) {
  const to = Math.min(registered, from + slice - 1)
  await sql`
    with t as (
      insert into transports (company_id, number, vehicle_id, truck_type_id, load_type_ids, volume, capacity)
      select ${petrov}, 'Б' || g || 'Х', 1 + g % 23, (array[1, 1, 2, 3, 4])[1 + g % 5], '{1,2,3}', 86, 20
      from generate_series(${from}::int, ${to}::int) g
      returning id
    )
    insert into transport_tasks (company_id, transport_id, type, start_date, end_date, place_id, radius_km)
    select ${petrov}, t.id, (array['busy', 'available', 'busy', 'ready'])[k + 1],
      ${today}::date - 7 + 4 * k + t.id % 2, ${today}::date - 7 + 4 * k + t.id % 2 + (t.id + k) % 3,
      (${cities}::int[])[1 + (t.id * 31 + k * 7) % ${cities.length}], 100
    from t cross join generate_series(0, 3) k`.execute(db)
}
await seedManyExternalTrucks(db, await companyOf('shipper@example.com'), Math.ceil(trucks / 2))
await sql`analyze`.execute(db)
const count = async (table: 'transports' | 'transport_tasks' | 'external_transports' | 'external_routes') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const result = {
  transports: await count('transports'),
  tasks: await count('transport_tasks'),
  external: await count('external_transports'),
  routes: await count('external_routes'),
  seconds: Math.round((performance.now() - started) / 100) / 10,
}
await database.close()
console.log(JSON.stringify(result))
