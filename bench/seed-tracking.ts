/**
 * Prepares a database for the tracking benchmark: migrations, reference and demo data, then COUNT more orders of
 * the north shipper carried by volga, all on the way, each with a live share link and six hours of track (a
 * position every 10 minutes) and its tracking row (the once-only "late" notice already sent: the writes measured are
 * the steady ones), written in bulk by SQL. Prints the counts, the tokens and the ids.
 * Usage: seed-tracking.ts COUNT (DATABASE_URL, or PGlite in FX_DATA_DIR/pglite).
 */
import { sql } from 'kysely'
import { openDemoDatabase, seedTakenOrders } from './lib/seeded-database'

const count = Number(process.argv[2] ?? 1000)
const { database, db, started, shipper, carrier } = await openDemoDatabase()
const before = await seedTakenOrders(
  db,
  { shipper, carrier },
  { count, seed: 20261202, status: sql<string>`'on_way'`, loadedAt: sql`now() - interval '6 hours'` },
)
// six hours of track from the loading point towards the unloading, 36 positions ~10 km apart (60 km/h)
await sql`
  insert into order_positions (order_id, recorded_at, received_at, lat, lon, accuracy, source, path_km)
  select o.id, now() - (36 - s) * interval '10 minutes', now() - (36 - s) * interval '10 minutes',
    c.start_lat + (c.finish_lat - c.start_lat) * least(1, s * 10.0 / greatest(c.distance_km, 400)),
    c.start_lng + (c.finish_lng - c.start_lng) * least(1, s * 10.0 / greatest(c.distance_km, 400)),
    15, 'browser', s * 10.0
  from orders o join cargos c on c.id = o.cargo_id, generate_series(0, 35) s
  where o.cargo_id > ${before}
`.execute(db)
await sql`
  insert into order_tracking (order_id, last_lat, last_lon, last_accuracy, last_source, last_recorded_at,
    last_path_km, last_received_at, pace_kmh, late_noticed_at)
  select distinct on (p.order_id) p.order_id, p.lat, p.lon, p.accuracy, p.source, p.recorded_at, p.path_km,
    now() - interval '1 minute', 60, now() - interval '1 hour'
  from order_positions p join orders o on o.id = p.order_id where o.cargo_id > ${before}
  order by p.order_id, p.recorded_at desc
`.execute(db)
await sql`
  insert into tracking_links (order_id, token, created_by, expires_at)
  select o.id, substr(md5(o.id::text || 'a') || md5(o.id::text || 'b'), 1, 32), ${carrier.id}, now() + interval '14 days'
  from orders o where o.cargo_id > ${before}
`.execute(db)
await sql`analyze`.execute(db)
const links = await db
  .selectFrom('tracking_links as l')
  .innerJoin('order_tracking as t', 't.order_id', 'l.order_id')
  .innerJoin('orders as o', 'o.id', 'l.order_id')
  .select(['l.order_id', 'l.token', 't.last_lat', 't.last_lon'])
  .where('o.cargo_id', '>', before)
  .orderBy('l.order_id')
  .execute()
const onWay = await db
  .selectFrom('orders')
  .select(sql<number>`count(*)::int`.as('n'))
  .where('shipper_company_id', '=', shipper.company_id)
  .where('status', '=', 'on_way')
  .executeTakeFirstOrThrow()
const positions = await db
  .selectFrom('order_positions')
  .select(sql<number>`count(*)::int`.as('n'))
  .executeTakeFirstOrThrow()
await database.close()
console.log(
  JSON.stringify({
    on_way: onWay.n,
    positions: positions.n,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    links: links.map((l) => [l.order_id, l.token, l.last_lat, l.last_lon]),
  }),
)
