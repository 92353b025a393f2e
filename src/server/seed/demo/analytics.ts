/**
 * Demo data of the analytics screens: the north shipper's logistics in two departments (the manager heads
 * «Центр», a senior logistician heads «Восток»), three clients the company records (with pay days), and three
 * months of history up to today: cargos the logisticians posted, carriers' responses they answered, contracts
 * signed and orders delivered. Goals are counted from these rows by the triggers of migration 016, as they would
 * be from live work; the monthly targets are the only thing typed in. Closed history only (completed cargos,
 * closed orders), so the working lists of today are not crowded.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import { withInnCheckDigits } from '../../../core/contract/validators'
import type { DB } from '../../db/schema'
import { prng } from './cargos'
import { companyAgeDays, daysBefore, onDay, tripDays } from './moments'
import { addScans, demoSignatory, driverHolder, truckHolder } from './order-papers'

const HISTORY_DAYS = 92

const people = [
  { email: 'pavlova@north-trade.example', name: 'Ирина Павлова', department: 'center', pace: 1.2 },
  { email: 'kovalev@north-trade.example', name: 'Сергей Ковалёв', department: 'center', pace: 0.8 },
  { email: 'morozova@north-trade.example', name: 'Ольга Морозова', department: 'east', pace: 1.1, head: true },
  { email: 'zaytsev@north-trade.example', name: 'Артём Зайцев', department: 'east', pace: 0.7 },
] as const

const clients = [
  { name: 'ООО «Балтийский Хлеб»', inn: withInnCheckDigits('780112233'), pay_days: 30, share: 0.3 },
  { name: 'АО «Волжские Напитки»', inn: withInnCheckDigits('163344556'), pay_days: 45, share: 0.25 },
  { name: 'ООО «УралСтройМаркет»', inn: withInnCheckDigits('667788990'), pay_days: 60, share: 0.15 },
] as const

/** Lanes by the cities' Russian names, each way. */
const lanes: readonly (readonly [string, string])[] = [
  ['Москва', 'Казань'],
  ['Москва', 'Санкт-Петербург'],
  ['Москва', 'Нижний Новгород'],
  ['Казань', 'Екатеринбург'],
  ['Санкт-Петербург', 'Москва'],
  ['Москва', 'Самара'],
  ['Екатеринбург', 'Новосибирск'],
  ['Москва', 'Воронеж'],
  ['Краснодар', 'Москва'],
  ['Казань', 'Москва'],
]

/** `uploadsDir`: where the delivered orders' scans are written (the server's; test templates keep only the rows). */
export async function seedDemoAnalytics(db: Kysely<DB>, now = new Date(), uploadsDir?: string): Promise<void> {
  const north = await db
    .selectFrom('users')
    .select(['id', 'company_id', 'password_hash'])
    .where('email', '=', 'shipper@example.com')
    .executeTakeFirst()
  const logist = await db.selectFrom('users').select('id').where('email', '=', 'logist@example.com').executeTakeFirst()
  const manager = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'manager@example.com')
    .executeTakeFirst()
  const carriers = await db
    .selectFrom('users')
    .select(['id', 'company_id', 'email', 'name', 'phone'])
    .where('email', 'in', ['carrier@example.com', 'siberia@example.com', 'petrov@example.com'])
    .orderBy('id')
    .execute()
  if (!north?.company_id || !logist || !manager || carriers.length === 0) return
  const companyId = north.company_id

  // people and departments, there from the company's first days (./moments.ts), before their history
  const hired = daysBefore(now, companyAgeDays(1) - 5)
  const ids = new Map<string, number>()
  for (const person of people) {
    const row = await db
      .insertInto('users')
      .values({
        company_id: companyId,
        email: person.email,
        name: person.name,
        roles: ['shipper', 'shipper.logist'],
        status: 'active',
        timezone: 'Europe/Moscow',
        language: 'ru',
        password_hash: north.password_hash,
        created_at: hired,
        updated_at: hired,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(person.email, row.id)
  }
  const eastHead = ids.get(people[2].email)!
  const center = await db
    .insertInto('departments')
    .values({ company_id: companyId, name: 'Логистика: Центр', head_user_id: manager.id })
    .returning('id')
    .executeTakeFirstOrThrow()
  const east = await db
    .insertInto('departments')
    .values({ company_id: companyId, name: 'Логистика: Восток', head_user_id: eastHead })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('department_members')
    .values([
      { user_id: logist.id, department_id: center.id },
      ...people.map((p) => ({
        user_id: ids.get(p.email)!,
        department_id: p.department === 'center' ? center.id : east.id,
      })),
    ])
    .execute()
  const team = [{ id: logist.id, pace: 1 }, ...people.map((p) => ({ id: ids.get(p.email)!, pace: p.pace as number }))]

  // the clients the company records
  const clientIds: { id: number; share: number }[] = []
  for (const client of clients) {
    const row = await db
      .insertInto('companies')
      .values({
        name: client.name,
        inn: client.inn,
        type: 'shipper',
        created_by_company_id: companyId,
        created_at: hired,
        updated_at: hired,
        payment: JSON.stringify({
          bank_name: 'ПАО «Сбербанк»',
          bik: '044525225',
          account: '40702810938000000001',
          correspondent_account: '30101810400000000225',
          pay_days: client.pay_days,
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    clientIds.push({ id: row.id, share: client.share })
  }

  const names = [...new Set(lanes.flat())]
  const places = await db
    .selectFrom('places')
    .select(['id', 'name_ru', 'name_en', 'region_en', 'type', 'country_code', 'lat', 'lng', 'population'])
    .where('type', '=', 'city')
    .where('country_code', '=', 'RU')
    .where('name_ru', 'in', names)
    .orderBy('population', 'desc')
    .execute()
  const city = (name: string) => places.find((p) => p.name_ru === name)
  const routes = lanes.flatMap(([a, b]) => {
    const from = city(a)
    const to = city(b)
    return from && to ? [{ from, to }] : []
  })
  if (routes.length === 0) return

  // three months of history: posted, answered, contracted, delivered
  const rng = prng(20_261_124)
  const today = isoDay(now)
  const cargos: {
    user: number
    owner: number | null
    route: (typeof routes)[number]
    created: Date
    covered: boolean
    load: string
    unload: string
    km: number
    price: number
    weight: number
    answerMinutes: number
    carrier: (typeof carriers)[number]
  }[] = []
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const day = addDays(today, -back)
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (weekday === 0) continue
    for (const member of team) {
      // the pace grows a little over the three months, so the charts show a trend
      const expected = member.pace * (weekday === 6 ? 0.6 : 1.8) * (0.8 + (0.4 * (HISTORY_DAYS - back)) / HISTORY_DAYS)
      const count = Math.floor(expected + rng())
      for (let i = 0; i < count; i++) {
        const route = routes[Math.floor(rng() * routes.length)]!
        const km = Math.round(
          1.2 *
            6371 *
            2 *
            Math.asin(
              Math.sqrt(
                Math.sin(((route.to.lat - route.from.lat) * Math.PI) / 360) ** 2 +
                  Math.cos((route.from.lat * Math.PI) / 180) *
                    Math.cos((route.to.lat * Math.PI) / 180) *
                    Math.sin(((route.to.lng - route.from.lng) * Math.PI) / 360) ** 2,
              ),
            ),
        )
        const perKm = Math.round(6000 + rng() * 2500)
        const pickOwner = rng()
        let acc = 0
        let owner: number | null = null
        for (const client of clientIds) {
          acc += client.share
          if (pickOwner < acc) {
            owner = client.id
            break
          }
        }
        const hour = 8 + Math.floor(rng() * 9)
        const created = new Date(
          `${day}T${String(hour).padStart(2, '0')}:${String(Math.floor(rng() * 60)).padStart(2, '0')}:00+03:00`,
        )
        const covered = rng() < 0.55 + 0.1 * member.pace
        const load = addDays(day, 1 + Math.floor(rng() * 3))
        const unload = addDays(load, Math.max(1, tripDays(km)))
        cargos.push({
          user: member.id,
          owner,
          route,
          created,
          // covered when it was delivered and closed by now; a later one found no carrier yet (cancelled)
          covered: covered && onDay(addDays(unload, 1), '16:00').getTime() < now.getTime(),
          load,
          unload,
          km,
          price: Math.round((perKm * km) / 100_000) * 100_000,
          weight: Math.round((5 + rng() * 15) * 10) / 10,
          answerMinutes: Math.round(5 + rng() * (member.pace > 1 ? 40 : 110)),
          carrier: carriers[Math.floor(rng() * carriers.length)]!,
        })
      }
    }
  }

  const regionOf = (p: (typeof places)[number]) => p.region_en
  const cargoIds = await sql<{ id: number }>`
    insert into cargos (company_id, created_by, responsible_user_id, contact_user_ids, stage, owner_company_id,
      start_place_id, start_lat, start_lng, start_region, start_country,
      finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
      load_date_from, load_date_to, unload_date, truck_type_ids, load_type_ids, cargo_type_id, pack_type_id,
      weight, volume, price, currency, price_per_km, distance_km, payment_type, created_at, updated_at)
    select ${companyId}, u.user_id, u.user_id, array[u.user_id], u.stage, u.owner,
      u.sid, u.slat, u.slng, u.sregion, 'RU', u.fid, u.flat, u.flng, u.fregion, 'RU',
      u.load, u.load, u.unload, '{1}', '{1}', 1, 1, u.weight, 82, u.price, 'RUB', u.per_km, u.km, 1,
      u.created, u.created
    from unnest(
      ${cargos.map((c) => c.user)}::int[], ${cargos.map((c) => (c.covered ? 'completed' : 'cancelled'))}::text[],
      ${cargos.map((c) => c.owner)}::int[],
      ${cargos.map((c) => c.route.from.id)}::int[], ${cargos.map((c) => c.route.from.lat)}::float8[],
      ${cargos.map((c) => c.route.from.lng)}::float8[], ${cargos.map((c) => regionOf(c.route.from))}::text[],
      ${cargos.map((c) => c.route.to.id)}::int[], ${cargos.map((c) => c.route.to.lat)}::float8[],
      ${cargos.map((c) => c.route.to.lng)}::float8[], ${cargos.map((c) => regionOf(c.route.to))}::text[],
      ${cargos.map((c) => c.load)}::date[], ${cargos.map((c) => c.unload)}::date[],
      ${cargos.map((c) => c.weight)}::numeric[], ${cargos.map((c) => c.price)}::int8[], ${cargos.map((c) => Math.round(c.price / Math.max(1, c.km)))}::int[],
      ${cargos.map((c) => c.km)}::int[], ${cargos.map((c) => c.created.toISOString())}::timestamptz[]
    ) with ordinality as u(user_id, stage, owner, sid, slat, slng, sregion, fid, flat, flng, fregion, load, unload,
      weight, price, per_km, km, created, n)
    order by u.n
    returning id`.execute(db)
  const rows = cargos.map((c, i) => ({ ...c, id: cargoIds.rows[i]!.id }))

  // every cargo had a carrier's response; the logistician answered it (accepted when covered, else rejected)
  const responded = rows.map((c) => ({
    ...c,
    respondedAt: new Date(c.created.getTime() + (15 + Math.floor(rng() * 120)) * 60_000),
    contractPrice: Math.round((c.price * (0.9 + rng() * 0.14)) / 10_000) * 10_000,
  }))
  const responseIds = await sql<{ id: number }>`
    insert into cargo_responses (cargo_id, company_id, user_id, status, price, currency, created_at, updated_at)
    select u.cargo_id, u.company_id, u.user_id, u.status, u.price, 'RUB', u.at, u.at
    from unnest(${responded.map((c) => c.id)}::int[], ${responded.map((c) => c.carrier.company_id)}::int[],
      ${responded.map((c) => c.carrier.id)}::int[], ${responded.map((c) => (c.covered ? 'contract' : 'rejected'))}::text[],
      ${responded.map((c) => c.contractPrice)}::int8[], ${responded.map((c) => c.respondedAt.toISOString())}::timestamptz[]
    ) with ordinality as u(cargo_id, company_id, user_id, status, price, at, n)
    order by u.n
    returning id`.execute(db)
  const withResponse = responded.map((c, i) => ({ ...c, response: responseIds.rows[i]!.id }))
  await sql`
    insert into cargo_response_events (response_id, status, user_id, created_at)
    select * from unnest(
      ${withResponse.map((c) => c.response)}::int[], ${withResponse.map((c) => (c.covered ? 'accepted' : 'rejected'))}::text[],
      ${withResponse.map((c) => c.user)}::int[],
      ${withResponse.map((c) => new Date(c.respondedAt.getTime() + c.answerMinutes * 60_000).toISOString())}::timestamptz[]
    )`.execute(db)

  // the covered ones: a contract signed the next day, the order closed after unloading
  const covered = withResponse.filter((c) => c.covered)
  if (covered.length === 0) return
  const signedAt = (c: (typeof covered)[number]) => new Date(c.respondedAt.getTime() + 20 * 3_600_000)
  const contractIds = await sql<{ id: number }>`
    insert into contracts (response_id, cargo_id, shipper_company_id, carrier_company_id, status, price, currency,
      shipper_signed_at, shipper_signed_by, carrier_signed_at, carrier_signed_by, created_by, created_at, updated_at)
    select u.response_id, u.cargo_id, ${companyId}, u.carrier_company, 'completed', u.price, 'RUB',
      u.signed, u.user_id, u.signed - interval '2 hours', u.carrier_user, u.carrier_user, u.signed, u.signed
    from unnest(${covered.map((c) => c.response)}::int[], ${covered.map((c) => c.id)}::int[],
      ${covered.map((c) => c.carrier.company_id)}::int[], ${covered.map((c) => c.contractPrice)}::int8[],
      ${covered.map((c) => signedAt(c).toISOString())}::timestamptz[], ${covered.map((c) => c.user)}::int[],
      ${covered.map((c) => c.carrier.id)}::int[]
    ) with ordinality as u(response_id, cargo_id, carrier_company, price, signed, user_id, carrier_user, n)
    order by u.n
    returning id`.execute(db)
  const delivered = covered.map((c, i) => ({ ...c, contract: contractIds.rows[i]!.id }))
  const unloadedAt = (c: (typeof delivered)[number]) => `${c.unload}T15:00:00+03:00`
  const orderIds = await sql<{ id: number }>`
    insert into orders (contract_id, cargo_id, response_id, shipper_company_id, carrier_company_id, status, price,
      currency, load_date, unload_date, loaded_at, unloaded_at, closed_at, created_at, updated_at)
    select u.contract_id, u.cargo_id, u.response_id, ${companyId}, u.carrier_company, 'closed', u.price, 'RUB',
      u.load, u.unload, u.load + time '09:00', u.unloaded, u.unloaded + interval '1 day', u.signed, u.unloaded
    from unnest(${delivered.map((c) => c.contract)}::int[], ${delivered.map((c) => c.id)}::int[],
      ${delivered.map((c) => c.response)}::int[], ${delivered.map((c) => c.carrier.company_id)}::int[],
      ${delivered.map((c) => c.contractPrice)}::int8[], ${delivered.map((c) => c.load)}::date[],
      ${delivered.map((c) => c.unload)}::date[],
      ${delivered.map(unloadedAt)}::timestamptz[], ${delivered.map((c) => signedAt(c).toISOString())}::timestamptz[]
    ) with ordinality as u(contract_id, cargo_id, response_id, carrier_company, price, load, unload, unloaded, signed, n)
    order by u.n
    returning id`.execute(db)
  await fillPapers(
    db,
    delivered.map((c, i) => ({
      orderId: orderIds.rows[i]!.id,
      carrier: c.carrier,
      shipperUserId: c.user,
      unloadedAt: new Date(unloadedAt(c)),
    })),
    uploadsDir,
  )

  // monthly targets: this month and the two before, for each logistician, set where the team's pace leads (about
  // 48 cargos a month at pace 1, Saturdays light, Sundays off; covered as often as the history covers them), so the
  // current month reads near its target and the earlier, slower months a little under theirs
  const months = [0, 1, 2].map((m) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - m, 1))
    return isoDay(d)
  })
  const goals = team.flatMap((member) =>
    months.flatMap((month) =>
      [
        { type: 17, max_value: Math.round(48 * member.pace * (0.55 + 0.1 * member.pace)) },
        // posted: a little above the pace, for the cargos the administrator and the manager post beside them
        { type: 11, max_value: Math.round(52 * member.pace) },
        { type: 21, max_value: Math.round(48 * member.pace * (0.55 + 0.1 * member.pace) * 0.9) },
        { type: 25, max_value: Math.round(150_000 * member.pace) * 100 },
        { type: 29, max_value: 45 },
      ].map((goal) => ({ ...goal, company_id: companyId, user_id: member.id, month, set_by: manager.id })),
    ),
  )
  await db.insertInto('analytics_goals').values(goals).execute()
}

type Carrier = { id: number; company_id: number | null; email: string; name: string; phone: string | null }

/**
 * The delivered orders' papers: the carrier's signatory (the demo carrier's director, another carrier's own head),
 * its drivers and trucks in turn, and the waybill and act uploaded on the unloading day and approved that evening
 * (the order closed the next day), as every order past its documents step has them.
 */
async function fillPapers(
  db: Kysely<DB>,
  orders: { orderId: number; carrier: Carrier; shipperUserId: number; unloadedAt: Date }[],
  uploadsDir: string | undefined,
) {
  const companies = [...new Set(orders.map((o) => o.carrier.company_id ?? 0))]
  const drivers = await db
    .selectFrom('drivers')
    .select(['id', 'company_id', 'name', 'phone', 'licence'])
    .where('company_id', 'in', companies)
    .orderBy('id')
    .execute()
  const trucks = await db
    .selectFrom('transports')
    .select(['id', 'company_id', 'number'])
    .where('company_id', 'in', companies)
    .orderBy('id')
    .execute()
  const inTurn = <T extends { company_id: number | null }>(rows: T[], companyId: number | null, n: number) => {
    const own = rows.filter((row) => row.company_id === companyId)
    return own.length ? own[n % own.length] : undefined
  }
  const signatory = (carrier: Carrier) =>
    carrier.email === 'carrier@example.com'
      ? demoSignatory
      : carrier.email === 'petrov@example.com'
        ? { name: carrier.name, position: 'Индивидуальный предприниматель', basis: 'ОГРНИП', phone: carrier.phone }
        : { name: carrier.name, position: 'Генеральный директор', basis: 'Устав', phone: carrier.phone }
  await sql`
    update orders o set director = u.director::jsonb, driver = u.driver::jsonb, transport = u.transport::jsonb
    from unnest(${orders.map((o) => o.orderId)}::int[],
      ${orders.map((o) => JSON.stringify(signatory(o.carrier)))}::text[],
      ${orders.map((o, i) => JSON.stringify(driverHolder(inTurn(drivers, o.carrier.company_id, i))))}::text[],
      ${orders.map((o, i) => JSON.stringify(truckHolder(inTurn(trucks, o.carrier.company_id, i))))}::text[]
    ) as u(id, director, driver, transport)
    where o.id = u.id`.execute(db)
  await addScans(
    db,
    orders.flatMap((o) =>
      (['waybill', 'act'] as const).map((kind) => ({
        orderId: o.orderId,
        kind,
        status: 'approved' as const,
        carrierUserId: o.carrier.id,
        shipperUserId: o.shipperUserId,
        uploadedAt: new Date(o.unloadedAt.getTime() + 2 * 3_600_000),
        decidedAt: new Date(o.unloadedAt.getTime() + 5 * 3_600_000),
      })),
    ),
    uploadsDir,
  )
}
