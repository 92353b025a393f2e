/**
 * Demo cargos: realistic loads between real cities, posted by the market's shipper companies (their shares in
 * `marketShares`), and a few dozen by the demo shipper company (north: shipper@, logist@, manager@), whose own
 * history the analytics seed writes: its people's figures are their work, not the market's.
 *
 * Cities are the Russian ones over 50,000 people (weighted by population, shorter hauls likelier), plus Minsk and
 * Almaty as foreign ends. Distances are the great circle x 1.2, prices 40–120 RUB per km (stored in kopecks),
 * loads spread from 5 days ago to 30 days ahead, truck types with fitting weights (1.5–20 t) and volumes
 * (10–92 m3), mostly available, some in work or under contract. Always there: Moscow -> Kazan and back, and
 * cargos with three or four points. A seeded PRNG makes the same cargos every time (dates follow today).
 *
 * Rows go in through `unnest` of one array per column: one statement per 5,000 cargos on PGlite and PostgreSQL,
 * whatever the number of columns. `seedManyCargos` is the same generator for the benchmark (100k–1M cargos).
 */
import { type Kysely, sql } from 'kysely'
import { addDays, DAY_MS, isoDay } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { distanceKm, ROAD_FACTOR } from '../../modules/cargo/geo'
import { demoCompanies } from './accounts'
import { tripDays } from './moments'

export const DEMO_CARGO_COUNT = 5000
/**
 * The demo shipper company's cargos among them: enough for the other areas' demo (its people's cargos in every
 * stage, responses, orders, trucks carrying them, three expired ones), posted over the last month by its three
 * people, the administrator (shipper@) most: a month's work beside the logisticians' own history.
 */
export const NORTH_MARKET_CARGOS = 54
/** Who posts north's cargos in turn, by index into its active users (shipper@, logist@, manager@). */
const northAuthors = [0, 1, 0, 2, 0]

/** Each market shipper's share of the demo cargos (the keys of demoCompanies). */
const marketShares: Record<string, number> = {
  ural: 10,
  south: 20,
  chernozem: 18,
  volgamebel: 18,
  sibles: 16,
  himprom: 18,
}
export const DEMO_CARGO_SEED = 20_240_501
const BATCH = 5000

// ---------------------------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: small, fast and good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

type Rng = () => number
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min)
const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1))
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let r = rng() * total
  for (const [item, w] of items) {
    r -= w
    if (r < 0) return item
  }
  return items[items.length - 1]![0]
}

// ---------------------------------------------------------------------------------------------------------------
// What the cargos are made of

export interface SeedCity {
  id: number
  type: string
  name_ru: string
  name_en: string
  region_en: string | null
  country_code: string
  lat: number
  lng: number
  population: number
}

/** A truck and the loads it carries: truck types (the first is the main one), load types, weights, volumes. */
interface Profile {
  share: number
  trucks: number[]
  alternatives: number[]
  loads: number[]
  weight: [number, number]
  volume: [number, number] | null
  cargoTypes: number[]
  packTypes: number[]
}

// Ids of the dictionaries in seed/reference/dictionary-items.ts.
const profiles: Profile[] = [
  // Curtainsider 20 t / 82–92 m3: the bulk of Russian road freight.
  {
    share: 34,
    trucks: [1],
    alternatives: [4, 7],
    loads: [1, 2, 3, 5],
    weight: [10, 20],
    volume: [60, 92],
    cargoTypes: [1, 6, 9, 12, 13, 14, 15, 16, 25],
    packTypes: [1, 2, 3, 16],
  },
  {
    share: 14,
    trucks: [2],
    alternatives: [3],
    loads: [1],
    weight: [5, 20],
    volume: [40, 86],
    cargoTypes: [2, 3, 4, 5, 23],
    packTypes: [1, 2, 3, 4],
  },
  {
    share: 6,
    trucks: [3],
    alternatives: [2],
    loads: [1, 2],
    weight: [3, 18],
    volume: [30, 82],
    cargoTypes: [2, 4, 5],
    packTypes: [1, 2, 3],
  },
  {
    share: 9,
    trucks: [4],
    alternatives: [1],
    loads: [1],
    weight: [3, 20],
    volume: [20, 86],
    cargoTypes: [1, 12, 13, 23],
    packTypes: [1, 3, 4],
  },
  // Vans up to 3.5 t: 1.5–3.5 t, 10–20 m3.
  {
    share: 10,
    trucks: [19],
    alternatives: [4],
    loads: [1, 2],
    weight: [1.5, 3.5],
    volume: [10, 20],
    cargoTypes: [1, 2, 12, 13, 23, 25],
    packTypes: [3, 4, 1],
  },
  {
    share: 8,
    trucks: [5],
    alternatives: [6],
    loads: [2, 3, 6],
    weight: [5, 20],
    volume: [20, 60],
    cargoTypes: [6, 7, 8, 18],
    packTypes: [14, 15, 16, 1],
  },
  {
    share: 5,
    trucks: [6],
    alternatives: [10, 5],
    loads: [2, 3, 10],
    weight: [8, 20],
    volume: null,
    cargoTypes: [7, 8, 9, 10],
    packTypes: [12, 14, 16],
  },
  {
    share: 4,
    trucks: [8],
    alternatives: [],
    loads: [3],
    weight: [10, 20],
    volume: [33, 67],
    cargoTypes: [1, 9, 21],
    packTypes: [1, 3, 9],
  },
  {
    share: 3,
    trucks: [14],
    alternatives: [9],
    loads: [3, 13],
    weight: [15, 20],
    volume: [30, 60],
    cargoTypes: [19, 24],
    packTypes: [7],
  },
  {
    share: 3,
    trucks: [12],
    alternatives: [],
    loads: [11],
    weight: [10, 20],
    volume: [20, 32],
    cargoTypes: [21, 22],
    packTypes: [16],
  },
  {
    share: 4,
    trucks: [15],
    alternatives: [6],
    loads: [2, 3, 10],
    weight: [12, 20],
    volume: [40, 80],
    cargoTypes: [17, 18],
    packTypes: [14, 15],
  },
]

const stages = [
  ['available', 86],
  ['in_work', 8],
  ['contract', 4],
  ['completed', 1],
  ['cancelled', 1],
] as const

/** money_types: 1 VAT (the general rate), 2 no VAT, 6 cash; the price history's mode follows. */
const payments = [
  [1, 70],
  [2, 20],
  [6, 10],
] as const
const priceModes: Record<number, 'nds' | 'no_nds' | 'cash'> = { 1: 'nds', 2: 'no_nds', 6: 'cash' }

const comments = [
  'Внутреннее: клиент платит с задержкой, ставку не поднимать',
  'Внутреннее: согласовать машину с отделом продаж',
  'Внутреннее: постоянный маршрут, приоритетные перевозчики',
  'Внутреннее: груз застрахован, полис у логиста',
  'Внутреннее: требуется пропуск на территорию склада',
]
const streets = [
  'ул. Промышленная',
  'ш. Энтузиастов',
  'ул. Складская',
  'пр. Ленина',
  'ул. Заводская',
  'Индустриальный пр.',
  'ул. Транспортная',
  'ул. Логистическая',
]
const windows = [
  ['08:00', '12:00'],
  ['09:00', '18:00'],
  ['10:00', '16:00'],
  ['14:00', '20:00'],
] as const

// ---------------------------------------------------------------------------------------------------------------
// The generator

interface Shipper {
  key: string
  companyId: number
  userIds: number[]
}

interface GeneratedPoint {
  kind: 'load' | 'unload'
  city: SeedCity
  date: string
  window: readonly [string, string]
  address: string
}

export interface GeneratedCargo {
  companyId: number
  createdBy: number | null
  contacts: number[]
  stage: string
  start: SeedCity
  finish: SeedCity
  points: GeneratedPoint[]
  loadFrom: string
  loadTo: string
  unload: string
  trucks: number[]
  loads: number[]
  cargoType: number
  packType: number
  weight: number
  volume: number | null
  price: number | null
  pricePerKm: number | null
  distanceKm: number
  paymentType: number
  comment: string | null
  createdAt: string
}

const regionOf = (city: SeedCity) => (city.type === 'region' ? city.name_en : city.region_en)

function subset(rng: Rng, items: readonly number[], max: number): number[] {
  const out = new Set<number>([pick(rng, items)])
  const extra = intBetween(rng, 0, Math.min(max, items.length) - 1)
  for (let i = 0; i < extra; i++) out.add(pick(rng, items))
  return [...out].sort((a, b) => a - b)
}

interface World {
  russian: SeedCity[]
  /** Cumulative weights of `russian`, for a binary-search pick. */
  cumulative: number[]
  foreign: SeedCity[]
  /** The market's shippers with their shares. */
  market: (readonly [Shipper, number])[]
  /** The demo shipper company (absent when its accounts are not there). */
  north?: Shipper | undefined
  moscow?: SeedCity | undefined
  kazan?: SeedCity | undefined
  nizhny?: SeedCity | undefined
}

function pickCity(rng: Rng, world: World): SeedCity {
  const total = world.cumulative[world.cumulative.length - 1]!
  const r = rng() * total
  let lo = 0
  let hi = world.cumulative.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (world.cumulative[mid]! > r) hi = mid
    else lo = mid + 1
  }
  return world.russian[lo]!
}

/** A start and finish: a foreign end now and then; otherwise shorter hauls are likelier. */
function pickRoute(rng: Rng, world: World): [SeedCity, SeedCity] {
  const roll = rng()
  if (world.foreign.length > 0 && roll < 0.025) return [pickCity(rng, world), pick(rng, world.foreign)]
  if (world.foreign.length > 0 && roll < 0.035) return [pick(rng, world.foreign), pickCity(rng, world)]
  let best: [SeedCity, SeedCity] | null = null
  let bestKm = Number.POSITIVE_INFINITY
  for (let attempt = 0; attempt < 30; attempt++) {
    const start = pickCity(rng, world)
    const finish = pickCity(rng, world)
    if (start.id === finish.id) continue
    const d = distanceKm(start, finish)
    if (d < 40) continue
    if (rng() < Math.exp(-d / 700)) return [start, finish]
    if (d < bestKm) [best, bestKm] = [[start, finish], d]
  }
  return best ?? [world.russian[0]!, world.russian[1]!]
}

/** Cities on the way (at most 25 % longer than the straight line), for cargos with 3 or 4 points. */
function viaCities(rng: Rng, world: World, start: SeedCity, finish: SeedCity, count: number): SeedCity[] {
  const direct = distanceKm(start, finish)
  const out: SeedCity[] = []
  for (let attempt = 0; attempt < 60 && out.length < count; attempt++) {
    const city = pickCity(rng, world)
    if (city.id === start.id || city.id === finish.id || out.some((c) => c.id === city.id)) continue
    if (distanceKm(start, city) + distanceKm(city, finish) <= direct * 1.25) out.push(city)
  }
  return out.sort((a, b) => distanceKm(start, a) - distanceKm(start, b))
}

interface Options {
  /** `YYYY-MM-DD` (UTC): the dates follow it. */
  today: string
  now: Date
  /** Allow cargos with 3–4 points (they need point rows). */
  multiPoint: boolean
  /** Force the route and keep the cargo available (Moscow -> Kazan and the like). */
  route?: SeedCity[]
  /** Posted by this company and person, in this stage, loading this many days from today, with a price. */
  by?: { shipper: Shipper; userId: number; loadOffset: number; stage: 'available' | 'in_work' }
}

function generateCargo(rng: Rng, world: World, options: Options): GeneratedCargo {
  const shipper = options.by?.shipper ?? weighted(rng, world.market)
  let cities: SeedCity[]
  if (options.route) {
    cities = options.route
  } else {
    const [start, finish] = pickRoute(rng, world)
    const extra = options.multiPoint && rng() < 0.04 ? intBetween(rng, 1, 2) : 0
    cities = [start, ...viaCities(rng, world, start, finish, extra), finish]
  }
  const start = cities[0]!
  const finish = cities[cities.length - 1]!
  let straight = 0
  for (let i = 1; i < cities.length; i++) straight += distanceKm(cities[i - 1]!, cities[i]!)
  const distance = Math.max(1, Math.round(straight * ROAD_FACTOR))

  const profile = weighted(
    rng,
    profiles.map((p) => [p, p.share] as const),
  )
  const trucks =
    profile.alternatives.length > 0 && rng() < 0.35
      ? [...new Set([...profile.trucks, pick(rng, profile.alternatives)])]
      : profile.trucks
  const weight = Math.round(between(rng, ...profile.weight) * 10) / 10
  const volume = profile.volume ? Math.round(between(rng, ...profile.volume)) : null

  const loadOffset = options.by?.loadOffset ?? (options.route ? intBetween(rng, 0, 6) : intBetween(rng, -5, 30))
  const loadFrom = addDays(options.today, loadOffset)
  const loadSpan = weighted(rng, [
    [0, 5],
    [1, 3],
    [2, 2],
  ])
  const loadTo = addDays(options.today, loadOffset + loadSpan)
  const transitDays = tripDays(distance)
  const unload = addDays(options.today, loadOffset + loadSpan + transitDays)

  // 40–120 RUB per km, a little dearer on short hauls; the total rounded to 100 RUB, kept in kopecks.
  const perKmRub = Math.min(120, between(rng, 40, 105) + (distance < 300 ? between(rng, 0, 15) : 0))
  const onRequest = !options.route && !options.by && rng() < 0.03
  const priceRub = Math.max(100, Math.round((distance * perKmRub) / 100) * 100)
  const price = onRequest ? null : priceRub * 100
  const pricePerKm = price === null ? null : Math.round(price / distance)

  const contacts = options.by
    ? [options.by.userId]
    : shipper.userIds.length > 1 && rng() < 0.4
      ? shipper.userIds.slice(0, 2)
      : [pick(rng, shipper.userIds)]
  const window = pick(rng, windows)
  const points: GeneratedPoint[] = cities.map((city, i) => {
    const last = i === cities.length - 1
    const kind: 'load' | 'unload' = i === 0 ? 'load' : last || rng() < 0.7 ? 'unload' : 'load'
    const share = cities.length > 1 ? i / (cities.length - 1) : 0
    const date =
      i === 0 ? loadFrom : last ? unload : addDays(options.today, loadOffset + Math.round(share * transitDays))
    return { kind, city, date, window, address: `${pick(rng, streets)}, ${intBetween(rng, 1, 120)}` }
  })
  const fixed = options.route || options.by
  let stage: string = options.by?.stage ?? (fixed ? 'available' : weighted(rng, stages))
  if (!fixed && loadTo < addDays(options.today, -2) && stage === 'available' && rng() < 0.5) stage = 'in_work'
  // a completed cargo has unloaded: one still to unload is in work
  if (stage === 'completed' && unload >= options.today) stage = 'in_work'
  // the market's cargos were posted in the last 12 days; north's over the last month, before their loading
  const age = options.by
    ? (Math.max(0, -options.by.loadOffset) + 1 + rng() * (options.by.loadOffset < 0 ? 10 : 29)) * DAY_MS
    : rng() * 12 * DAY_MS
  // at least two hours ago: a cargo further along moved on an hour after it was posted (insertDetails)
  const createdAt = new Date(options.now.getTime() - Math.max(2 * 3_600_000, Math.floor(age))).toISOString()

  return {
    companyId: shipper.companyId,
    createdBy: contacts[0] ?? null,
    contacts,
    stage,
    start,
    finish,
    points,
    loadFrom,
    loadTo,
    unload,
    trucks,
    loads: subset(rng, profile.loads, 2),
    cargoType: pick(rng, profile.cargoTypes),
    packType: pick(rng, profile.packTypes),
    weight,
    volume,
    price,
    pricePerKm,
    distanceKm: distance,
    paymentType: weighted(rng, payments),
    comment: rng() < 0.2 ? pick(rng, comments) : null,
    createdAt,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the world and writing the rows

async function loadWorld(db: Kysely<DB>): Promise<World | null> {
  const cities = await db
    .selectFrom('places')
    .select(['id', 'type', 'name_ru', 'name_en', 'region_en', 'country_code', 'lat', 'lng', 'population'])
    .where('type', '=', 'city')
    .where((eb) =>
      eb.or([
        eb.and([eb('country_code', '=', 'RU'), eb('population', '>', 50_000)]),
        eb.and([eb('country_code', '=', 'BY'), eb('name_en', '=', 'Minsk')]),
        eb.and([eb('country_code', '=', 'KZ'), eb('name_en', '=', 'Almaty')]),
      ]),
    )
    .orderBy('population', 'desc')
    .orderBy('id')
    .execute()
  const russian = cities.filter((c) => c.country_code === 'RU')
  if (russian.length < 2) return null

  const shipperKeys = new Map(demoCompanies.filter((c) => c.type === 'shipper').map((c) => [c.inn, c.key]))
  const shipperInns = [...shipperKeys.keys()]
  const users = await db
    .selectFrom('companies as co')
    .innerJoin('users as u', 'u.company_id', 'co.id')
    .select(['co.id as company_id', 'co.inn', 'u.id as user_id'])
    .where('co.inn', 'in', shipperInns)
    .where('u.status', '=', 'active')
    .orderBy('co.id')
    .orderBy('u.id')
    .execute()
  const byCompany = new Map<number, Shipper>()
  for (const row of users) {
    const shipper = byCompany.get(row.company_id) ?? {
      key: shipperKeys.get(row.inn) ?? '',
      companyId: row.company_id,
      userIds: [],
    }
    shipper.userIds.push(row.user_id)
    byCompany.set(row.company_id, shipper)
  }
  const shippers = [...byCompany.values()]
  const market = shippers.flatMap((s) => (marketShares[s.key] ? [[s, marketShares[s.key]!] as const] : []))
  if (market.length === 0) return null

  let sum = 0
  // Population^0.6: Moscow leads without drowning the regional centres.
  const cumulative = russian.map((c) => {
    sum += Math.max(1, c.population) ** 0.6
    return sum
  })
  const first = (name: string) => russian.find((c) => c.name_en === name)
  return {
    russian,
    cumulative,
    foreign: cities.filter((c) => c.country_code !== 'RU'),
    market,
    north: shippers.find((s) => s.key === 'north'),
    moscow: first('Moscow'),
    kazan: first('Kazan'),
    nizhny: russian.find((c) => c.name_ru === 'Нижний Новгород'),
  }
}

/** Takes `count` ids from the cargos sequence, so that points, prices and the log can refer to them at once. */
async function reserveIds(db: Kysely<DB>, count: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('cargos', 'id'))::int as id from generate_series(1, ${count}::int)
  `.execute(db)
  return result.rows.map((row) => Number(row.id))
}

const intArray = (values: readonly number[]) => `{${values.join(',')}}`

async function insertCargos(db: Kysely<DB>, ids: number[], cargos: GeneratedCargo[]): Promise<void> {
  const col = <T>(get: (cargo: GeneratedCargo) => T) => cargos.map(get)
  await sql`
    insert into cargos (
      id, company_id, created_by, contact_user_ids, stage,
      start_place_id, start_lat, start_lng, start_region, start_country,
      finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
      points_count, load_date_from, load_date_to, unload_date, truck_type_ids, load_type_ids,
      cargo_type_id, pack_type_id, weight, volume, price, currency, price_per_km, distance_km,
      payment_type, comment, created_at, updated_at
    )
    select
      id, company_id, created_by, contact_user_ids::int[], stage,
      start_place_id, start_lat, start_lng, start_region, start_country,
      finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
      points_count, load_date_from, load_date_to, unload_date, truck_type_ids::int[], load_type_ids::int[],
      cargo_type_id, pack_type_id, weight, volume, price, 'RUB', price_per_km, distance_km,
      payment_type, comment, created_at, created_at
    from unnest(
      ${ids}::int[], ${col((c) => c.companyId)}::int[], ${col((c) => c.createdBy)}::int[],
      ${col((c) => intArray(c.contacts))}::text[], ${col((c) => c.stage)}::text[],
      ${col((c) => c.start.id)}::int[], ${col((c) => c.start.lat)}::float8[], ${col((c) => c.start.lng)}::float8[],
      ${col((c) => regionOf(c.start))}::text[], ${col((c) => c.start.country_code)}::text[],
      ${col((c) => c.finish.id)}::int[], ${col((c) => c.finish.lat)}::float8[], ${col((c) => c.finish.lng)}::float8[],
      ${col((c) => regionOf(c.finish))}::text[], ${col((c) => c.finish.country_code)}::text[],
      ${col((c) => c.points.length)}::int[], ${col((c) => c.loadFrom)}::date[], ${col((c) => c.loadTo)}::date[],
      ${col((c) => c.unload)}::date[], ${col((c) => intArray(c.trucks))}::text[],
      ${col((c) => intArray(c.loads))}::text[], ${col((c) => c.cargoType)}::int[], ${col((c) => c.packType)}::int[],
      ${col((c) => c.weight)}::numeric[], ${col((c) => c.volume)}::numeric[], ${col((c) => c.price)}::int8[],
      ${col((c) => c.pricePerKm)}::int[], ${col((c) => c.distanceKm)}::int[], ${col((c) => c.paymentType)}::int[],
      ${col((c) => c.comment)}::text[], ${col((c) => c.createdAt)}::timestamptz[]
    ) as u(
      id, company_id, created_by, contact_user_ids, stage,
      start_place_id, start_lat, start_lng, start_region, start_country,
      finish_place_id, finish_lat, finish_lng, finish_region, finish_country,
      points_count, load_date_from, load_date_to, unload_date, truck_type_ids,
      load_type_ids, cargo_type_id, pack_type_id,
      weight, volume, price,
      price_per_km, distance_km, payment_type,
      comment, created_at
    )
  `.execute(db)
}

/** Route points, the price history (one offer each) and the stage log of freshly inserted cargos. */
async function insertDetails(db: Kysely<DB>, ids: number[], cargos: GeneratedCargo[]): Promise<void> {
  const points = cargos.flatMap((cargo, i) => cargo.points.map((point, p) => ({ id: ids[i]!, position: p + 1, point })))
  await sql`
    insert into cargo_points (cargo_id, position, kind, place_id, lat, lng, address, date, time_from, time_to)
    select * from unnest(
      ${points.map((p) => p.id)}::int[], ${points.map((p) => p.position)}::int[],
      ${points.map((p) => p.point.kind)}::text[], ${points.map((p) => p.point.city.id)}::int[],
      ${points.map((p) => p.point.city.lat)}::float8[], ${points.map((p) => p.point.city.lng)}::float8[],
      ${points.map((p) => p.point.address)}::text[], ${points.map((p) => p.point.date)}::date[],
      ${points.map((p) => p.point.window[0])}::time[], ${points.map((p) => p.point.window[1])}::time[]
    )
  `.execute(db)
  const priced = cargos.flatMap((cargo, i) => (cargo.price === null ? [] : [{ id: ids[i]!, cargo }]))
  await sql`
    insert into cargo_prices (cargo_id, mode, price, created_at)
    select * from unnest(
      ${priced.map((p) => p.id)}::int[], ${priced.map((p) => priceModes[p.cargo.paymentType] ?? 'nds')}::text[],
      ${priced.map((p) => p.cargo.price)}::int8[], ${priced.map((p) => p.cargo.createdAt)}::timestamptz[]
    )
  `.execute(db)
  // Every cargo was published (available) first; those further along moved on an hour later.
  const log = cargos.flatMap((cargo, i) => {
    const published = { id: ids[i]!, stage: 'available', at: cargo.createdAt }
    if (cargo.stage === 'available') return [published]
    const later = new Date(new Date(cargo.createdAt).getTime() + 3_600_000).toISOString()
    return [published, { id: ids[i]!, stage: cargo.stage, at: later }]
  })
  await sql`
    insert into cargo_status_log (cargo_id, stage, created_at)
    select * from unnest(
      ${log.map((l) => l.id)}::int[], ${log.map((l) => l.stage)}::text[], ${log.map((l) => l.at)}::timestamptz[]
    )
  `.execute(db)
}

async function writeRows(db: Kysely<DB>, ids: number[], cargos: GeneratedCargo[], details: boolean): Promise<void> {
  await insertCargos(db, ids, cargos)
  if (details) await insertDetails(db, ids, cargos)
}

async function writeBatch(db: Kysely<DB>, cargos: GeneratedCargo[], details: boolean): Promise<void> {
  await writeRows(db, await reserveIds(db, cargos.length), cargos, details)
}

/**
 * The demo cargos, into a database whose places are loaded (without places, e.g. in most tests, nothing is
 * written). Called at the end of seedDemo; answers the number of cargos written.
 */
export async function seedDemoCargos(
  db: Kysely<DB>,
  { count = DEMO_CARGO_COUNT, rngSeed = DEMO_CARGO_SEED, now = new Date() } = {},
): Promise<number> {
  const world = await loadWorld(db)
  if (!world) return 0
  const rng = prng(rngSeed)
  const options: Options = { today: isoDay(now), now, multiPoint: true }
  const cargos: GeneratedCargo[] = []
  const { moscow, kazan, nizhny } = world
  if (moscow && kazan) {
    for (let i = 0; i < 4; i++) cargos.push(generateCargo(rng, world, { ...options, route: [moscow, kazan] }))
    for (let i = 0; i < 4; i++) cargos.push(generateCargo(rng, world, { ...options, route: [kazan, moscow] }))
    if (nizhny) {
      cargos.push(generateCargo(rng, world, { ...options, route: [moscow, nizhny, kazan] }))
      cargos.push(generateCargo(rng, world, { ...options, route: [kazan, nizhny, moscow] }))
    }
  }
  // north's own: its three people in turn (northAuthors); three in work loading in the coming days and four that loaded last week
  // (the carrier's trucks carry them: seed/demo/transport.ts), two from Kazan (one offered to a truck waiting there),
  // the rest available, every sixth loading in the last days (completed, cancelled or expired later)
  const north = world.north
  for (let i = 0; north && i < Math.min(NORTH_MARKET_CARGOS, count - cargos.length); i++) {
    const userId = north.userIds[(northAuthors[i % northAuthors.length] ?? 0) % north.userIds.length]!
    const by = (stage: 'available' | 'in_work', loadOffset: number) => ({ shipper: north, userId, stage, loadOffset })
    if (i < 3) cargos.push(generateCargo(rng, world, { ...options, by: by('in_work', intBetween(rng, 1, 5)) }))
    else if (i < 7) cargos.push(generateCargo(rng, world, { ...options, by: by('in_work', intBetween(rng, -6, -3)) }))
    else if (i < 9 && kazan && moscow)
      cargos.push(
        generateCargo(rng, world, { ...options, route: [kazan, moscow], by: by('available', intBetween(rng, 3, 8)) }),
      )
    else {
      const loadOffset = i % 6 === 5 ? intBetween(rng, -5, -1) : intBetween(rng, 1, 25)
      cargos.push(generateCargo(rng, world, { ...options, by: by('available', loadOffset) }))
    }
  }
  while (cargos.length < count) cargos.push(generateCargo(rng, world, options))
  for (let i = 0; i < cargos.length; i += BATCH) await writeBatch(db, cargos.slice(i, i + BATCH), true)
  return cargos.length
}

/**
 * Many cargos for the benchmark (100,000 or 1,000,000 on PostgreSQL): the same generator, two points each, in
 * batches of 5,000 without point, price or log rows (the API answers a two-point cargo's points from the cargo
 * itself). Needs the places and the demo companies. Answers the number written.
 */
export async function seedManyCargos(
  db: Kysely<DB>,
  count: number,
  rngSeed: number,
  {
    now = new Date(),
    details = false,
    parallel = 4,
    onBatch,
  }: { now?: Date; details?: boolean; parallel?: number; onBatch?: (done: number) => void } = {},
): Promise<number> {
  const world = await loadWorld(db)
  if (!world) throw new Error('seedManyCargos needs the places and the demo shipper companies')
  const rng = prng(rngSeed)
  const options: Options = { today: isoDay(now), now, multiPoint: details }
  // Batches are made and given their ids in order (the same cargos under the same ids every time); on PostgreSQL
  // up to `parallel` of them are written at once, over the pool's connections (PGlite queues them).
  const writing = new Set<Promise<void>>()
  let made = 0
  let done = 0
  while (made < count) {
    const size = Math.min(BATCH, count - made)
    const cargos = Array.from({ length: size }, () => generateCargo(rng, world, options))
    const ids = await reserveIds(db, size)
    made += size
    const write: Promise<void> = writeRows(db, ids, cargos, details).then(() => {
      writing.delete(write)
      done += size
      onBatch?.(done)
    })
    writing.add(write)
    if (writing.size >= parallel) await Promise.race(writing)
  }
  await Promise.all(writing)
  return done
}
