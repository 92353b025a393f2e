/**
 * Truck search: one query over three kinds of free trucks, each read through an index from the places near the
 * searched one (the GiST index `places_earth` finds them; migration 014 indexes the windows, trucks and routes by
 * place and date):
 * - registered carriers' free calendar windows (`available`, `ready`) of their own trucks: every caller sees them;
 * - the keeper's external carriers' trucks by their regular route's start city (no date: they match any);
 * - the keeper's planned routes (status `planned`) starting in the window.
 * Without a place, the date decides (the free-window index by end date) and distances are null.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, isoDay } from '../../../core/contract/days'
import type { FoundTruck, TruckSearchFilter } from '../../../core/contract/trucks'
import type { DB } from '../../db/schema'
import { invalidField } from '../../http/errors'

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

/** Places within the radius, with their distance in metres: the GiST box, then the exact distance. */
function nearPlaces(centre: Centre): Condition {
  const point = sql`ll_to_earth(${centre.lat}::float8, ${centre.lng}::float8)`
  const metres = centre.radiusKm * 1000
  return sql`(
    select p.id, earth_distance(${point}, ll_to_earth(p.lat, p.lng)) as metres from places p
    where earth_box(${point}, ${metres}::float8) @> ll_to_earth(p.lat, p.lng)
      and earth_distance(${point}, ll_to_earth(p.lat, p.lng)) <= ${metres}::float8
  )`
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

export async function searchTrucks(db: Kysely<DB>, keeper: number, lang: Lang, input: SearchInput) {
  const f = input.filter
  const start = await centreOf(db, f?.start_point_id, f?.start_point_radius ?? 50, 'filter.start_point_id')
  const finish = await centreOf(db, f?.finish_point_id, f?.finish_point_radius ?? 50, 'filter.finish_point_id')
  const from = f?.date_from ?? isoDay(new Date())
  const to = f?.date_to ?? (f?.date_from ? f.date_from : null)
  if (to !== null && to < from) throw invalidField('filter.date_to', 'validation_failed')
  if (to !== null && to > addDays(from, 366)) throw invalidField('filter.date_to', 'validation_failed')

  // `near(column)`: the join that keeps rows at the places near the start, and their distance
  const near = (column: string) =>
    start
      ? sql`join ${nearPlaces(start)} n on n.id = ${sql.ref(column)}`
      : sql`left join (select null::int as id, null::float8 as metres) n on false`
  const finishIn = (column: string) =>
    finish ? [sql`${sql.ref(column)} in (select id from ${nearPlaces(finish)} fp)`] : []

  const parts: Condition[] = []
  const source = f?.source ?? 'all'
  if (source !== 'external') {
    const days = [sql`k.end_date >= ${from}::date`, ...(to ? [sql`k.start_date <= ${to}::date`] : [])]
    parts.push(sql`
      select 'calendar' as source, k.id, t.id as transport_id, c.id as company_id, c.name as company_name,
        'registered' as company_kind, t.truck_type_id, t.load_type_ids, t.capacity::float8 as capacity,
        t.volume::float8 as volume, k.place_id, null::int as finish_id,
        greatest(k.start_date, ${from}::date)::text as date_from, k.end_date::text as date_to, n.metres
      from transport_tasks k ${near('k.place_id')}
      join transports t on t.id = k.transport_id
      join companies c on c.id = t.company_id
      where k.type <> 'busy' and t.external_company_id is null and c.type in ('carrier', 'expeditor')
        and ${and([...days, ...truckConditions(f, 'capacity', 't')])}`)
  }
  if (source !== 'registered') {
    parts.push(sql`
      select 'external' as source, x.id, x.id as transport_id, c.id as company_id, c.name as company_name,
        'external' as company_kind, x.truck_type_id, x.load_type_ids, x.weight::float8 as capacity,
        x.volume::float8 as volume, x.start_place_id as place_id, x.finish_place_id as finish_id,
        null::text as date_from, null::text as date_to, n.metres
      from external_transports x ${near('x.start_place_id')}
      join companies c on c.id = x.company_id
      where x.owner_company_id = ${keeper}
        and ${and([...truckConditions(f, 'weight', 'x'), ...finishIn('x.finish_place_id')])}`)
    const days = [sql`r.start_date >= ${from}::date`, ...(to ? [sql`r.start_date <= ${to}::date`] : [])]
    parts.push(sql`
      select 'planned_route' as source, r.id, x.id as transport_id, c.id as company_id, c.name as company_name,
        'external' as company_kind, x.truck_type_id, x.load_type_ids, x.weight::float8 as capacity,
        x.volume::float8 as volume, r.start_place_id as place_id, r.finish_place_id as finish_id,
        r.start_date::text as date_from, r.start_date::text as date_to, n.metres
      from external_routes r ${near('r.start_place_id')}
      join external_transports x on x.id = r.transport_id
      join companies c on c.id = x.company_id
      where r.owner_company_id = ${keeper} and r.status = 'planned'
        and ${and([...days, ...truckConditions(f, 'weight', 'x'), ...finishIn('r.finish_place_id')])}`)
  }
  const union = sql.join(parts, sql` union all `)
  const order =
    input.sort === 'date'
      ? sql`date_from asc nulls last, metres asc nulls last, source, id`
      : sql`metres asc nulls last, date_from asc nulls last, source, id`
  const [page, count] = await Promise.all([
    sql<Row>`select * from (${union}) u order by ${order} limit ${input.limit} offset ${input.offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from (${union}) u`.execute(db),
  ])
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
  const data: FoundTruck[] = rows.map((row) => {
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
  })
  return { data, size: Number(count.rows[0]?.n ?? 0) }
}
