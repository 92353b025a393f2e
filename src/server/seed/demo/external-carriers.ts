/**
 * Demo external carriers: the north shipper (shipper@) keeps 32 third-party carriers with 240 trucks,
 * ВолгаТрансАвто (carrier@) 8 carriers with 60 trucks: 40 companies, 300 trucks. Each truck has a regular route
 * between big Russian cities, a contact (Telegram, e-mail or a phone) and planned routes over the next month; some
 * trucks have comments and some carriers feedback. Five of the north shipper's trucks stand in Kazan with planned
 * routes to Moscow next week (the truck-search journey). Without places (most tests) only the companies are made.
 *
 * `seedManyExternalTrucks` writes a large database for the benchmark.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, isoDay } from '../../../core/contract/days'
import { withInnCheckDigits } from '../../../core/contract/validators'
import type { DB } from '../../db/schema'
import { prng } from './cargos'

const KAZAN = 551487
const MOSCOW = 524901

const words = ['Волга', 'Кама', 'Урал', 'Сибирь', 'Дон', 'Ока', 'Нева', 'Байкал', 'Алтай', 'Тайга', 'Север', 'Юг']
const tails = ['Транс', 'Логистик', 'Карго', 'Авто', 'Экспресс', 'Трак', 'Грузовоз', 'Перевозки']
const people = [
  'Артём Ковалёв',
  'Марат Сафин',
  'Олег Белов',
  'Тимур Ахметов',
  'Денис Орлов',
  'Юрий Зайцев',
  'Глеб Титов',
]
const comments = [
  'Водитель пунктуальный, документы в порядке.',
  'Опоздал на погрузку на два часа, предупредил заранее.',
  'Хорошая машина, тент без дыр, ремни свои.',
  'Просит предоплату 30%.',
  'Возит сборные грузы, можно догружать.',
]
const reviews = [
  [5, 'Работаем третий год, ни одного срыва.'],
  [4, 'Надёжные, но цена выше рынка.'],
  [3, 'Бывают задержки с документами.'],
  [5, 'Всегда на связи, машины чистые.'],
  [2, 'Один раз сорвали погрузку в последний момент.'],
] as const
/** [truck type, load types, weight t, volume m³] */
const kinds: [number, number[], number, number][] = [
  [1, [1, 2, 3], 20, 86],
  [2, [1], 20, 82],
  [4, [1], 20, 86],
  [3, [1, 2], 18, 82],
  [19, [1, 2], 1.5, 16],
  [5, [1, 2, 3], 10, 36],
]

export interface ExternalPlan {
  email: string
  carriers: number
  trucks: number
}
const plans: ExternalPlan[] = [
  { email: 'shipper@example.com', carriers: 32, trucks: 240 },
  { email: 'carrier@example.com', carriers: 8, trucks: 60 },
]

/** The demo's external carrier companies of a keeper (made once, also without places). */
async function seedCarriers(
  db: Kysely<DB>,
  keeper: number,
  count: number,
  offset: number,
  now = new Date(),
): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const n = offset + i
    const name = `ООО «${words[n % words.length]}${tails[Math.floor(n / words.length) % tails.length]}${n >= 96 ? ` ${n}` : ''}»`
    const row = await db
      .insertInto('companies')
      .values({
        name,
        inn: withInnCheckDigits(String(770_900_000 + n * 37)),
        type: 'external_carrier',
        phone: `+7917${String(5_000_000 + n * 1_013).slice(0, 7)}`,
        email: `dispatch${n + 1}@external-carrier.example`,
        payment: null,
        created_by_company_id: keeper,
        // entered into the keeper's database over its first weeks on the exchange (after it joined: ./moments.ts)
        created_at: new Date(now.getTime() - (120 - (n % 40)) * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(row.id)
  }
  return ids
}

async function bigCities(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('places')
    .select('id')
    .where('type', '=', 'city')
    .where('country_code', '=', 'RU')
    .orderBy('population', 'desc')
    .limit(60)
    .execute()
  return rows.map((row) => row.id)
}

export async function seedDemoTrucks(db: Kysely<DB>, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const existing = await db.selectFrom('external_transports').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const rng = prng(20_261_113)
  const today = isoDay(now)
  const cities = await bigCities(db)
  const hasKazan = cities.includes(KAZAN) && cities.includes(MOSCOW)
  let offset = 0
  for (const plan of plans) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', plan.email)
      .executeTakeFirst()
    if (!user?.company_id) continue
    const keeper = user.company_id
    const carriers = await seedCarriers(db, keeper, plan.carriers, offset, now)
    offset += plan.carriers
    if (cities.length < 2) continue
    const pick = () => cities[Math.floor(rng() * cities.length)]!
    for (let i = 0; i < plan.trucks; i++) {
      const company = carriers[i % carriers.length]!
      const [truckType, loads, weight, volume] = kinds[i % kinds.length]!
      const kazanTruck = hasKazan && plan === plans[0] && i < 5
      const start = kazanTruck ? KAZAN : pick()
      let finish = kazanTruck ? MOSCOW : pick()
      if (finish === start) finish = cities[(cities.indexOf(start) + 1) % cities.length]!
      const person = people[i % people.length]!
      const contact = {
        id: 1,
        name: person,
        phones: [`+7927${String(1_000_000 + i * 7_919).slice(0, 7)}`],
        // a third write in Telegram, a third by e-mail, the rest only have a phone (SMS)
        email: i % 3 === 1 ? `driver${i}@external-carrier.example` : null,
        telegram_user_id: i % 3 === 0 ? 500_000_000 + i : null,
      }
      const truck = await db
        .insertInto('external_transports')
        .values({
          owner_company_id: keeper,
          company_id: company,
          start_place_id: start,
          finish_place_id: finish,
          truck_type_id: truckType,
          load_type_ids: loads,
          weight,
          volume,
          note: i % 4 === 0 ? 'Регулярный рейс, обратная загрузка по договорённости' : null,
          contacts: JSON.stringify([contact]),
          created_by: user.id,
          created_at: new Date(now.getTime() - (60 - (i % 30)) * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      // planned routes: back and forth over the next month, one every 4-9 days
      const routes: { start: number; finish: number; date: string }[] = []
      let day = kazanTruck
        ? 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + (i % 5)
        : Math.floor(rng() * 5)
      let [from, to] = [start, finish]
      while (day <= 31) {
        routes.push({ start: from, finish: to, date: addDays(today, day) })
        ;[from, to] = [to, from]
        day += 4 + Math.floor(rng() * 6)
      }
      if (routes.length > 0) {
        await db
          .insertInto('external_routes')
          .values(
            routes.map((route) => ({
              owner_company_id: keeper,
              transport_id: truck.id,
              start_place_id: route.start,
              finish_place_id: route.finish,
              start_date: route.date,
              created_by: user.id,
              created_at: new Date(now.getTime() - (i % 5) * 86_400_000),
            })),
          )
          .execute()
      }
      if (i % 3 === 0) {
        const count = 1 + (i % 4)
        await db
          .insertInto('external_comments')
          .values(
            Array.from({ length: count }, (_, k) => ({
              owner_company_id: keeper,
              transport_id: truck.id,
              user_id: user.id,
              content: comments[(i + k) % comments.length]!,
              created_at: new Date(now.getTime() - (count - k) * 86_400_000),
            })),
          )
          .execute()
      }
    }
    for (const [k, company] of carriers.entries()) {
      if (k % 2 === 1) continue
      const [rating, content] = reviews[k % reviews.length]!
      await db
        .insertInto('carrier_feedback')
        .values({
          owner_company_id: keeper,
          company_id: company,
          user_id: user.id,
          rating,
          content,
          created_at: new Date(now.getTime() - (10 + k) * 86_400_000),
        })
        .execute()
    }
  }
}

/** The benchmark's external trucks: `count` trucks of one keeper at random big cities, a planned route each. */
export async function seedManyExternalTrucks(db: Kysely<DB>, keeper: number, count: number): Promise<void> {
  const cities = await bigCities(db)
  const [company] = await seedCarriers(db, keeper, 1, 900)
  const today = isoDay(new Date())
  await sql`
    with t as (
      insert into external_transports (owner_company_id, company_id, start_place_id, finish_place_id, truck_type_id,
        load_type_ids, weight, volume)
      select ${keeper}, ${company!}, (${cities}::int[])[1 + (g * 7) % ${cities.length}],
        (${cities}::int[])[1 + (g * 13 + 1) % ${cities.length}], 1 + g % 5, '{1,2}', 20, 86
      from generate_series(1, ${count}) g
      returning id, start_place_id, finish_place_id
    )
    insert into external_routes (owner_company_id, transport_id, start_place_id, finish_place_id, start_date)
    select ${keeper}, id, start_place_id, finish_place_id, ${today}::date + (id % 30)
    from t`.execute(db)
}
