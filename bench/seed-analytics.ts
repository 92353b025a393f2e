/**
 * Prepares a database for the analytics benchmark: migrations, reference and demo data, then a busy company: the
 * north shipper gets 100 logisticians and COUNT cargos (200,000 by default) posted by them over the last year, 60 %
 * of them covered by a signed contract, most of those delivered, each with the shipper's answer to the carrier's
 * response. Written in bulk by SQL; the goal facts come from the triggers of migration 016 as they would from work.
 * Usage: seed-analytics.ts COUNT (PGlite in FX_DATA_DIR/pglite, or DATABASE_URL). Prints the counts and the seconds.
 */
import { sql } from 'kysely'
import { openDemoDatabase } from './lib/seeded-database'

const count = Number(process.argv[2] ?? 200_000)
const { database, db, started, shipper, carrier } = await openDemoDatabase()
const company = shipper.company_id!
await sql`
  insert into users (company_id, email, name, roles, status, timezone, language)
  select ${company}, 'bench-logist-' || n || '@north-trade.example', 'Логист ' || n, '{shipper,shipper.logist}',
    'active', 'Europe/Moscow', 'ru'
  from generate_series(1, 100) n`.execute(db)
const before = Number((await sql<{ n: number }>`select coalesce(max(id), 0) as n from cargos`.execute(db)).rows[0]!.n)
// twenty lanes between the biggest Russian cities
await sql`
  with cities as (
    select id, lat, lng, region_en, row_number() over (order by population desc) as r
    from places where type = 'city' and country_code = 'RU' order by population desc limit 8
  ),
  logists as (select array_agg(id order by id) as ids from users where email like 'bench-logist-%')
  insert into cargos (company_id, created_by, responsible_user_id, stage, start_place_id, start_lat, start_lng,
    start_region, start_country, finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
    load_date_from, load_date_to, truck_type_ids, load_type_ids, weight, price, price_per_km, distance_km,
    created_at, updated_at)
  select ${company}, l.ids[1 + n % 100], l.ids[1 + n % 100],
    case when n % 10 < 6 then 'completed' else 'cancelled' end,
    a.id, a.lat, a.lng, a.region_en, 'RU', b.id, b.lat, b.lng, b.region_en, 'RU',
    (now() - (n % 365) * interval '1 day')::date + 2, (now() - (n % 365) * interval '1 day')::date + 2,
    '{1}', '{1}', 10, 6000 * 800 + (n % 50) * 10000, 6000 + (n % 50) * 12, 800,
    now() - (n % 365) * interval '1 day' - (n % 600) * interval '1 minute',
    now() - (n % 365) * interval '1 day'
  from generate_series(1, ${count}::int) n, logists l
  join cities a on true join cities b on true
  where a.r = 1 + n % 4 and b.r = 5 + (n / 4) % 4`.execute(db)
await sql`
  insert into cargo_responses (cargo_id, company_id, user_id, status, price, currency, created_at, updated_at)
  select id, ${carrier.company_id}, ${carrier.id}, case when stage = 'completed' then 'contract' else 'rejected' end,
    price, 'RUB', created_at + interval '30 minutes', created_at + interval '30 minutes'
  from cargos where id > ${before}`.execute(db)
await sql`
  insert into cargo_response_events (response_id, status, user_id, created_at)
  select r.id, case when r.status = 'contract' then 'accepted' else 'rejected' end, c.created_by,
    r.created_at + (c.id % 90) * interval '1 minute'
  from cargo_responses r join cargos c on c.id = r.cargo_id where c.id > ${before}`.execute(db)
await sql`
  insert into contracts (response_id, cargo_id, shipper_company_id, carrier_company_id, status, price, currency,
    shipper_signed_at, shipper_signed_by, carrier_signed_at, carrier_signed_by, created_by)
  select r.id, r.cargo_id, ${company}, r.company_id, 'completed', r.price, 'RUB', r.created_at + interval '1 day',
    ${shipper.id}, r.created_at + interval '20 hours', ${carrier.id}, ${carrier.id}
  from cargo_responses r where r.cargo_id > ${before} and r.status = 'contract'`.execute(db)
await sql`
  insert into orders (contract_id, cargo_id, response_id, shipper_company_id, carrier_company_id, status, price,
    currency, load_date, unload_date, unloaded_at)
  select k.id, k.cargo_id, k.response_id, k.shipper_company_id, k.carrier_company_id, 'closed', k.price, 'RUB',
    c.load_date_from, c.load_date_from + 2, c.load_date_from + 2 + time '15:00'
  from contracts k join cargos c on c.id = k.cargo_id where k.cargo_id > ${before}`.execute(db)
await sql`analyze`.execute(db)
const facts = await sql<{
  n: number
}>`select count(*)::int as n from analytics_facts where company_id = ${company}`.execute(db)
const daily = await sql<{
  n: number
}>`select count(*)::int as n from analytics_daily where company_id = ${company}`.execute(db)
await database.close()
console.log(
  JSON.stringify({
    cargos: count,
    facts: facts.rows[0]!.n,
    dailyRows: daily.rows[0]!.n,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }),
)
