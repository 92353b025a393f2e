import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { demoCompanies } from '../../seed/demo/accounts'
import { DEMO_CARGO_COUNT, NORTH_MARKET_CARGOS, seedDemoCargos, seedManyCargos } from '../../seed/demo/cargos'
import { api } from '../account/testing'

const MOSCOW = 524901
const KAZAN = 551487

/** The demo cargos are written only where the places are loaded (not in the other test files). */
describe('cargo: demo cargos (seed/demo/cargos.ts)', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await createTestServer({ places: true })
  })
  afterAll(() => server.close())

  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(server.db)).rows[0]!
  /**
   * The cargo seed's own cargos: it writes first, so they are the first DEMO_CARGO_COUNT by id (later areas' demo
   * data, e.g. the analytics' history, add cargos of their own with figures of their own story).
   */
  const seeded = sql`(select * from cargos order by id limit ${DEMO_CARGO_COUNT})`

  it('writes 5,000 cargos of the demo shippers, mostly available, with prices, points and logs', async () => {
    const stats = await one(sql<{
      total: number
      available: number
      working: number
      companies: number
      multi: number
      foreign_ends: number
    }>`
      select count(*)::int as total,
        count(*) filter (where stage = 'available')::int as available,
        count(*) filter (where stage in ('in_work', 'contract'))::int as working,
        count(distinct company_id)::int as companies,
        count(*) filter (where points_count >= 3)::int as multi,
        count(*) filter (where start_country <> 'RU' or finish_country <> 'RU')::int as foreign_ends
      from ${seeded} as cargos`)
    expect(stats.total).toBe(DEMO_CARGO_COUNT)
    expect(stats.available / stats.total).toBeGreaterThan(0.75)
    expect(stats.working).toBeGreaterThan(100)
    // every demo shipper company posts; the market's are the many, north (the demo shipper) a few of its own
    expect(stats.companies).toBe(demoCompanies.filter((c) => c.type === 'shipper').length)
    const north = await one(sql<{ cargos: number; people: number }>`
      select count(*)::int as cargos, count(distinct c.created_by)::int as people
      from ${seeded} c join companies co on co.id = c.company_id
      where co.name = 'ООО «Северная Торговая Компания»'`)
    expect(north).toEqual({ cargos: NORTH_MARKET_CARGOS, people: 3 })
    expect(stats.multi).toBeGreaterThan(20)
    expect(stats.foreign_ends).toBeGreaterThan(50)
    const shippers = await server.db
      .selectFrom('cargos as c')
      .innerJoin('companies as co', 'co.id', 'c.company_id')
      .select('co.type')
      .distinct()
      .execute()
    expect(shippers).toEqual([{ type: 'shipper' }])
    const points = await one(sql<{ mismatched: number }>`
      select count(*)::int as mismatched from ${seeded} c
      where c.points_count <> (select count(*) from cargo_points p where p.cargo_id = c.id)`)
    expect(points.mismatched).toBe(0)
  })

  it('keeps the figures realistic: 40–120 RUB per km, 1.5–20 t, 10–92 m3, loads from 5 days ago to 30 ahead', async () => {
    const ranges = await one(sql<Record<string, number>>`
      select min(price_per_km)::int as min_ppk, max(price_per_km)::int as max_ppk,
        min(weight)::float8 as min_w, max(weight)::float8 as max_w,
        min(volume)::float8 as min_v, max(volume)::float8 as max_v,
        min(load_date_from - current_date) filter (where stage = 'available')::int as min_day,
        max(load_date_from - current_date) filter (where stage = 'available')::int as max_day,
        count(*) filter (where distance_km < 40)::int as too_short
      from ${seeded} as cargos`)
    // Minor units per km; the total is rounded to 100 RUB, which moves very short hauls a little.
    expect(ranges.min_ppk).toBeGreaterThanOrEqual(3500)
    expect(ranges.max_ppk).toBeLessThanOrEqual(13_000)
    expect(ranges.min_w).toBeGreaterThanOrEqual(1.5)
    expect(ranges.max_w).toBeLessThanOrEqual(20)
    expect(ranges.min_v).toBeGreaterThanOrEqual(10)
    expect(ranges.max_v).toBeLessThanOrEqual(92)
    // What is offered loads around today (a cargo carried weeks ago by a demo order loaded then); current_date is the
    // database's day, the seed counts in UTC days.
    expect(ranges.min_day).toBeGreaterThanOrEqual(-6)
    expect(ranges.max_day).toBeLessThanOrEqual(31)
    expect(ranges.too_short).toBe(0)
  })

  it('has Moscow -> Kazan and Kazan -> Moscow cargos that the search finds', async () => {
    const search = (from: number, to: number) =>
      server.call({
        method: 'GET',
        url: api(`cargos?filter[start_point_id]=${from}&filter[finish_point_id]=${to}&limit=100`),
      })
    const there = (await search(MOSCOW, KAZAN)).json()
    expect(there.meta.size).toBeGreaterThanOrEqual(5)
    // The 50 km radius also takes in Moscow's satellite towns (Domodedovo, Khimki…).
    const exact = there.data.filter(
      (cargo: { start_point: { id: number }; finish_point: { id: number } }) =>
        cargo.start_point.id === MOSCOW && cargo.finish_point.id === KAZAN,
    )
    expect(exact.length).toBeGreaterThanOrEqual(5)
    const back = (await search(KAZAN, MOSCOW)).json()
    expect(back.meta.size).toBeGreaterThanOrEqual(5)
    const multi = back.data.find((cargo: { points_count: number }) => cargo.points_count === 3)
    expect(multi).toBeDefined()
    const points = (await server.call({ method: 'GET', url: api(`v2/cargos/${multi.id}/points`) })).json()
    expect(points.data.map((p: { place: { name: string } }) => p.place.name)).toEqual([
      'Казань',
      'Нижний Новгород',
      'Москва',
    ])
  })

  it('is deterministic for a seed, and seedManyCargos adds two-point cargos in batches', async () => {
    const digest = async () =>
      one(sql<{ digest: string }>`
        select md5(string_agg(concat_ws('|', start_place_id, finish_place_id, load_date_from, price, weight,
          truck_type_ids, stage), ',' order by id)) as digest
        from cargos`)
    const now = new Date('2030-06-01T12:00:00Z')
    await sql`truncate cargos cascade`.execute(server.db)
    const started = performance.now()
    expect(await seedDemoCargos(server.db, { now })).toBe(DEMO_CARGO_COUNT)
    console.info(
      `seedDemoCargos: ${DEMO_CARGO_COUNT} cargos in ${Math.round(performance.now() - started)} ms (${server.kind})`,
    )
    const first = await digest()
    await sql`truncate cargos cascade`.execute(server.db)
    await seedDemoCargos(server.db, { now })
    expect(await digest()).toEqual(first)

    await sql`truncate cargos cascade`.execute(server.db)
    const batches: number[] = []
    expect(await seedManyCargos(server.db, 6000, 7, { now, onBatch: (done) => batches.push(done) })).toBe(6000)
    // Two batches (5,000 and 1,000), written side by side on PostgreSQL: done counts rows as batches finish.
    expect(batches).toHaveLength(2)
    expect(batches.at(-1)).toBe(6000)
    const many = await one(sql<Record<string, number>>`
      select count(*)::int as total, max(points_count)::int as max_points,
        (select count(*) from cargo_points)::int as point_rows
      from cargos`)
    expect(many).toEqual({ total: 6000, max_points: 2, point_rows: 0 })
    // three seedings of 5,000-6,000 cargos: about 20 s of CPU on PGlite, so a busy machine needs more than the
    // suite's 30 s; it waits for the work, and a real hang still ends the run
  }, 180_000)
})
