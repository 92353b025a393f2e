/**
 * Demo integrations of ООО «Северная Торговая Компания» (shipper@): two partners with a file import and an HTTP
 * import (its demo key `demo-import-key-0001`), imported orders over the last four weeks (written through the
 * import itself, so each is a real cargo), a run with bad rows, contact relations, two custom logic rules, a
 * webhook subscription with its delivery log; and for ООО «ВолгаТрансАвто» (carrier@) an auto-bid setting that
 * took part in a running auction (its day's limit used up, so it does not bid on the auctions people start while
 * trying the demo). A database without cities gets no orders or auction.
 */
import { type Kysely, sql } from 'kysely'
import { addDays, dayIn } from '../../../core/contract/days'
import type { DB } from '../../db/schema'
import { distanceKm, ROAD_FACTOR } from '../../modules/cargo/geo'
import { keyHash } from '../../modules/integrations/import-repository'
import { type IncomingRow, runImport } from '../../modules/integrations/import-service'
import { insertDemoBid } from './auction-bid'

export const DEMO_IMPORT_KEY = 'demo-import-key-0001'
const DAY = 24 * 60 * 60 * 1000

const mapping = {
  order_id: 'Номер',
  from: 'Откуда',
  to: 'Куда',
  load_date: 'Погрузка',
  weight: 'Вес, т',
  price: 'Ставка, ₽',
  contact: 'Менеджер',
}

async function userOf(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow()
}

export async function seedDemoIntegrations(db: Kysely<DB>, seededAt = new Date()): Promise<void> {
  const nowMs = seededAt.getTime()
  const shipper = await userOf(db, 'shipper@example.com')
  const logist = await userOf(db, 'logist@example.com')
  const manager = await userOf(db, 'manager@example.com')
  const north = shipper.company_id!
  const partner = async (name: string) =>
    (
      await db
        .insertInto('integration_partners')
        .values({ company_id: north, name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const romashka = await partner('ТМС «Ромашка»')
  const erp = await partner('1С:УТ «Склад-Логистик»')
  const defaults = JSON.stringify({ cargo_type_id: 1, truck_types: [1] })
  const fileImport = await db
    .insertInto('integration_imports')
    .values({
      company_id: north,
      partner_id: romashka,
      name: 'Заявки Ромашки (Excel)',
      kind: 'file',
      mapping: JSON.stringify(mapping),
      defaults,
      created_by: shipper.id,
    })
    .returning(['id', 'company_id', 'partner_id', 'publish', 'created_by', 'defaults'])
    .executeTakeFirstOrThrow()
  const httpImport = await db
    .insertInto('integration_imports')
    .values({
      company_id: north,
      partner_id: erp,
      name: 'Склад-Логистик по API',
      kind: 'http',
      mapping: JSON.stringify({
        order_id: 'id',
        from: 'from',
        to: 'to',
        load_date: 'date',
        weight: 'weight',
        price: 'price',
        contact: 'manager',
      }),
      defaults,
      publish: true,
      key_hash: keyHash(DEMO_IMPORT_KEY),
      key_hint: DEMO_IMPORT_KEY.slice(-4),
      created_by: manager.id,
    })
    .returning(['id', 'company_id', 'partner_id', 'publish', 'created_by', 'defaults'])
    .executeTakeFirstOrThrow()

  await db
    .insertInto('contact_relations')
    .values([
      {
        company_id: north,
        partner_id: romashka,
        contact: 'Петрова Анна',
        contact_key: 'петрова анна',
        user_id: logist.id,
      },
      { company_id: north, partner_id: erp, contact: 'Сидоров', contact_key: 'сидоров', user_id: manager.id },
    ])
    .execute()
  await db
    .insertInto('custom_logics')
    .values([
      {
        company_id: north,
        name: 'Тяжёлые заявки Ромашки — на биржу по индексу ×1,05',
        position: 1,
        conditions: JSON.stringify([
          { field: 'partner_id', op: 'eq', value: romashka },
          { field: 'weight', op: 'gte', value: 15 },
        ]),
        actions: JSON.stringify({
          publish: true,
          price_factor: 1.05,
          assign_user_id: null,
          additional_conditions: [],
          hold: false,
        }),
        created_by: shipper.id,
      },
      {
        company_id: north,
        name: 'Без ставки — на проверку',
        position: 2,
        conditions: JSON.stringify([{ field: 'price', op: 'lte', value: 0 }]),
        actions: JSON.stringify({
          publish: false,
          price_factor: null,
          assign_user_id: manager.id,
          additional_conditions: [],
          hold: true,
        }),
        created_by: shipper.id,
      },
    ])
    .execute()

  const cities = await db
    .selectFrom('places')
    .select(['name_ru', 'lat', 'lng'])
    .where('type', '=', 'city')
    .where('region_en', 'is not', null)
    .orderBy('population', 'desc')
    .limit(8)
    .execute()
  if (cities.length >= 2) {
    const today = dayIn('Europe/Moscow', seededAt)
    const contacts = ['Петрова Анна', 'Сидоров', 'Кузнецов', '']
    const rows = (prefix: string, count: number, offset: number): IncomingRow[] =>
      Array.from({ length: count }, (_, i) => {
        const n = i + offset
        const from = cities[n % cities.length]!
        const to = cities[(n + 3) % cities.length]!
        // the lane's distance at 45-75 RUB per km, rounded to 500 RUB
        const km = distanceKm(from, to) * ROAD_FACTOR
        const rate = 45 + ((n * 7) % 31)
        return {
          line: i + 2,
          values: {
            order_id: `${prefix}-${1000 + n}`,
            from: cities[n % cities.length]!.name_ru,
            to: cities[(n + 3) % cities.length]!.name_ru,
            load_date: addDays(today, 2 + (n % 12)),
            weight: [8, 12.5, 20, 5, 16, 22][n % 6]!,
            price: n % 7 === 3 ? null : Math.max(5000, Math.round((km * rate) / 500) * 500),
            contact: contacts[n % contacts.length]!,
          },
        }
      })
    const fileRows = rows('РМ', 36, 0)
    fileRows.push(
      {
        line: 38,
        values: {
          order_id: 'РМ-2001',
          from: 'Нигдеград',
          to: cities[0]!.name_ru,
          load_date: addDays(today, 3),
          weight: 10,
        },
      },
      {
        line: 39,
        values: {
          order_id: 'РМ-2002',
          from: cities[1]!.name_ru,
          to: cities[0]!.name_ru,
          load_date: addDays(today, 3),
          weight: 'много',
        },
      },
      {
        line: 40,
        values: {
          order_id: 'РМ-2003',
          from: cities[1]!.name_ru,
          to: cities[2]!.name_ru,
          load_date: '2020-01-01',
          weight: 5,
        },
      },
    )
    await runImport({ db, target: fileImport, userId: shipper.id, lang: 'ru' }, fileRows, {
      kind: 'file',
      fileName: 'заявки-ромашка.xlsx',
    })
    await runImport(
      { db, target: { ...httpImport, created_by: manager.id }, userId: manager.id, lang: 'ru' },
      rows('SL', 24, 40),
      { kind: 'http', fileName: null },
    )
    // spread the orders over the last four weeks, so the graph has a history
    const orders = await db
      .selectFrom('import_orders')
      .select(['id', 'cargo_id'])
      .where('company_id', '=', north)
      .orderBy('id')
      .execute()
    for (const [i, order] of orders.entries()) {
      const ago = Math.floor(((orders.length - i) * 27) / orders.length)
      const at = new Date(nowMs - ago * DAY - (i % 9) * 3600_000)
      await db
        .updateTable('import_orders')
        .set({ created_at: at } as never)
        .where('id', '=', order.id)
        .execute()
      // the cargo it made was posted then, and loads as many days after as the partner asked for
      if (order.cargo_id !== null) {
        await sql`update cargos set created_at = ${at}, updated_at = ${at} where id = ${order.cargo_id}`.execute(db)
        await sql`update cargo_status_log set created_at = ${at} where cargo_id = ${order.cargo_id}`.execute(db)
        await sql`update cargo_prices set created_at = ${at} where cargo_id = ${order.cargo_id}`.execute(db)
      }
    }
  }

  await seedDemoWebhooks(db, north, shipper.id, nowMs)
  await seedDemoAutoBids(db, nowMs)
}

async function seedDemoWebhooks(db: Kysely<DB>, north: number, userId: number, now: number) {
  const sub = await db
    .insertInto('webhook_subscriptions')
    .values({
      company_id: north,
      url: 'https://tms.romashka.example/fx/hooks',
      events: ['cargo.created', 'response.received', 'contract.signed'],
      secret: 'whsec_demo_not_a_secret',
      active: false,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('webhook_deliveries')
    .values([
      {
        subscription_id: sub.id,
        event: 'cargo.created',
        payload: '{}',
        status: 'delivered',
        attempts: 1,
        response_status: 200,
        created_at: new Date(now - 3 * DAY),
        delivered_at: new Date(now - 3 * DAY + 800),
      },
      {
        subscription_id: sub.id,
        event: 'response.received',
        payload: '{}',
        status: 'delivered',
        attempts: 3,
        response_status: 200,
        error: null,
        created_at: new Date(now - 2 * DAY),
        delivered_at: new Date(now - 2 * DAY + 75_000),
      },
      {
        subscription_id: sub.id,
        event: 'contract.signed',
        payload: '{}',
        status: 'failed',
        attempts: 5,
        response_status: 503,
        error: 'HTTP 503',
        created_at: new Date(now - DAY),
      },
    ])
    .execute()
}

/** A running auction on one of north's available cargos: СибЭкспресс bids by hand, ВолгаТрансАвто's auto-bid answers. */
async function seedDemoAutoBids(db: Kysely<DB>, now: number) {
  const carrier = await userOf(db, 'carrier@example.com')
  const siberia = await userOf(db, 'siberia@example.com')
  const shipper = await userOf(db, 'shipper@example.com')
  const cargo = await db
    .selectFrom('cargos as c')
    .select(['c.id', 'c.price', 'c.start_place_id', 'c.finish_place_id', 'c.currency'])
    .where('c.company_id', '=', shipper.company_id!)
    .where('c.stage', '=', 'available')
    .where('c.price', 'is not', null)
    .where('c.price', '>=', 3_000_000)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('cargo_auctions as a').select('a.cargo_id').whereRef('a.cargo_id', '=', 'c.id'))),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('cargo_responses as r').select('r.id').whereRef('r.cargo_id', '=', 'c.id'))),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('import_orders as o').select('o.id').whereRef('o.cargo_id', '=', 'c.id'))),
    )
    .where('c.load_date_from', '>', dayIn('Europe/Moscow', new Date(now)))
    .orderBy('c.id')
    .limit(1)
    .executeTakeFirst()
  const step = 100_000
  const setting = {
    company_id: carrier.company_id!,
    user_id: carrier.id,
    truck_type_ids: [],
    step: 200_000,
    created_at: new Date(now - 5 * DAY),
  }
  if (!cargo) return
  const start = Number(cargo.price)
  await db
    .insertInto('cargo_auctions')
    .values({
      cargo_id: cargo.id,
      start_price: start,
      min_step: step,
      currency: cargo.currency,
      ends_at: new Date(now + 30 * 3600_000),
    })
    .execute()
  const bid = (companyId: number, userId: number, price: number, minutesAgo: number) =>
    insertDemoBid(db, {
      cargoId: cargo.id,
      currency: cargo.currency,
      companyId,
      userId,
      price,
      at: new Date(now - minutesAgo * 60_000),
    })
  await bid(siberia.company_id!, siberia.id, start - step, 90)
  await bid(carrier.company_id!, carrier.id, start - 3 * step, 89)
  await db
    .updateTable('cargo_auctions')
    .set({ best_price: start - 3 * step, best_company_id: carrier.company_id!, bids_count: 2 })
    .where('cargo_id', '=', cargo.id)
    .execute()
  await db
    .insertInto('auto_bid_settings')
    .values([
      {
        ...setting,
        name: 'Основное направление',
        lanes: JSON.stringify([{ from_place_id: cargo.start_place_id, to_place_id: cargo.finish_place_id }]),
        floor: Math.max(start - 10 * step, step),
        daily_limit: 1,
      },
      {
        ...setting,
        name: 'Обратная загрузка',
        active: false,
        lanes: JSON.stringify([{ from_place_id: cargo.finish_place_id, to_place_id: null }]),
        floor: Math.max(Math.round(start / 2), step),
        daily_limit: 5,
      },
    ])
    .returning('id')
    .execute()
  // the auto-bid that answered СибЭкспресс (its day's limit of one is used)
  const main = await db
    .selectFrom('auto_bid_settings')
    .select('id')
    .where('name', '=', 'Основное направление')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('auto_bids')
    .values({
      setting_id: main.id,
      company_id: carrier.company_id!,
      cargo_id: cargo.id,
      price: start - 3 * step,
      created_at: new Date(now - 89 * 60_000),
    })
    .execute()
}
