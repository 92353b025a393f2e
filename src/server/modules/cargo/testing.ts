/**
 * Helpers for the cargo tests: the few real places they need (loading all places takes seconds) and cargos
 * written straight into the table with sensible defaults.
 */
import type { Insertable } from 'kysely'
import type { TestServer } from '../../../../tests/helpers/server'
import type { CargosTable, PlacesTable } from '../../db/schema'
import { endColumns } from './new-row'

type PlaceRow = Insertable<PlacesTable> & { id: number }

const city = (
  id: number,
  name_ru: string,
  name_en: string,
  region: [string, string] | null,
  country_code: string,
  lat: number,
  lng: number,
  population: number,
): PlaceRow => ({
  id,
  geonames_id: id,
  type: 'city',
  name_ru,
  name_en,
  region_ru: region?.[0] ?? null,
  region_en: region?.[1] ?? null,
  country_code,
  lat,
  lng,
  population,
})

const tatarstan: [string, string] = ['Республика Татарстан', 'Republic of Tatarstan']

/** Real coordinates (GeoNames); Zelenodolsk is 38 km from Kazan, Chistopol 110 km, both in Tatarstan. */
export const places = {
  russia: {
    id: 1,
    geonames_id: null,
    type: 'country',
    name_ru: 'Россия',
    name_en: 'Russia',
    region_ru: null,
    region_en: null,
    country_code: 'RU',
    lat: 55.75222,
    lng: 37.61556,
    population: 146_000_000,
  },
  belarus: {
    id: 2,
    geonames_id: null,
    type: 'country',
    name_ru: 'Беларусь',
    name_en: 'Belarus',
    region_ru: null,
    region_en: null,
    country_code: 'BY',
    lat: 53.9,
    lng: 27.56667,
    population: 9_200_000,
  },
  tatarstan: {
    id: 173,
    geonames_id: null,
    type: 'region',
    name_ru: 'Республика Татарстан',
    name_en: 'Republic of Tatarstan',
    region_ru: null,
    region_en: null,
    country_code: 'RU',
    lat: 55.78874,
    lng: 49.12214,
    population: 2_849_852,
  },
  kazan: city(551487, 'Казань', 'Kazan', tatarstan, 'RU', 55.78874, 49.12214, 1_104_738),
  zelenodolsk: city(463835, 'Зеленодольск', 'Zelenodolsk', tatarstan, 'RU', 55.84376, 48.51784, 99_600),
  chistopol: city(567990, 'Чистополь', 'Chistopol', tatarstan, 'RU', 55.36311, 50.64244, 62_200),
  moscow: city(524901, 'Москва', 'Moscow', ['Москва', 'Moscow'], 'RU', 55.75222, 37.61556, 10_381_222),
  petersburg: city(
    498817,
    'Санкт-Петербург',
    'Saint Petersburg',
    ['Санкт-Петербург', 'Saint Petersburg'],
    'RU',
    59.93863,
    30.31413,
    5_028_000,
  ),
  minsk: city(625144, 'Минск', 'Minsk', null, 'BY', 53.9, 27.56667, 1_742_124),
  nizhny: city(
    520555,
    'Нижний Новгород',
    'Nizhny Novgorod',
    ['Нижегородская область', 'Nizhny Novgorod Oblast'],
    'RU',
    56.32867,
    44.00205,
    1_284_164,
  ),
} satisfies Record<string, PlaceRow>

export type PlaceKey = keyof typeof places

export async function insertPlaces(server: TestServer): Promise<void> {
  await server.db
    .insertInto('places')
    .values(Object.values(places))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}

export interface CargoSpec extends Partial<Omit<Insertable<CargosTable>, 'start_place_id' | 'finish_place_id'>> {
  from?: PlaceKey
  to?: PlaceKey
}

/** Writes a cargo (Kazan -> Moscow, 10 t, available, by default) and answers its id. */
export async function insertCargo(server: TestServer, companyId: number, spec: CargoSpec = {}): Promise<number> {
  const { from = 'kazan', to = 'moscow', ...fields } = spec
  const start: PlaceRow = places[from]
  const finish: PlaceRow = places[to]
  const row = await server.db
    .insertInto('cargos')
    .values({
      company_id: companyId,
      ...endColumns(start, finish),
      load_date_from: '2030-06-10',
      load_date_to: '2030-06-11',
      unload_date: '2030-06-13',
      truck_type_ids: [1],
      load_type_ids: [1],
      cargo_type_id: 1,
      pack_type_id: 1,
      weight: 10,
      volume: 60,
      price: 6_000_000,
      price_per_km: 6950,
      distance_km: 863,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
