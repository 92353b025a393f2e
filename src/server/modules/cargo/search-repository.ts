/**
 * The cargo search: one page of the cargos in a scope (the public search: available ones; the views: a company's
 * in one stage) that match a filter, in the chosen order, and how many match, counted up to 10,000.
 *
 * The page is chosen on the cargos table alone; places and companies are joined to its 20 rows only. A radius
 * search picks one of two ways to find the page (see `readInSortOrder`): through the radius index, or reading
 * the cargos in the order of the sort.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import { CARGO_COUNT_CAP, type CargoFilter, type CargoStage } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import type { Viewer } from './access'
import { type CargoRow, cargoRows } from './cargo-repository'
import { type Condition, filterConditions } from './search-conditions'

/** Sort keys: `-` is descending; the id breaks ties so that pages never overlap. */
const sortColumns = {
  load_date: { column: 'c.load_date_from', nullable: false },
  price: { column: 'c.price', nullable: true },
  price_per_km: { column: 'c.price_per_km', nullable: true },
  distance: { column: 'c.distance_km', nullable: true },
  weight: { column: 'c.weight', nullable: false },
  created_at: { column: 'c.created_at', nullable: false },
} as const

export type SortKey = keyof typeof sortColumns | `-${keyof typeof sortColumns}`

/** The order of a sort key, as the search and the shipper's lists sort cargos. */
export function orderBy(sort: SortKey): RawBuilder<unknown> {
  const descending = sort.startsWith('-')
  const { column, nullable } = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns]
  const direction = sql.raw(descending ? 'desc' : 'asc')
  // Not-null columns without `nulls last`, so that the order matches the indexes (stage, created_at desc, id desc).
  const nulls = sql.raw(nullable ? ' nulls last' : '')
  return sql`${sql.ref(column)} ${direction}${nulls}, c.id ${direction}`
}

export interface SearchScope {
  stages: readonly CargoStage[]
  /** Only this company's cargos (the views of a shipper). */
  companyId?: number
  /** Only cargos still loadable on this day or later (`load_date_to >= day`): expired ones leave the search. */
  loadableOn?: string
}

export interface SearchRequest {
  filter: CargoFilter
  sort: SortKey
  limit: number
  offset: number
  viewer: Viewer
  scope: SearchScope
  /** Tests only: force reading in sort order (`true`) or through the radius index (`false`). */
  walk?: boolean
  /** Tests only: another cap for the count. */
  countCap?: number
}

/** `meta.size` counts matches up to this many: beyond it, counting costs more than the page and tells nobody more. */
export const COUNT_CAP = CARGO_COUNT_CAP

const and = (conditions: Condition[]) => sql<boolean>`${sql.join(conditions, sql` and `)}`

const estimates = new WeakMap<Kysely<DB>, { value: number; at: number }>()

/**
 * The planner's estimate of the number of cargos (no count(*) over a million rows); 0 before the first analyze.
 * Read at most once a minute per database: it only steers how a search reads, and it moves slowly.
 */
async function estimatedCargos(db: Kysely<DB>): Promise<number> {
  const known = estimates.get(db)
  if (known && Date.now() - known.at < 60_000) return known.value
  const result = await sql<{ n: number }>`
    select reltuples::float8 as n from pg_class where oid = 'cargos'::regclass
  `.execute(db)
  const value = Math.max(0, Number(result.rows[0]?.n ?? 0))
  estimates.set(db, { value, at: Date.now() })
  return value
}

/** Below this many cargos counting the matches is cheap: they are always counted. */
export const SAMPLE_FROM = 50_000
/** About this many rows are read to estimate the matches of a search in a larger table. */
const SAMPLED_ROWS = 3_000

/**
 * The matches of a search estimated from a sample of the table's pages (`tablesample system`), or null in a small
 * table. Counting 10,000 matches of a broad search (a date, a truck type, 200 km around a city) costs 100-170 ms
 * at a million cargos while its page takes 1-3 ms; reading ~3,000 sampled rows takes a few. The estimate only
 * decides whether to count (see `isSurelyPastCap`) and how to read a radius search, never what is shown as exact.
 */
async function sampledMatches(db: Kysely<DB>, where: RawBuilder<boolean>, total: number): Promise<number | null> {
  if (total < SAMPLE_FROM) return null
  const percent = Math.min(100, (SAMPLED_ROWS / total) * 100)
  const result = await sql<{ n: number }>`
    select count(*)::int as n from cargos c tablesample system (${sql.lit(Number(percent.toFixed(4)))}) where ${where}
  `.execute(db)
  return (Number(result.rows[0]?.n ?? 0) * 100) / percent
}

/**
 * Whether a sampled estimate is far enough past the cap that counting would only confirm "cap or more": three
 * times the cap, so that sampling noise (a few per cent at these sizes) never turns 7,000 matches into 10,000+.
 */
export function isSurelyPastCap(estimate: number, cap: number): boolean {
  return estimate >= cap * 3
}

/** Orders that an index on (stage, column) gives without sorting; the others sort their matches in any case. */
const indexedSorts = new Set<SortKey>(['created_at', '-created_at', 'load_date', '-load_date', '-price_per_km'])

/**
 * Whether a radius search should read the cargos in the order of the sort (an index on the stage and the sort
 * column), checking the distance of each, instead of collecting every cargo in the radius through the GiST index
 * and sorting them. Reading in order visits about (offset + limit) x total / matches rows; collecting visits the
 * matches. So: in order when matches^2 > (offset + limit) x total. Around Moscow, with 90,000 of a million cargos
 * in 50 km, that is 17 ms instead of 500. The planner cannot see this by itself: PostgreSQL estimates every
 * `cube @>` at 0.1 % of the rows. Only for orders an index gives (creation, load date, best rate first); others
 * sort all their matches anyway.
 */
export function readInSortOrder(matches: number, window: number, total: number): boolean {
  return total > 0 && matches * matches > window * total
}

/**
 * One page of cargos in the scope matching the filter, and how many match (up to `COUNT_CAP`). The page is chosen
 * on the cargos table alone; places and companies are joined to its rows only.
 */
export async function searchCargos(
  db: Kysely<DB>,
  request: SearchRequest,
): Promise<{ rows: CargoRow[]; size: number }> {
  const { filter, scope, viewer } = request
  const found = await filterConditions(db, filter, viewer)
  if (found === null) return { rows: [], size: 0 }
  const stage =
    scope.stages.length === 1 ? sql`c.stage = ${scope.stages[0]}` : sql`c.stage = any(${[...scope.stages]}::text[])`
  const base = [
    stage,
    ...(scope.companyId === undefined ? [] : [sql`c.company_id = ${scope.companyId}`]),
    ...(scope.loadableOn === undefined ? [] : [sql`c.load_date_to >= ${scope.loadableOn}::date`]),
    ...found.conditions,
    ...found.radii.map((radius) => radius.distance),
  ]
  const withBoxes = and([...base, ...(found.routeBox ? [found.routeBox] : found.radii.map((radius) => radius.box))])
  const cap = request.countCap ?? COUNT_CAP
  const total = await estimatedCargos(db)
  // A route (a radius at both ends) is narrow by nature and its index finds the matches directly: no sample.
  const sampled = found.routeBox ? null : await sampledMatches(db, withBoxes, total)
  const order = orderBy(request.sort)
  let size = cap
  if (sampled === null || !isSurelyPastCap(sampled, cap)) {
    // Count up to the cap and, in the same pass, pick the page among the matches: when there are fewer than the cap
    // they are all there, and the page needs no second look at the table (a route search reads its index once).
    const counted = await sql<{ size: number; ids: number[] }>`
      with m as materialized (
        select c.id, c.load_date_from, c.price, c.price_per_km, c.distance_km, c.weight, c.created_at
        from cargos c where ${withBoxes} limit ${cap}
      )
      select (select count(*) from m)::int as size,
        array(select c.id from m c order by ${order} limit ${request.limit} offset ${request.offset}) as ids
    `.execute(db)
    const first = counted.rows[0]
    size = Number(first?.size ?? 0)
    if (size < cap && request.walk === undefined) {
      const ids = (first?.ids ?? []).map(Number)
      if (ids.length === 0) return { rows: [], size }
      const rows = await cargoRows(db, viewer).where('c.id', 'in', ids).orderBy(order).execute()
      return { rows, size }
    }
  }

  const window = request.offset + request.limit
  const walk =
    request.walk ??
    (found.radii.length > 0 &&
      indexedSorts.has(request.sort) &&
      readInSortOrder(Math.max(size, sampled ?? 0), window, total))
  const page = db
    .selectFrom('cargos as c')
    .select('c.id')
    .where(walk ? and(base) : withBoxes)
    .orderBy(order)
    .limit(request.limit)
    .offset(request.offset)
  const rows = await cargoRows(db, viewer).where('c.id', 'in', page).orderBy(order).execute()
  return { rows, size }
}
