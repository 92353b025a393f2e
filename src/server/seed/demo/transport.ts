/**
 * Demo fleet: the carriers' trucks, trailers, drivers and calendar tasks, enough for the calendar to look alive.
 * ВолгаТрансАвто (carrier@) gets 8 trucks, СибЭкспресс (siberia@) 5, ИП Петров (petrov@) 3; each truck runs
 * trips (busy) between real cities and waits for cargo (available, ready) where the trip ended, from a week ago to
 * five weeks ahead, and before that three months of round trips on its regular lanes (./transport-history.ts). Two of
 * the Volga trucks are available in Kazan all next week. Where demo cargos exist, some trips carry the north
 * shipper's cargos in work (the shipper's calendar view) and the north shipper has offered a cargo to a truck
 * waiting in Kazan; last week's trips carried the shipper's cargos it offered with a price (the transport
 * analytics' revenue). Without places (most tests) the tasks simply have no place, and no past.
 *
 * `seedManyTransports` writes a large fleet for the benchmark (e.g. 500 trucks x 10 tasks = 5,000 tasks).
 */
import { type Kysely, sql } from 'kysely'
import { addDays, daysBetween, isoDay, weekday } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { prng } from './cargos'
import { PAST_DAYS, pastTrips } from './transport-history'
import { type TaskSeed, taskRadius, waitType } from './transport-task'

const plateLetters = 'АВЕКМНОРСТУХ'

/** A valid, unique Russian truck plate for index i (region given). */
export function truckPlate(i: number, region: string): string {
  const l = plateLetters
  return `${l[i % 12]}${String(Math.floor(i / 12) % 1000).padStart(3, '0')}${l[Math.floor(i / 12_000) % 12]}${l[Math.floor(i / 144_000) % 12]}${region}`
}

function trailerPlate(i: number, region: string): string {
  const l = plateLetters
  return `${l[i % 12]}${l[Math.floor(i / 12) % 12]}${String(1000 + (Math.floor(i / 144) % 9000)).padStart(4, '0')}${region}`
}

/** Place ids of the cities the demo trucks run between (those that are loaded). */
const cityIds = {
  kazan: 551487,
  moscow: 524901,
  nizhny: 520555,
  petersburg: 498817,
  samara: 499099,
  yekaterinburg: 1486209,
  novosibirsk: 1496747,
  chelyabinsk: 1508291,
  ufa: 479561,
  perm: 511196,
  voronezh: 472045,
  krasnoyarsk: 1502026,
}

async function loadedCities(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('places').select('id').where('id', 'in', Object.values(cityIds)).execute()
  const present = new Set(rows.map((row) => row.id))
  return new Map(Object.entries(cityIds).filter(([, id]) => present.has(id)))
}

const driverNames = [
  ['Алексей Смирнов', '+79171234501'],
  ['Дмитрий Кузнецов', '+79171234502'],
  ['Сергей Попов', '+79171234503'],
  ['Андрей Васильев', '+79171234504'],
  ['Игорь Соколов', '+79171234505'],
  ['Рустам Хабибуллин', '+79171234506'],
  ['Николай Морозов', '+79171234507'],
  ['Ильдар Галиев', '+79171234508'],
  ['Павел Волков', '+79131234509'],
  ['Евгений Лебедев', '+79131234510'],
  ['Виктор Козлов', '+79131234511'],
  ['Олег Новиков', '+79131234512'],
  ['Максим Фёдоров', '+79131234513'],
  ['Иван Петров', '+79261234514'],
  ['Степан Петров', '+79261234515'],
  ['Роман Егоров', '+79261234516'],
] as const

/** Truck kinds: [make, model id, truck type, volume, capacity, load types, trailer type, trailer volume/capacity]. */
const kinds: [number, number, number, number, number, number[], number | null, number, number][] = [
  [6, 18, 1, 0, 0, [1, 2, 3], 1, 86, 20], // Volvo FH + curtainsider trailer
  [7, 21, 2, 0, 0, [1], 2, 82, 20], // Scania R + reefer trailer
  [1, 1, 1, 0, 0, [1, 2, 3], 1, 90, 20], // KAMAZ 5490 + curtainsider
  [8, 25, 4, 0, 0, [1], 4, 86, 20], // MAN TGX + box trailer
  [9, 29, 3, 0, 0, [1, 2], 3, 82, 18], // Mercedes Actros + insulated
  [3, 12, 19, 16, 1.5, [1, 2], null, 0, 0], // GAZ Gazelle Next, a small van
  [10, 33, 1, 0, 0, [1, 2, 3, 5], 7, 110, 20], // DAF XF + mega curtainsider
  [11, 39, 5, 36, 10, [1, 2, 3], null, 0, 0], // Iveco Eurocargo dropside
]

interface CarrierPlan {
  email: string
  trucks: number
  region: string
  home: string
}

const plans: CarrierPlan[] = [
  { email: 'carrier@example.com', trucks: 8, region: '116', home: 'kazan' },
  { email: 'siberia@example.com', trucks: 5, region: '154', home: 'novosibirsk' },
  { email: 'petrov@example.com', trucks: 3, region: '77', home: 'moscow' },
]

async function insertTasks(db: Kysely<DB>, tasks: TaskSeed[]): Promise<number[]> {
  if (tasks.length === 0) return []
  const col = <T>(get: (task: TaskSeed) => T) => tasks.map(get)
  const result = await sql<{ id: number }>`
    insert into transport_tasks (company_id, transport_id, type, start_date, end_date, place_id, radius_km, cargo_id, comment)
    select * from unnest(
      ${col((t) => t.company_id)}::int[], ${col((t) => t.transport_id)}::int[], ${col((t) => t.type)}::text[],
      ${col((t) => t.start_date)}::date[], ${col((t) => t.end_date)}::date[], ${col((t) => t.place_id)}::int[],
      ${col((t) => t.radius_km)}::int[], ${col((t) => t.cargo_id)}::int[], ${col((t) => t.comment)}::text[]
    )
    returning id
  `.execute(db)
  return result.rows.map((row) => row.id)
}

/** A truck's tasks from `from` days to `to` days around today: trips and waits, never overlapping. */
function planTasks(
  rng: () => number,
  today: string,
  companyId: number,
  transportId: number,
  cities: number[],
  start: number | null,
  { from, to, fixed }: { from: number; to: number; fixed?: { start: number; end: number; place: number | null } },
): TaskSeed[] {
  const tasks: TaskSeed[] = []
  let day = from + Math.floor(rng() * 3)
  let place = start ?? (cities.length > 0 ? cities[Math.floor(rng() * cities.length)]! : null)
  const pickOther = () => {
    if (cities.length < 2) return place
    let next = place
    while (next === place) next = cities[Math.floor(rng() * cities.length)]!
    return next
  }
  while (day < to) {
    if (fixed && day + 6 >= fixed.start && day <= fixed.end) {
      // Make the fixed window free: a trip ending there right before it.
      if (day < fixed.start - 1) {
        tasks.push(task('busy', day, fixed.start - 1, fixed.place))
      }
      tasks.push(task('available', fixed.start, fixed.end, fixed.place, 'Свободна всю неделю, готова к загрузке'))
      place = fixed.place
      day = fixed.end + 1 + Math.floor(rng() * 2)
      continue
    }
    const tripDays = 1 + Math.floor(rng() * 4)
    const destination = pickOther()
    tasks.push(task('busy', day, day + tripDays - 1, destination))
    day += tripDays
    place = destination
    const r = rng()
    if (r < 0.75) {
      const waitDays = 1 + Math.floor(rng() * 3)
      tasks.push(task(waitType(rng), day, day + waitDays - 1, place))
      day += waitDays
    }
    day += Math.floor(rng() * 2)
  }
  return tasks

  function task(
    type: TaskSeed['type'],
    a: number,
    b: number,
    placeId: number | null,
    comment: string | null = null,
  ): TaskSeed {
    return {
      company_id: companyId,
      transport_id: transportId,
      type,
      start_date: addDays(today, a),
      end_date: addDays(today, b),
      place_id: placeId,
      radius_km: taskRadius(type, rng),
      cargo_id: null,
      comment,
    }
  }
}

export async function seedDemoFleet(db: Kysely<DB>, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const existing = await db.selectFrom('transports').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const rng = prng(20_240_601)
  const pastRng = prng(20_240_602)
  const today = isoDay(now)
  const cities = await loadedCities(db)
  const cityList = [...cities.values()]
  // Next week's Monday.
  const dow = weekday(today)
  const toMonday = ((8 - dow) % 7) + (dow === 1 ? 7 : 0)
  let driverIndex = 0
  let plateIndex = 0
  for (const plan of plans) {
    const owner = await db.selectFrom('users').select('company_id').where('email', '=', plan.email).executeTakeFirst()
    const companyId = owner?.company_id
    if (!companyId) continue
    const allTasks: TaskSeed[] = []
    const pastTasks: TaskSeed[] = []
    for (let i = 0; i < plan.trucks; i++) {
      const [vehicle, model, truckType, volume, capacity, loads, trailerType, trailerVolume, trailerCapacity] =
        kinds[(i + plateIndex) % kinds.length]!
      const [name, phone] = driverNames[driverIndex++ % driverNames.length]!
      // on the company's books before the truck's first trip (./transport-history.ts), after the company joined
      const since = new Date(now.getTime() - (PAST_DAYS + 20 - i) * 86_400_000)
      const driver = await db
        .insertInto('drivers')
        .values({
          company_id: companyId,
          name,
          phone,
          licence: `99 ${String(10 + driverIndex).padStart(2, '0')} ${String(100000 + driverIndex * 7919).slice(0, 6)}`,
          created_at: since,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const trailer =
        trailerType === null
          ? null
          : await db
              .insertInto('trailers')
              .values({
                company_id: companyId,
                number: trailerPlate(plateIndex + 7, plan.region),
                truck_type_id: trailerType,
                volume: trailerVolume,
                capacity: trailerCapacity,
                created_at: since,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
      const truck = await db
        .insertInto('transports')
        .values({
          company_id: companyId,
          number: truckPlate(plateIndex * 37 + 5, plan.region),
          vehicle_id: vehicle,
          truck_model_id: model,
          truck_type_id: truckType,
          volume: volume || null,
          capacity: capacity || null,
          load_type_ids: loads,
          trailer_id: trailer?.id ?? null,
          driver_id: driver.id,
          created_at: since,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      plateIndex++
      const inKazanNextWeek = plan.home === 'kazan' && i < 2
      const home = cities.get(plan.home) ?? null
      const planned = planTasks(rng, today, companyId, truck.id, cityList, home, {
        from: -7,
        to: 35,
        ...(inKazanNextWeek
          ? { fixed: { start: toMonday, end: toMonday + 6, place: cities.get('kazan') ?? null } }
          : {}),
      })
      allTasks.push(...planned)
      // the three months before them (./transport-history.ts), from a randomness of their own: the planned tasks stay
      // what they were before the past was added
      const begins = planned[0]?.start_date
      if (home !== null && begins) {
        const past = pastTrips(pastRng, {
          today,
          companyId,
          transportId: truck.id,
          home,
          cities: cityList,
          from: -PAST_DAYS,
          until: daysBetween(today, begins),
        })
        pastTasks.push(...past)
      }
      if (i === 0) {
        await db
          .insertInto('transport_notes')
          .values({ transport_id: truck.id, content: 'ТО пройдено, следующее через 30 000 км' })
          .execute()
      }
    }
    // Some trips from today on carry the north shipper's cargos in work: the shipper's calendar shows those trucks.
    if (plan.email === 'carrier@example.com') {
      const inWork = await db
        .selectFrom('cargos as c')
        .innerJoin('users as u', 'u.company_id', 'c.company_id')
        .select('c.id')
        .where('u.email', '=', 'shipper@example.com')
        .where('c.stage', '=', 'in_work')
        .orderBy('c.id')
        .limit(3)
        .execute()
      const trips = allTasks.filter((t) => t.type === 'busy' && t.start_date >= today)
      inWork.forEach((cargo, i) => {
        const trip = trips[i * 2]
        if (trip) trip.cargo_id = cargo.id
      })
    }
    // Last week's trips carried cargos the north shipper offered to the trucks with a price (the transport
    // analytics count them as revenue).
    const delivered: { index: number; cargo: { id: number; company_id: number; price: number | null } }[] = []
    if (plan.email === 'carrier@example.com') {
      const taken = allTasks.flatMap((t) => (t.cargo_id === null ? [] : [t.cargo_id]))
      const past = await db
        .selectFrom('cargos as c')
        .innerJoin('users as u', 'u.company_id', 'c.company_id')
        .select(['c.id', 'c.company_id', 'c.price'])
        .where('u.email', '=', 'shipper@example.com')
        .where('c.stage', 'in', ['in_work', 'completed'])
        .where('c.price', 'is not', null)
        .where('c.load_date_to', '<', today)
        .where('c.id', 'not in', taken.length > 0 ? taken : [0])
        .orderBy('c.load_date_from', 'desc')
        .orderBy('c.id')
        .limit(4)
        .execute()
      const lastWeek = allTasks.flatMap((t, index) =>
        t.type === 'busy' && t.cargo_id === null && t.end_date < today ? [index] : [],
      )
      past.forEach((cargo, i) => {
        const index = lastWeek[i]
        if (index === undefined) return
        allTasks[index]!.cargo_id = cargo.id
        delivered.push({ index, cargo })
      })
    }
    const ids = await insertTasks(db, allTasks)
    // after the planned tasks, whose ids the offers below and the tests' fixtures are written against
    await insertTasks(db, pastTasks)
    const shipperUser = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'shipper@example.com')
      .executeTakeFirst()
    for (const { index, cargo } of delivered) {
      await db
        .insertInto('transport_task_responses')
        .values({
          task_id: ids[index]!,
          cargo_id: cargo.id,
          company_id: cargo.company_id,
          user_id: shipperUser?.id ?? null,
          price: cargo.price,
          status: 'selected',
          comment: null,
        })
        .execute()
    }
    // The north shipper has offered an available cargo from Kazan to a truck waiting in Kazan next week.
    const kazan = cities.get('kazan')
    if (plan.email === 'carrier@example.com' && kazan) {
      const waitingIndex = allTasks.findIndex(
        (t) => t.type === 'available' && t.place_id === kazan && t.comment !== null,
      )
      const offer = await db
        .selectFrom('cargos as c')
        .innerJoin('users as u', 'u.company_id', 'c.company_id')
        .select(['c.id', 'c.company_id', 'u.id as user_id'])
        .where('u.email', '=', 'shipper@example.com')
        .where('c.stage', '=', 'available')
        .where('c.start_place_id', '=', kazan)
        .orderBy('c.id')
        .executeTakeFirst()
      if (waitingIndex >= 0 && offer) {
        await db
          .insertInto('transport_task_responses')
          .values({
            task_id: ids[waitingIndex]!,
            cargo_id: offer.id,
            company_id: offer.company_id,
            user_id: offer.user_id,
            price: 4_500_000,
            comment: 'Готовы загрузить в понедельник утром',
          })
          .execute()
      }
    }
  }
}

/**
 * A large fleet for the benchmark: `trucks` trucks of one company (with a driver each, a trailer for every other
 * one) and `tasksPerTruck` tasks each, in a row from a week ago, between the demo cities when places are loaded.
 * 500 trucks x 10 tasks = the calendar benchmark's 5,000 tasks. Answers the ids of the trucks.
 */
export async function seedManyTransports(
  db: Kysely<DB>,
  companyId: number,
  trucks: number,
  tasksPerTruck: number,
  { now = new Date(), rngSeed = 7 }: { now?: Date; rngSeed?: number } = {},
): Promise<number[]> {
  const rng = prng(rngSeed)
  const today = isoDay(now)
  const cityList = [...(await loadedCities(db)).values()]
  const range = Array.from({ length: trucks }, (_, i) => i)
  const drivers = await sql<{ id: number }>`
    insert into drivers (company_id, name, phone)
    select ${companyId}, 'Водитель ' || n, '+7900' || lpad(n::text, 7, '0')
    from unnest(${range}::int[]) as u(n)
    returning id
  `.execute(db)
  const trailers = await sql<{ id: number }>`
    insert into trailers (company_id, number, truck_type_id, volume, capacity)
    select ${companyId}, u.number, 1, 86, 20
    from unnest(${range.filter((i) => i % 2 === 0).map((i) => trailerPlate(i, '799'))}::text[]) as u(number)
    returning id
  `.execute(db)
  const transports = await sql<{ id: number }>`
    insert into transports (company_id, number, vehicle_id, truck_type_id, load_type_ids, trailer_id, driver_id)
    select ${companyId}, u.number, u.vehicle_id, u.truck_type_id, '{1,2,3}', u.trailer_id, u.driver_id
    from unnest(
      ${range.map((i) => truckPlate(i, '799'))}::text[],
      ${range.map((i) => (i % 23) + 1)}::int[],
      ${range.map((i) => [1, 1, 2, 3, 4][i % 5]!)}::int[],
      ${range.map((i) => (i % 2 === 0 ? trailers.rows[i / 2]!.id : null))}::int[],
      ${range.map((i) => drivers.rows[i]!.id)}::int[]
    ) as u(number, vehicle_id, truck_type_id, trailer_id, driver_id)
    returning id
  `.execute(db)
  const ids = transports.rows.map((row) => row.id)
  const types = ['busy', 'available', 'busy', 'ready'] as const
  let batch: TaskSeed[] = []
  for (const transportId of ids) {
    let day = -7 + Math.floor(rng() * 4)
    for (let k = 0; k < tasksPerTruck; k++) {
      const length = 1 + Math.floor(rng() * 4)
      batch.push({
        company_id: companyId,
        transport_id: transportId,
        type: types[(k + Math.floor(rng() * 2)) % types.length]!,
        start_date: addDays(today, day),
        end_date: addDays(today, day + length - 1),
        place_id: cityList.length > 0 ? cityList[Math.floor(rng() * cityList.length)]! : null,
        radius_km: 100,
        cargo_id: null,
        comment: null,
      })
      day += length + Math.floor(rng() * 3)
    }
    if (batch.length >= 5000) {
      await insertTasks(db, batch)
      batch = []
    }
  }
  await insertTasks(db, batch)
  return ids
}
