/**
 * Auto-bids: the carrier's settings and bids, and the auto-bidder. The auto-bidder takes every running auction of
 * an available cargo and lets the strongest matching setting (the lowest floor) of a carrier that does not lead
 * bid `step` below the best (at least the auction's step), never below its floor, within its day's limit; then
 * looks again, until nobody can bid. Each bid goes through the auctions' own `placeBid` (the auction row locked,
 * the unique (cargo, price) index as the last guard), so an auction keeps exactly one best bid and one winner
 * whatever runs at the same moment; a bid that lost a race is simply tried again on the new state.
 */

import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { dayIn } from '../../../core/contract/days'
import type { AutoBid, AutoBidOutcome, AutoBidSetting } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import { HttpError, invalidField, notFound } from '../../http/errors'
import { startPoller } from '../../services/poller'
import { maxBid, placeBid } from '../responses/auction-repository'

type Db = Kysely<DB>

const MAX_ROUNDS = 300

/** The start of today in Moscow, as an instant: the day's limit counts from here. */
function dayStart(): Date {
  return new Date(`${dayIn('Europe/Moscow')}T00:00:00+03:00`)
}

async function regionOf(db: Db, placeId: number): Promise<string | null> {
  const place = await db
    .selectFrom('places')
    .select(['type', 'name_en', 'region_en'])
    .where('id', '=', placeId)
    .executeTakeFirst()
  if (!place) return null
  return place.type === 'region' ? place.name_en : place.region_en
}

// ---------------------------------------------------------------------------------------------------------------
// Settings

export interface SettingInput {
  id?: number | undefined
  name: string
  active: boolean
  lanes: { from_place_id: number; to_place_id: number | null }[]
  truck_types: number[]
  floor: number
  step: number
  daily_limit: number
}

export async function settings(db: Db, companyId: number, lang: Lang, id?: number): Promise<AutoBidSetting[]> {
  let query = db
    .selectFrom('auto_bid_settings as s')
    .select([
      's.id',
      's.name',
      's.active',
      's.lanes',
      's.truck_type_ids',
      's.floor',
      's.step',
      's.daily_limit',
      's.created_at',
      sql<number>`(select count(*)::int from auto_bids b where b.setting_id = s.id and b.created_at >= ${dayStart()})`.as(
        'bids_today',
      ),
      sql<number>`(select count(*)::int from auto_bids b where b.setting_id = s.id)`.as('bids_count'),
      sql<number>`(select count(distinct b.cargo_id)::int from auto_bids b
        join cargo_auctions a on a.cargo_id = b.cargo_id
        where b.setting_id = s.id and (a.status = 'finished' or a.ends_at <= now())
          and a.best_company_id = b.company_id and a.best_price = b.price)`.as('won_count'),
    ])
    .where('s.company_id', '=', companyId)
  if (id !== undefined) query = query.where('s.id', '=', id)
  const rows = await query.orderBy('s.id', 'desc').execute()
  const placeIds = [
    ...new Set(rows.flatMap((r) => r.lanes.flatMap((l) => [l.from_place_id, l.to_place_id ?? 0]))),
  ].filter(Boolean)
  const names = new Map<number, string>()
  if (placeIds.length > 0) {
    const places = await db
      .selectFrom('places')
      .select(['id', 'name_ru', 'name_en'])
      .where('id', 'in', placeIds)
      .execute()
    for (const p of places) names.set(p.id, lang === 'en' ? p.name_en : p.name_ru)
  }
  const ref = (id: number) => ({ id, name: names.get(id) ?? String(id) })
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    active: r.active,
    lanes: r.lanes.map((l) => ({ from: ref(l.from_place_id), to: l.to_place_id === null ? null : ref(l.to_place_id) })),
    truck_types: r.truck_type_ids,
    floor: Number(r.floor),
    step: Number(r.step),
    daily_limit: r.daily_limit,
    bids_today: Number(r.bids_today),
    bids_count: Number(r.bids_count),
    won_count: Number(r.won_count),
    created_at: new Date(r.created_at).toISOString(),
  }))
}

export async function saveSetting(db: Db, companyId: number, userId: number, input: SettingInput): Promise<number> {
  const placeIds = [...new Set(input.lanes.flatMap((l) => [l.from_place_id, l.to_place_id ?? 0]).filter(Boolean))]
  const found = await db.selectFrom('places').select('id').where('id', 'in', placeIds).execute()
  if (found.length !== placeIds.length) throw invalidField('lanes', 'place_unknown')
  if (input.truck_types.length > 0) {
    const types = await db
      .selectFrom('dictionary_items')
      .select('id')
      .where('kind', '=', 'truck_types')
      .where('id', 'in', input.truck_types)
      .execute()
    if (types.length !== new Set(input.truck_types).size) throw invalidField('truck_types', 'dictionary_unknown')
  }
  const values = {
    name: input.name,
    active: input.active,
    lanes: JSON.stringify(input.lanes),
    truck_type_ids: [...new Set(input.truck_types)],
    floor: input.floor,
    step: input.step,
    daily_limit: input.daily_limit,
  }
  if (input.id !== undefined) {
    const done = await db
      .updateTable('auto_bid_settings')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', input.id)
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) throw notFound('auto_bid_setting_unknown')
    return input.id
  }
  const row = await db
    .insertInto('auto_bid_settings')
    .values({ company_id: companyId, user_id: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

// ---------------------------------------------------------------------------------------------------------------
// Bids

function bidRows(db: Db, lang: Lang) {
  const name = lang === 'en' ? 'name_en' : 'name_ru'
  return db
    .selectFrom('auto_bids as b')
    .innerJoin('auto_bid_settings as s', 's.id', 'b.setting_id')
    .innerJoin('cargos as c', 'c.id', 'b.cargo_id')
    .innerJoin('cargo_auctions as a', 'a.cargo_id', 'b.cargo_id')
    .select([
      'b.id',
      'b.setting_id',
      's.name as setting_name',
      'b.cargo_id',
      sql<string>`(select ${sql.ref(name)} from places where id = c.start_place_id)`.as('from_name'),
      sql<string>`(select ${sql.ref(name)} from places where id = c.finish_place_id)`.as('to_name'),
      'b.price',
      'a.currency',
      'b.status',
      'a.best_price',
      'a.ends_at',
      'b.created_at',
      sql<AutoBidOutcome>`case
        when a.status = 'running' and a.ends_at > now()
          then case when a.best_company_id = b.company_id and a.best_price = b.price then 'leading' else 'outbid' end
        else case when a.best_company_id = b.company_id and a.best_price = b.price then 'won' else 'lost' end
      end`.as('outcome'),
    ])
}
type BidRow = Awaited<ReturnType<ReturnType<typeof bidRows>['executeTakeFirstOrThrow']>>

const bidAnswer = (r: BidRow): AutoBid => ({
  id: r.id,
  setting: { id: r.setting_id, name: r.setting_name },
  cargo_id: r.cargo_id,
  from: r.from_name ?? '',
  to: r.to_name ?? '',
  price: Number(r.price),
  currency: r.currency,
  status: r.status as AutoBid['status'],
  outcome: r.outcome,
  best_price: r.best_price === null ? null : Number(r.best_price),
  ends_at: new Date(r.ends_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
})

export async function bids(
  db: Db,
  companyId: number,
  request: { settingId?: number | undefined; outcome?: AutoBidOutcome | undefined; limit: number; offset: number },
  lang: Lang,
) {
  let query = db.selectFrom(bidRows(db, lang).where('b.company_id', '=', companyId).as('x')).selectAll()
  if (request.settingId !== undefined) query = query.where('x.setting_id', '=', request.settingId)
  if (request.outcome !== undefined) query = query.where('x.outcome', '=', request.outcome)
  const size = await db.selectFrom(query.as('y')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  const rows = await query.orderBy('x.id', 'desc').limit(request.limit).offset(request.offset).execute()
  return { rows: rows.map((r) => bidAnswer(r as BidRow)), size: Number(size.n) }
}

export async function bid(db: Db, companyId: number, id: number, lang: Lang): Promise<AutoBid> {
  const row = await bidRows(db, lang).where('b.id', '=', id).where('b.company_id', '=', companyId).executeTakeFirst()
  if (!row) throw notFound()
  return bidAnswer(row)
}

/** Stops (or resumes) the setting's bidding on the bid's cargo: every bid of that setting and cargo takes it. */
export async function setBidStatus(db: Db, companyId: number, id: number, status: 'active' | 'stopped') {
  const row = await db
    .selectFrom('auto_bids')
    .select(['setting_id', 'cargo_id'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  await db
    .updateTable('auto_bids')
    .set({ status, updated_at: new Date() })
    .where('setting_id', '=', row.setting_id)
    .where('cargo_id', '=', row.cargo_id)
    .execute()
}

// ---------------------------------------------------------------------------------------------------------------
// The auto-bidder

interface LiveSetting {
  id: number
  company_id: number
  user_id: number
  floor: number
  step: number
  daily_limit: number
  truck_type_ids: number[]
  lanes: { from: string | null; to: string | null; any: boolean }[]
  today: number
  stopped: Set<number>
}

async function liveSettings(db: Db): Promise<LiveSetting[]> {
  const rows = await db
    .selectFrom('auto_bid_settings as s')
    .innerJoin('companies as k', 'k.id', 's.company_id')
    .select([
      's.id',
      's.company_id',
      's.user_id',
      's.floor',
      's.step',
      's.daily_limit',
      's.truck_type_ids',
      's.lanes',
      sql<number>`(select count(*)::int from auto_bids b where b.setting_id = s.id and b.created_at >= ${dayStart()})`.as(
        'today',
      ),
    ])
    .where('s.active', '=', true)
    .where('k.type', '=', 'carrier')
    .where('s.user_id', 'is not', null)
    .execute()
  const out: LiveSetting[] = []
  for (const r of rows) {
    const lanes = []
    for (const lane of r.lanes) {
      lanes.push({
        from: await regionOf(db, lane.from_place_id),
        to: lane.to_place_id === null ? null : await regionOf(db, lane.to_place_id),
        any: lane.to_place_id === null,
      })
    }
    const stopped = await db
      .selectFrom('auto_bids')
      .select('cargo_id')
      .where('setting_id', '=', r.id)
      .where('status', '=', 'stopped')
      .execute()
    out.push({
      id: r.id,
      company_id: r.company_id,
      user_id: r.user_id!,
      floor: Number(r.floor),
      step: Number(r.step),
      daily_limit: r.daily_limit,
      truck_type_ids: r.truck_type_ids,
      lanes,
      today: Number(r.today),
      stopped: new Set(stopped.map((s) => s.cargo_id)),
    })
  }
  return out
}

function runningAuctions(db: Db, cargoId?: number) {
  let query = db
    .selectFrom('cargo_auctions as a')
    .innerJoin('cargos as c', 'c.id', 'a.cargo_id')
    .select([
      'a.cargo_id',
      'a.start_price',
      'a.min_step',
      'a.best_price',
      'a.best_company_id',
      'c.company_id as owner_id',
      'c.start_region',
      'c.finish_region',
      'c.truck_type_ids',
    ])
    .where('a.status', '=', 'running')
    .where('a.ends_at', '>', sql<Date>`now()`)
    .where('c.stage', '=', 'available')
  if (cargoId !== undefined) query = query.where('a.cargo_id', '=', cargoId)
  return query.orderBy('a.cargo_id').execute()
}

type Auction = Awaited<ReturnType<typeof runningAuctions>>[number]

function fits(setting: LiveSetting, auction: Auction): boolean {
  if (setting.company_id === auction.owner_id || setting.company_id === auction.best_company_id) return false
  if (setting.stopped.has(auction.cargo_id) || setting.today >= setting.daily_limit) return false
  if (setting.truck_type_ids.length > 0 && !setting.truck_type_ids.some((t) => auction.truck_type_ids.includes(t)))
    return false
  return setting.lanes.some(
    (lane) =>
      lane.from !== null && lane.from === auction.start_region && (lane.any || lane.to === auction.finish_region),
  )
}

/** The price a setting would bid now, or null when that would be below its floor. */
export function nextPrice(
  setting: Pick<LiveSetting, 'floor' | 'step'>,
  auction: Pick<Auction, 'best_price' | 'start_price' | 'min_step'>,
) {
  const max = maxBid({
    best_price: auction.best_price === null ? null : Number(auction.best_price),
    start_price: Number(auction.start_price),
    min_step: Number(auction.min_step),
  })
  const wanted =
    auction.best_price === null
      ? Number(auction.start_price)
      : Number(auction.best_price) - Math.max(setting.step, Number(auction.min_step))
  const price = Math.min(max, Math.max(wanted, setting.floor))
  return price >= setting.floor && price > 0 && price <= max ? price : null
}

/**
 * One pass of the auto-bidder over the running auctions (or one cargo's); answers how many bids it placed.
 * Safe to run from several places at once: every bid is checked by `placeBid` under the auction's lock.
 */
export async function runAutoBids(db: Db, options: { cargoId?: number } = {}): Promise<number> {
  const live = await liveSettings(db)
  if (live.length === 0) return 0
  let placed = 0
  for (const first of await runningAuctions(db, options.cargoId)) {
    let auction: Auction | undefined = first
    for (let round = 0; auction && round < MAX_ROUNDS; round++) {
      const current: Auction = auction
      const candidates = live
        .filter((s) => fits(s, current))
        .map((s) => ({ setting: s, price: nextPrice(s, current) }))
        .filter((c): c is { setting: LiveSetting; price: number } => c.price !== null)
        .sort((a, b) => a.setting.floor - b.setting.floor || a.setting.id - b.setting.id)
      const chosen = candidates[0]
      if (!chosen) break
      try {
        await placeBid(
          db,
          current.cargo_id,
          { companyId: chosen.setting.company_id, userId: chosen.setting.user_id, price: chosen.price },
          'ru',
        )
        await db
          .insertInto('auto_bids')
          .values({
            setting_id: chosen.setting.id,
            company_id: chosen.setting.company_id,
            cargo_id: current.cargo_id,
            price: chosen.price,
          })
          .execute()
        chosen.setting.today++
        placed++
      } catch (error) {
        // another bid came first (or the auction ended): look at the auction again
        if (!(error instanceof HttpError) || (error.status !== 409 && error.status !== 404)) throw error
      }
      auction = (await runningAuctions(db, current.cargo_id))[0]
    }
  }
  return placed
}

/** Runs the auto-bidder every few seconds until stopped. */
export function startAutoBidder(db: Db, log: { error(obj: object, msg?: string): void }, intervalMs = 3000) {
  return startPoller('auto-bidder', () => runAutoBids(db), intervalMs, log)
}
