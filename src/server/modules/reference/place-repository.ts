/**
 * Place search: prefix matches first, then typo-tolerant trigram matches, on the Russian and the English name.
 * Names are compared as the indexes of migration 002 store them: lower case, ё as е, hyphens as spaces.
 */
import { type Kysely, type RawBuilder, type Selectable, sql, type Transaction } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { Place } from '../../../core/contract/reference'
import type { DB, PlacesTable } from '../../db/schema'
import { escapeLike, searchKey, switchLayout } from './search-text'

type PlaceRow = Selectable<PlacesTable>

export function placeAnswer(row: PlaceRow, lang: Lang): Place {
  return {
    id: row.id,
    type: row.type as Place['type'],
    name: lang === 'en' ? row.name_en : row.name_ru,
    name_ru: row.name_ru,
    name_en: row.name_en,
    region: lang === 'en' ? row.region_en : row.region_ru,
    country_code: row.country_code,
    lat: row.lat,
    lng: row.lng,
    population: row.population,
  }
}

export interface PlaceSearch {
  query: string
  type?: Place['type'] | undefined
  country?: string | undefined
  limit: number
}

/** The expressions of the search indexes (migration 002). */
const nameRu = sql<string>`translate(lower(name_ru), 'ё-', 'е ')`
const nameEn = sql<string>`translate(lower(name_en), '-', ' ')`

/**
 * Population weighed by type, so that a city comes before its region (Новосибирск, then Новосибирская область;
 * Москва the city before Москва the federal subject) and a country counts like a large city, not like all of them.
 */
const prominence = sql<number>`population * case type when 'city' then 1 when 'region' then 0.1 else 0.02 end`

/** Shorter queries only match by prefix: their trigrams say too little. */
const fuzzyFrom = 3

function either(test: (name: RawBuilder<string>) => RawBuilder<unknown>) {
  return sql`(${test(nameRu)} or ${test(nameEn)})`
}

async function search(db: Kysely<DB> | Transaction<DB>, key: string, options: PlaceSearch): Promise<PlaceRow[]> {
  const prefix = `${escapeLike(key)}%`
  const wordPrefix = `% ${escapeLike(key)}%`
  const fuzzy = key.length >= fuzzyFrom
  // 0 exact, 1 the prefix of the name or of a later word (Новгород: Нижний Новгород), 2 similar (казн: Казань).
  const rank = sql<number>`case
    when ${either((n) => sql`${n} = ${key}`)} then 0
    when ${either((n) => sql`${n} like ${prefix}`)} or ${either((n) => sql`${n} like ${wordPrefix}`)} then 1
    else 2 end`
  // Whole-name and best-word similarity together: казн is as near a word of Казахстан as of Казань, but nearer
  // Казань as a whole.
  const similarity = fuzzy
    ? sql<number>`greatest(similarity(${nameRu}, ${key}), similarity(${nameEn}, ${key}))
        + greatest(word_similarity(${key}, ${nameRu}), word_similarity(${key}, ${nameEn}))`
    : sql<number>`0`
  // A name starting with the query, or with a word that does, is also word-similar to it (`<%`), so the fuzzy
  // search needs only the two trigram operators: each is one index scan.
  const matches = fuzzy
    ? sql<boolean>`(${either((n) => sql`${n} % ${key}`)} or ${either((n) => sql`${key} <% ${n}`)})`
    : sql<boolean>`${either((n) => sql`${n} like ${prefix}`)}`
  let query = db
    .selectFrom('places')
    .selectAll()
    .select([rank.as('rank'), similarity.as('similarity')])
    .where(matches)
  if (options.type) query = query.where('type', '=', options.type)
  if (options.country) query = query.where('country_code', '=', options.country)
  const rows = await query
    // Similar names go by similarity, then every class by prominence.
    .orderBy(sql`rank`)
    .orderBy(sql`case when ${rank} = 2 then ${similarity} else 0 end`, 'desc')
    .orderBy(prominence, 'desc')
    .orderBy('id')
    .limit(options.limit)
    .execute()
  return rows.map(({ rank: _rank, similarity: _similarity, ...row }) => row)
}

/**
 * A fuzzy search through the trigram indexes. The table is small enough that the planner prefers to scan it,
 * computing the trigrams of every name, which is several times slower (and on PGlite tens of milliseconds);
 * within this transaction only, it is told not to.
 */
async function indexedSearch(db: Kysely<DB>, key: string, options: PlaceSearch): Promise<PlaceRow[]> {
  if (key.length < fuzzyFrom) return search(db, key, options)
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    return search(trx, key, options)
  })
}

/**
 * Places matching the query, best first. When nothing matches, the query is tried once more as typed in the
 * other keyboard layout (rfpfym → казань).
 */
export async function searchPlaces(db: Kysely<DB>, options: PlaceSearch): Promise<PlaceRow[]> {
  const key = searchKey(options.query)
  if (!key) return []
  const rows = await indexedSearch(db, key, options)
  if (rows.length > 0) return rows
  const switched = switchLayout(key)
  return switched ? indexedSearch(db, searchKey(switched), options) : []
}

export async function findPlace(db: Kysely<DB>, id: number): Promise<PlaceRow | undefined> {
  return db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The nearest city to a point within `radiusKm` (by equirectangular distance, exact enough at that range), or none. */
export async function nearestCity(
  db: Kysely<DB>,
  lat: number,
  lng: number,
  radiusKm = 100,
): Promise<PlaceRow | undefined> {
  const dLat = radiusKm / 111
  const dLng = radiusKm / (111 * Math.max(0.05, Math.cos((lat * Math.PI) / 180)))
  const distance = sql<number>`111.2 * sqrt(power(lat - ${lat}, 2) + power((lng - ${lng}) * cos(radians(${lat})), 2))`
  return db
    .selectFrom('places')
    .selectAll()
    .where('type', '=', 'city')
    .where('lat', '>=', lat - dLat)
    .where('lat', '<=', lat + dLat)
    .where('lng', '>=', lng - dLng)
    .where('lng', '<=', lng + dLng)
    .where(distance, '<=', radiusKm)
    .orderBy(distance)
    .limit(1)
    .executeTakeFirst()
}
