/**
 * The carrier's cargo lists' SQL: the tabs (free, available, work, contract) as conditions on the cargo, which
 * cargos a carrier may see (available ones and those it responded to), and its responses and the auctions on a
 * page of cargos.
 */

import { type Kysely, type RawBuilder, sql } from 'kysely'
import { CARGO_COUNT_CAP } from '../../../core/contract/cargo'
import { earliestToday } from '../../../core/contract/days'
import type { CarrierCargoType } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { viewerOf } from '../cargo/access'
import { type CargoRow, cargoRows, findVisibleCargo } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'

/** The tab's condition on `c` for the carrier company. */
function tabCondition(type: CarrierCargoType, company: number): RawBuilder<boolean> {
  const mine = (statuses: RawBuilder<unknown>) =>
    sql<boolean>`exists (select 1 from cargo_responses r where r.cargo_id = c.id and r.company_id = ${company} and ${statuses})`
  switch (type) {
    case 'free':
      // expired cargos (loading window passed everywhere) are not offered
      return sql<boolean>`c.stage = 'available' and c.load_date_to >= ${earliestToday()}::date and not ${mine(sql`r.status <> 'withdrawn'`)}`
    case 'available':
      return sql<boolean>`c.stage = 'available' and ${mine(sql`r.status <> 'withdrawn'`)}`
    case 'work':
      return sql<boolean>`c.stage = 'in_work' and ${mine(sql`r.status = 'contract'`)}`
    case 'contract':
      return sql<boolean>`c.stage = 'contract' and ${mine(sql`r.status = 'contract'`)}`
  }
}

const sortColumns = {
  load_date: 'c.load_date_from',
  price: 'c.price',
  price_per_km: 'c.price_per_km',
  distance: 'c.distance_km',
  weight: 'c.weight',
  created_at: 'c.created_at',
} as const

/** The sort columns that may be empty; the others are never null. */
const nullable = new Set<string>(['c.price', 'c.price_per_km', 'c.distance_km'])

/**
 * `nulls last` only where a column may be empty: on a column that never is, it changes no order but keeps the
 * planner off the index of that order (`cargos_stage_created` is `created_at desc`, nulls first), so the newest
 * page sorted every available cargo.
 */
function orderOf(sort: string): RawBuilder<unknown> {
  const descending = sort.startsWith('-')
  const column = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns]
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const nulls = sql.raw(nullable.has(column) ? ' nulls last' : '')
  return sql`${sql.ref(column)} ${direction}${nulls}, c.id ${direction}`
}

/**
 * How many cargos the free tab holds, up to `CARGO_COUNT_CAP` as every cargo list counts ("10,000 or more"): the tab
 * is the whole open market less what the company answered, and counting 60,000 open cargos exactly cost more than
 * everything else of the request. Read from `cargos_open_load_to` (the open cargos' ids by last loading day, index
 * only) against the company's answered cargos (`cargo_responses_company_cargo`).
 */
function freeCount(db: Kysely<DB>, company: number) {
  return sql<{ size: number }>`select count(*)::int as size from (
      select 1 from cargos c
      where c.stage = 'available' and c.load_date_to >= ${earliestToday()}::date
        and not exists (
          select 1 from cargo_responses r where r.cargo_id = c.id and r.company_id = ${company} and r.status <> 'withdrawn'
        )
      limit ${CARGO_COUNT_CAP}
    ) free`.execute(db)
}

/** A page of a tab's cargos for the carrier company, and how many there are. */
export async function carrierCargoPage(
  db: Kysely<DB>,
  me: CurrentUser,
  type: CarrierCargoType,
  page: { sort: string; limit: number; offset: number },
) {
  const company = ownCompanyId(me)
  const condition = tabCondition(type, company)
  const [counted, rows] = await Promise.all([
    type === 'free'
      ? freeCount(db, company).then((result) => result.rows[0]!)
      : db
          .selectFrom('cargos as c')
          .select(sql<number>`count(*)::int`.as('size'))
          .where(condition)
          .executeTakeFirstOrThrow(),
    cargoRows(db, viewerOf(me))
      .where(condition)
      .orderBy(orderOf(page.sort))
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { rows, size: Number(counted.size) }
}

/** A cargo the carrier may see: an available one, or one its company responded to. */
function carrierVisible(company: number) {
  return sql<boolean>`(c.stage = 'available' or exists (select 1 from cargo_responses r where r.cargo_id = c.id and r.company_id = ${company}))`
}

export async function visibleToCarrier(db: Kysely<DB>, id: number, me: CurrentUser): Promise<CargoRow> {
  const company = ownCompanyId(me)
  const row = await cargoRows(db, viewerOf(me)).where('c.id', '=', id).where(carrierVisible(company)).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** The company's responses to the cargos (oldest first) with their live contracts, and the cargos' auctions. */
export function responsesAndAuctions(db: Kysely<DB>, cargoIds: number[], companyId: number) {
  return Promise.all([
    db
      .selectFrom('cargo_responses as r')
      .select([
        'r.id',
        'r.cargo_id',
        'r.status',
        'r.price',
        sql<
          number | null
        >`(select k.id from contracts k where k.response_id = r.id and k.status <> 'cancelled' order by k.id desc limit 1)`.as(
          'contract_id',
        ),
      ])
      .where('r.cargo_id', 'in', cargoIds)
      .where('r.company_id', '=', companyId)
      .orderBy('r.id', 'asc')
      .execute(),
    db.selectFrom('cargo_auctions').selectAll().where('cargo_id', 'in', cargoIds).execute(),
  ])
}

/** Any signed-in company user: cargos they may see in the search, their own company's, or ones they responded to. */
export async function visibleOrOwn(db: Kysely<DB>, id: number, me: CurrentUser) {
  const found = await findVisibleCargo(db, id, viewerOf(me))
  if (found) return found
  return cargoRows(db, viewerOf(me))
    .where('c.id', '=', id)
    .where(carrierVisible(me.companyId ?? 0))
    .executeTakeFirst()
}

/** The user's own Telegram chat, or null when the account is not linked. */
export async function telegramChatOf(db: Kysely<DB>, userId: number): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('telegram_user_id')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return user.telegram_user_id === null ? null : String(user.telegram_user_id)
}
