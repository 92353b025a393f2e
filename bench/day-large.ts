/**
 * The larger data set of the working day (`BENCH_DAY_SIZE=large`, PostgreSQL): the demo data, then 100 shipper
 * companies, 1,000 carriers, 200,000 cargos in every stage spread over a year, their points and prices, the
 * carriers' responses, 50,000 contracts with their orders in every status, two trucks per carrier with a year of
 * calendar. Written set-based (generate_series, INSERT ... SELECT): each generated cargo is a copy of a demo cargo
 * (its route, places, points and prices, shifted in time), so every denormalized column stays consistent. The demo
 * companies take a tenth of everything (a big shipper and a big carrier), so the demo accounts' lists are the large
 * ones. About a minute on PostgreSQL.
 */
import pg from 'pg'
import { openDatabase } from '../src/server/db/database'
import { migrate } from '../src/server/db/migrate'
import { seedDemo } from '../src/server/seed/demo'
import { seedReference } from '../src/server/seed/reference'

export const largeSize = { shippers: 100, carriers: 1_000, cargos: 200_000, orders: 50_000 }

/**
 * Cargo n's stage by n % 20: 1 draft, 6 available, 2 in work, 5 under contract (the 50,000 orders), 4 completed,
 * 2 cancelled.
 */
const stageOf = `(array['draft','available','available','available','available','available','available','in_work',
  'in_work','contract','contract','contract','contract','contract','completed','completed','completed','completed',
  'cancelled','cancelled'])[1 + g % 20]`

const steps: [string, string][] = [
  [
    'companies',
    `insert into companies (name, inn, type, phone, email, legal_address, payment)
     select case when g <= ${largeSize.shippers} then 'Грузоотправитель ' || g else 'Перевозчик ' || g end,
       '9' || lpad(g::text, 9, '0'), case when g <= ${largeSize.shippers} then 'shipper' else 'carrier' end,
       '+7900' || lpad(g::text, 7, '0'), 'company' || g || '@large.example', 'Москва, ул. Большая, ' || g,
       '{"pay_days": 14}'::jsonb
     from generate_series(1, ${largeSize.shippers + largeSize.carriers}) g
     where g > (select count(*) from companies where type = 'shipper') and g <= ${largeSize.shippers}
        or g > ${largeSize.shippers} + (select count(*) from companies where type = 'carrier')`,
  ],
  [
    'users',
    `insert into users (company_id, email, name, roles, status, password_hash)
     select c.id, 'admin' || c.id || '@large.example', 'Администратор ' || c.id,
       array[c.type, 'admin'], 'active', (select password_hash from users where email = 'shipper@example.com')
     from companies c where c.email like '%@large.example'`,
  ],
  // the shippers and carriers in order, the demo company first, each with the user who acts for it
  [
    'parties',
    `create temp table large_party as
     select c.type, (row_number() over (partition by c.type order by c.id) - 1)::int as n, c.id as company_id,
       (select min(u.id) from users u where u.company_id = c.id and u.status = 'active') as user_id
     from companies c where c.type in ('shipper', 'carrier')`,
  ],
  [
    'cargo map',
    `create temp table large_map as
     with template as (select id, load_date_from, row_number() over (order by id) - 1 as n from cargos),
       made as (
         select g, ${stageOf} as stage,
           -- a year of history: created up to 365 days ago; the open ones load in the coming month
           now() - ((g * 7919) % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as created_at
         from generate_series(1, ${largeSize.cargos}) g)
     select m.g, nextval('cargos_id_seq') as id, t.id as template_id, m.stage, m.created_at,
       case when m.stage in ('draft', 'available') then current_date + (m.g % 30)
         else (m.created_at at time zone 'UTC')::date + 2 end - t.load_date_from as shift,
       s.company_id as shipper_id, s.user_id as shipper_user_id
     from made m
     join template t on t.n = m.g % (select count(*) from template)
     join large_party s on s.type = 'shipper'
       and s.n = case when m.g % 10 = 0 then 0 else m.g % ${largeSize.shippers} end`,
  ],
  [
    'cargos',
    `insert into cargos (id, company_id, created_by, contact_user_ids, stage, start_place_id, start_lat, start_lng,
       start_region, start_country, finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
       points_count, load_date_from, load_date_to, unload_date, truck_type_ids, load_type_ids, cargo_type_id,
       pack_type_id, weight, volume, price, currency, price_per_km, distance_km, payment_type, comment, created_at,
       updated_at, responsible_user_id, additional_condition_ids, additional_equipment_ids, price_mode, vat)
     select m.id, m.shipper_id, m.shipper_user_id, array[m.shipper_user_id], m.stage, t.start_place_id, t.start_lat,
       t.start_lng, t.start_region, t.start_country, t.finish_place_id, t.finish_lat, t.finish_lng, t.finish_region,
       t.finish_country, t.points_count, t.load_date_from + m.shift, t.load_date_to + m.shift,
       t.unload_date + m.shift, t.truck_type_ids, t.load_type_ids, t.cargo_type_id, t.pack_type_id, t.weight,
       t.volume, coalesce(nullif(t.price, 0), 90000), t.currency, t.price_per_km, t.distance_km, t.payment_type,
       t.comment, m.created_at, m.created_at, m.shipper_user_id, t.additional_condition_ids,
       t.additional_equipment_ids, t.price_mode, t.vat
     from large_map m join cargos t on t.id = m.template_id`,
  ],
  [
    'cargo points',
    `insert into cargo_points (cargo_id, position, kind, place_id, lat, lng, address, date, time_from, time_to)
     select m.id, p.position, p.kind, p.place_id, p.lat, p.lng, p.address, p.date + m.shift, p.time_from, p.time_to
     from large_map m join cargo_points p on p.cargo_id = m.template_id`,
  ],
  [
    'cargo prices',
    `insert into cargo_prices (cargo_id, mode, price, currency, created_at)
     select m.id, p.mode, p.price, p.currency, m.created_at
     from large_map m join cargo_prices p on p.cargo_id = m.template_id`,
  ],
  // the carrier of a taken cargo; an open cargo has up to three offers, every fourth none
  [
    'responses',
    `insert into cargo_responses (cargo_id, company_id, user_id, status, price, currency, created_at, updated_at)
     select m.id, c.company_id, c.user_id,
       case when m.stage in ('in_work', 'contract', 'completed') then 'contract'
         when m.stage = 'cancelled' then 'cancelled' else 'new' end,
       90000 + (m.g % 50) * 1000, 'RUB', m.created_at + k * interval '1 hour', m.created_at + k * interval '1 hour'
     from large_map m
     cross join generate_series(0, 2) k
     join large_party c on c.type = 'carrier' and c.n = case when (m.g / 7 + k) % 10 = 0 then 0
       else (m.g * 31 + k * 17) % ${largeSize.carriers} end
     where case when m.stage = 'available' then k < m.g % 4 else k = 0 and m.stage <> 'draft' end`,
  ],
  [
    'contracts',
    `insert into contracts (response_id, cargo_id, shipper_company_id, carrier_company_id, status, price, currency,
       shipper_signed_at, shipper_signed_by, carrier_signed_at, carrier_signed_by, created_by, created_at, updated_at)
     select r.id, r.cargo_id, m.shipper_id, r.company_id,
       case when m.g % 8 = 6 then 'completed' else 'signed' end, r.price, r.currency,
       r.created_at, m.shipper_user_id, r.created_at, r.user_id, r.user_id, r.created_at, r.created_at
     from large_map m join cargo_responses r on r.cargo_id = m.id and r.status = 'contract'
     where m.stage = 'contract'`,
  ],
  [
    'orders',
    `insert into orders (contract_id, cargo_id, response_id, shipper_company_id, carrier_company_id, status, price,
       currency, load_date, unload_date, security_status, loaded_at, unloaded_at, closed_at, created_at, updated_at)
     select k.id, k.cargo_id, k.response_id, k.shipper_company_id, k.carrier_company_id, s.status, k.price,
       k.currency, c.load_date_from, c.unload_date, case when s.status = 'security_check' then 'wait' else 'approved' end,
       case when s.n >= 3 then k.created_at + interval '2 days' end,
       case when s.n >= 4 and s.n <> 7 then k.created_at + interval '4 days' end,
       case when s.n = 6 then k.created_at + interval '10 days' end, k.created_at, k.created_at
     from contracts k
     join large_map m on m.id = k.cargo_id
     join cargos c on c.id = k.cargo_id
     cross join lateral (select (array['documents', 'security_check', 'loading', 'on_way', 'unloaded',
       'documents_approved', 'closed', 'cancelled'])[1 + m.g % 8] as status, m.g % 8 as n) s`,
  ],
  [
    'order events',
    `insert into order_events (order_id, status, user_id, created_at)
     select o.id, o.status, m.shipper_user_id, o.created_at from orders o join large_map m on m.id = o.cargo_id`,
  ],
  [
    'trucks',
    `insert into transports (company_id, number, truck_type_id, volume, capacity, load_type_ids)
     select p.company_id, 'Л' || lpad((p.n * 2 + k)::text, 4, '0') || 'ГР77', (select min(id) from dictionary_items
       where kind = 'truck_types'), 82, 20, '{}'
     from large_party p cross join generate_series(0, 1) k
     where p.type = 'carrier' and p.n > 0`,
  ],
  // a year of the trucks' calendar: every fortnight a week away (busy) or free to take (available)
  [
    'calendar',
    `insert into transport_tasks (company_id, transport_id, type, start_date, end_date, place_id, radius_km,
       searchable, truck_type_id, capacity, volume, load_type_ids)
     select t.company_id, t.id, case when w % 2 = 0 then 'busy' else 'available' end,
       current_date - 365 + w * 14 + (t.id % 5), current_date - 365 + w * 14 + (t.id % 5) + 6,
       (select id from places order by id limit 1 offset (t.id * 7 + w) % 400), 100, true, t.truck_type_id, t.capacity, t.volume, t.load_type_ids
     from transports t cross join generate_series(0, 27) w
     where t.number like 'Л%ГР77'`,
  ],
  // what autovacuum does to a database that has lived a year: statistics, and the visibility map that lets a count
  // read an index alone (without it every index-only scan visits the table)
  ['vacuum analyze', 'vacuum analyze'],
]

/** Migrates, seeds the demo data, then writes the larger set; prints each step's seconds. */
export async function seedLargeDay(url: string): Promise<Record<string, number>> {
  const database = await openDatabase({ kind: 'postgres', url })
  await migrate(database.db)
  await seedReference(database.db)
  await seedDemo(database.db)
  await database.close()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const seconds: Record<string, number> = {}
  try {
    for (const [name, statement] of steps) {
      const started = performance.now()
      const result = await client.query(statement)
      seconds[name] = Math.round((performance.now() - started) / 100) / 10
      console.log(`  large set: ${name}: ${result.rowCount ?? 0} rows, ${seconds[name]} s`)
    }
  } finally {
    await client.end()
  }
  return seconds
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.DATABASE_URL
  if (!url) throw new Error('usage: day-large.ts POSTGRES_URL')
  await seedLargeDay(url)
}
