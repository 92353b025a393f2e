/**
 * Truck search: one query over three kinds of free trucks, each read through an index from the places near the
 * searched one (the GiST index `places_earth` finds them; migrations 014, 014c and 019 index the windows, trucks and
 * routes by place and date):
 * - registered carriers' free calendar windows (`available`, `ready`) of their own trucks: every caller sees them,
 *   but not a window whose truck carries a live order on its days (late: until it is unloaded);
 * - the keeper's external carriers' trucks by their regular route's start city (no date: they match any);
 * - the keeper's planned routes (status `planned`) starting in the window.
 * Without a place, the date decides and distances are null. What the search filters on (body type, load types,
 * capacity, volume) is on the window's or route's own row (copied from the truck by migration 019's triggers) and
 * in the index: a part is one index-only range per place; companies are read for the page's rows only.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, isoDay } from '../../../core/contract/days'
import {
  type FoundTruck,
  TRUCK_COUNT_CAP,
  TRUCK_MAP_CAP,
  type TruckMapPlace,
  type TruckSearchFilter,
} from '../../../core/contract/trucks'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'
import { truckFree } from '../transport/matching-repository'

type Condition = RawBuilder<unknown>

interface Centre {
  lat: number
  lng: number
  radiusKm: number
}

async function centreOf(db: Kysely<DB>, id: number | undefined, radiusKm: number, field: string) {
  if (id === undefined) return null
  const place = await db.selectFrom('places').select(['lat', 'lng']).where('id', '=', id).executeTakeFirst()
  if (!place) throw invalidField(field, 'place_unknown')
  return { lat: place.lat, lng: place.lng, radiusKm }
}

/**
 * The places within the radius and their distance in metres (the GiST box, then the exact distance), read once:
 * the search then names them as a literal list, so that the planner knows how many there are and never re-reads
 * them inside the per-place loop.
 */
async function placesNear(db: Kysely<DB>, centre: Centre): Promise<{ ids: number[]; metres: number[] }> {
  const point = sql`ll_to_earth(${centre.lat}::float8, ${centre.lng}::float8)`
  const metres = centre.radiusKm * 1000
  const { rows } = await sql<{ id: number; metres: number }>`
    select p.id, earth_distance(${point}, ll_to_earth(p.lat, p.lng)) as metres from places p
    where earth_box(${point}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)
      and earth_distance(${point}, ll_to_earth(p.lat, p.lng)) <= ${metres}::float8`.execute(db)
  return { ids: rows.map((row) => row.id), metres: rows.map((row) => Number(row.metres)) }
}

const and = (conditions: Condition[]): Condition =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `)

/** Body and load types, capacity and volume on a truck's columns. */
function truckConditions(filter: TruckSearchFilter | undefined, capacity: string, alias: string): Condition[] {
  const out: Condition[] = []
  const ref = (column: string) => sql.ref(`${alias}.${column}`)
  if (filter?.truck_types?.length) out.push(sql`${ref('truck_type_id')} = any(${filter.truck_types}::int[])`)
  if (filter?.load_types?.length) out.push(sql`${ref('load_type_ids')} && ${filter.load_types}::int[]`)
  if (filter?.weight !== undefined) out.push(sql`${ref(capacity)} >= ${filter.weight}`)
  if (filter?.volume !== undefined) out.push(sql`${ref('volume')} >= ${filter.volume}`)
  return out
}

export interface SearchInput {
  filter?: TruckSearchFilter | undefined
  sort: 'distance' | 'date'
  limit: number
  offset: number
}

interface Row {
  source: FoundTruck['source']
  id: number
  transport_id: number
  company_id: number
  company_name: string
  company_kind: 'external' | 'registered'
  truck_type_id: number | null
  load_type_ids: number[]
  capacity: string | number | null
  volume: string | number | null
  place_id: number | null
  finish_id: number | null
  date_from: string | null
  date_to: string | null
  metres: number | null
}

/** A page of the search's trucks, in its order, and how many match (up to the cap). */
export async function searchTrucks(db: Kysely<DB>, keeper: number, lang: Lang, input: SearchInput) {
  const { rows, size, toTruck } = await search(db, keeper, lang, input, false)
  return { data: rows.map(toTruck), size }
}

/**
 * The trucks map: the search's first `TRUCK_MAP_CAP` trucks counted by the place where they are free, each place
 * with its first truck. The database groups them, so only a few hundred places cross the wire.
 */
export async function mapTrucks(
  db: Kysely<DB>,
  keeper: number,
  lang: Lang,
  input: Pick<SearchInput, 'filter' | 'sort'>,
): Promise<{ data: TruckMapPlace[]; size: number }> {
  const { rows, size, toTruck } = await search(db, keeper, lang, { ...input, limit: TRUCK_MAP_CAP, offset: 0 }, true)
  const data = rows.flatMap((row) => {
    const first = toTruck(row)
    return first.place ? [{ place: first.place, count: Number(row.place_count), first }] : []
  })
  return { data, size }
}

async function search(db: Kysely<DB>, keeper: number, lang: Lang, input: SearchInput, byPlace: boolean) {
  const f = input.filter
  const start = await centreOf(db, f?.start_point_id, f?.start_point_radius ?? 50, 'filter.start_point_id')
  const finish = await centreOf(db, f?.finish_point_id, f?.finish_point_radius ?? 50, 'filter.finish_point_id')
  const from = f?.date_from ?? isoDay(new Date())
  const to = f?.date_to ?? (f?.date_from ? f.date_from : null)
  if (to !== null && to < from) throw invalidField('filter.date_to', 'validation_failed')
  if (to !== null && to > addDays(from, 366)) throw invalidField('filter.date_to', 'validation_failed')

  const starts = start ? await placesNear(db, start) : null
  const finishes = finish ? await placesNear(db, finish) : null
  const nearStart = starts && sql`unnest(${starts.ids}::int[], ${starts.metres}::float8[]) as n(id, metres)`
  const finishIn = (column: string) => (finishes ? [sql`${sql.ref(column)} = any(${finishes.ids}::int[])`] : [])

  // Each kind of truck is one part, read at one place at a time in the order of an index (migrations 014c, 019)
  // and cut after `window` rows, so nothing reads, joins or sorts every match. A part's index order must be the
  // search's order among the part's rows at one place, in either sort (the distance is the place's, so: the day,
  // then the tie key `starts`, then the id):
  // - free windows already open on the first searched day (`from`): their day is `from` for all, tied by end date;
  // - free windows opening later: their day is their start date;
  // - external trucks (no day): by id; planned routes: by start date.
  // The free windows are two parts so that each index range starts at `from`: a calendar's past windows, which
  // only grow, are never read (one index by start date read them all before finding today's).
  // Rows of the two window parts never tie on the day, so their different tie keys never meet.
  interface Part {
    /** The rows at the place `place` (a column), or anywhere when null, in index order. */
    rows: (place: Condition | null, ordered?: boolean) => Condition
  }
  const parts: Part[] = []
  const source = f?.source ?? 'all'
  const at = (column: string, place: Condition | null) => (place ? [sql`${sql.ref(column)} = ${place}`] : [])
  if (source !== 'external') {
    // the truck's columns and `searchable` are copies on the window (migration 019): no join per window
    const windows =
      (days: Condition[], starts: string, order: Condition) => (place: Condition | null, ordered?: boolean) =>
        sql`
        select 'calendar' as source, k.id, k.transport_id, k.company_id, k.truck_type_id, k.load_type_ids,
          k.capacity::float8 as capacity, k.volume::float8 as volume, k.place_id, null::int as finish_id,
          greatest(k.start_date, ${from}::date)::text as date_from, k.end_date::text as date_to,
          ${sql.ref(starts)}::text as starts
        from transport_tasks k
        where k.type <> 'busy' and k.searchable
          and ${and([...at('k.place_id', place), ...days, ...truckConditions(f, 'capacity', 'k')])}
          and ${truckFree(sql`k.transport_id`, sql`greatest(k.start_date, ${from}::date)`, sql`k.end_date`)}
        ${ordered === false ? sql`` : order}`
    // A window open on `from` ends at most the longest window's length after it: that bound keeps the range by
    // end date from reading the windows that open later (their own part) beyond it.
    const longest = await sql<{ days: number | null }>`
      select max(end_date - start_date) as days from transport_tasks where type <> 'busy' and searchable`.execute(db)
    const openUntil = addDays(from, Number(longest.rows[0]?.days ?? 0))
    parts.push({
      rows: windows(
        [sql`k.end_date >= ${from}::date`, sql`k.end_date <= ${openUntil}::date`, sql`k.start_date <= ${from}::date`],
        'k.end_date',
        sql`order by k.end_date, k.id`,
      ),
    })
    if (to === null || to > from)
      parts.push({
        rows: windows(
          [sql`k.start_date > ${from}::date`, ...(to ? [sql`k.start_date <= ${to}::date`] : [])],
          'k.start_date',
          sql`order by k.start_date, k.id`,
        ),
      })
  }
  if (source !== 'registered') {
    parts.push({
      rows: (place, ordered) => sql`
        select 'external' as source, x.id, x.id as transport_id, x.company_id, x.truck_type_id, x.load_type_ids,
          x.weight::float8 as capacity, x.volume::float8 as volume, x.start_place_id as place_id,
          x.finish_place_id as finish_id, null::text as date_from, null::text as date_to, null::text as starts
        from external_transports x
        where x.owner_company_id = ${keeper}
          and ${and([...at('x.start_place_id', place), ...truckConditions(f, 'weight', 'x'), ...finishIn('x.finish_place_id')])}
        ${ordered === false ? sql`` : sql`order by x.id`}`,
    })
    const days = [sql`r.start_date >= ${from}::date`, ...(to ? [sql`r.start_date <= ${to}::date`] : [])]
    parts.push({
      // the external truck's columns are copies on the route (migration 019); its company is read for the page only
      rows: (place, ordered) => sql`
        select 'planned_route' as source, r.id, r.transport_id, null::int as company_id, r.truck_type_id,
          r.load_type_ids, r.weight::float8 as capacity, r.volume::float8 as volume, r.start_place_id as place_id,
          r.finish_place_id as finish_id, r.start_date::text as date_from, r.start_date::text as date_to,
          r.start_date::text as starts
        from external_routes r
        where r.owner_company_id = ${keeper} and r.status = 'planned'
          and ${and([...at('r.start_place_id', place), ...days, ...truckConditions(f, 'weight', 'r'), ...finishIn('r.finish_place_id')])}
        ${ordered === false ? sql`` : sql`order by r.start_date, r.id`}`,
    })
  }
  const window = input.offset + input.limit
  const firstRows = sql.join(
    parts.map((part) =>
      nearStart
        ? sql`(select q.*, n.metres from ${nearStart}
            cross join lateral (${part.rows(sql.ref('n.id'))} limit ${window}) q)`
        : sql`(select q.*, null::float8 as metres from (${part.rows(null)} limit ${window}) q)`,
    ),
    sql` union all `,
  )
  const order =
    input.sort === 'date'
      ? sql`date_from asc nulls last, metres asc nulls last, source, starts, id`
      : sql`metres asc nulls last, date_from asc nulls last, source, starts, id`
  // The count stops at the cap: past it, counting costs more than the page and tells nobody more.
  const matches = sql.join(
    parts.map((part) =>
      starts
        ? sql`(select 1 from (${part.rows(null, false)}) q where q.place_id = any(${starts.ids}::int[]))`
        : sql`(select 1 from (${part.rows(null, false)}) q)`,
    ),
    sql` union all `,
  )
  // The lateral loops look costly to the planner (it cannot know that each stops after a page), so PostgreSQL
  // would JIT-compile them: at a million trucks that took 2 of the 5 seconds of a 200 km search (bench/trucks.ts).
  // Off for these two statements only (`set local` ends with the transaction; PGlite has no JIT and ignores it).
  const [page, count] = await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx)
    const page = sql`(select * from (${firstRows}) u order by ${order} limit ${input.limit} offset ${input.offset})`
    // for the map, the page's trucks by place: each place's count and first truck
    const rows = byPlace
      ? sql`(select * from (
          select w.*, count(*) over (partition by w.place_id) as place_count,
            row_number() over (partition by w.place_id order by ${order}) as place_rank
          from ${page} w where w.place_id is not null) ranked where place_rank = 1)`
      : page
    // the companies (and a planned route's truck's company) are read for the answer's rows only
    const found = await sql<Row & { place_count: string | number | null }>`
      select p.source, p.id, p.transport_id, c.id as company_id, c.name as company_name,
        case when p.source = 'calendar' then 'registered' else 'external' end as company_kind, p.truck_type_id,
        p.load_type_ids, p.capacity, p.volume, p.place_id, p.finish_id, p.date_from, p.date_to, p.metres,
        ${byPlace ? sql`p.place_count` : sql`null::int as place_count`}
      from ${rows} p
      left join external_transports x on p.company_id is null and x.id = p.transport_id
      join companies c on c.id = coalesce(p.company_id, x.company_id)
      order by ${order}`.execute(trx)
    const counted = await sql<{ n: string | number }>`
      select count(*) as n from (select 1 from (${matches}) u limit ${TRUCK_COUNT_CAP}) capped`.execute(trx)
    return [found, counted] as const
  })
  const rows = page.rows
  const placeIds = [
    ...new Set(rows.flatMap((row) => [row.place_id, row.finish_id]).filter((id): id is number => id !== null)),
  ]
  const places = placeIds.length
    ? await db
        .selectFrom('places')
        .select(['id', 'name_ru', 'name_en', 'lat', 'lng'])
        .where('id', 'in', placeIds)
        .execute()
    : []
  const byId = new Map(places.map((place) => [place.id, place]))
  const named = (id: number | null) => {
    const place = id === null ? undefined : byId.get(id)
    return place
      ? { id: place.id, name: lang === 'en' ? place.name_en : place.name_ru, lat: place.lat, lng: place.lng }
      : null
  }
  const toTruck = (row: Row): FoundTruck => {
    const finishPlace = named(row.finish_id)
    return {
      key: `${row.source}:${row.id}`,
      source: row.source,
      id: row.id,
      transport_id: row.transport_id,
      company: { id: row.company_id, name: row.company_name, kind: row.company_kind },
      truck_type_id: row.truck_type_id,
      load_type_ids: row.load_type_ids ?? [],
      capacity: row.capacity === null ? null : Number(row.capacity),
      volume: row.volume === null ? null : Number(row.volume),
      place: named(row.place_id),
      finish: finishPlace ? { id: finishPlace.id, name: finishPlace.name } : null,
      date_from: row.date_from,
      date_to: row.date_to,
      distance_km: row.metres === null ? null : Math.round(Number(row.metres) / 1000),
    }
  }
  return { rows, size: Number(count.rows[0]?.n ?? 0), toTruck }
}
