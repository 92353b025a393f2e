/**
 * The route points of a cargo, in order. A cargo without point rows (two-point cargos written before their points,
 * or by hand) is answered as its start (loading) and finish (unloading), so every cargo has a route.
 */
import { type Kysely, sql } from 'kysely'
import type { CargoPoint } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { Place } from '../../../core/contract/reference'
import type { DB } from '../../db/schema'
import { anonymous } from './access'
import { type CargoNames, toCargo } from './answers'
import type { CargoRow } from './cargo-repository'

const noNames: CargoNames = {
  truck_types: new Map(),
  load_types: new Map(),
  cargo_types: new Map(),
  pack_types: new Map(),
}

/** The route points of one cargo. */
export async function cargoPointList(db: Kysely<DB>, cargo: CargoRow, lang: Lang): Promise<CargoPoint[]> {
  return (await cargoPointLists(db, [cargo], lang))[0]!
}

/** The route points of each cargo, in the cargos' order: one query for a whole page of cargos. */
export async function cargoPointLists(db: Kysely<DB>, cargos: CargoRow[], lang: Lang): Promise<CargoPoint[][]> {
  if (cargos.length === 0) return []
  const rows = await db
    .selectFrom('cargo_points as p')
    .innerJoin('places as pl', 'pl.id', 'p.place_id')
    .select([
      'p.cargo_id',
      'p.position',
      'p.kind',
      'p.place_id',
      'p.lat',
      'p.lng',
      'p.address',
      sql<string | null>`p.date::text`.as('date'),
      sql<string | null>`to_char(p.time_from, 'HH24:MI')`.as('time_from'),
      sql<string | null>`to_char(p.time_to, 'HH24:MI')`.as('time_to'),
      'pl.type',
      'pl.name_ru',
      'pl.name_en',
      'pl.region_ru',
      'pl.region_en',
      'pl.country_code',
    ])
    .where(
      'p.cargo_id',
      'in',
      cargos.map((cargo) => cargo.id),
    )
    .orderBy('p.cargo_id')
    .orderBy('p.position')
    .execute()
  const byCargo = new Map<number, CargoPoint[]>()
  for (const row of rows) {
    const points = byCargo.get(row.cargo_id) ?? []
    byCargo.set(row.cargo_id, points)
    points.push({
      position: row.position,
      kind: row.kind as CargoPoint['kind'],
      place: {
        id: row.place_id,
        type: row.type as Place['type'],
        name: lang === 'en' ? row.name_en : row.name_ru,
        region: lang === 'en' ? row.region_en : row.region_ru,
        country_code: row.country_code,
        lat: row.lat,
        lng: row.lng,
      },
      address: row.address,
      date: row.date,
      time_from: row.time_from,
      time_to: row.time_to,
    })
  }
  return cargos.map((cargo) => byCargo.get(cargo.id) ?? endsOf(cargo, lang))
}

/** A cargo without point rows: its start (loading) and finish (unloading). */
function endsOf(cargo: CargoRow, lang: Lang): CargoPoint[] {
  const entity = toCargo(cargo, { lang, names: noNames, viewer: anonymous })
  const end = (position: number, kind: CargoPoint['kind'], place: CargoPoint['place'], date: string | null) => ({
    position,
    kind,
    place,
    address: null,
    date,
    time_from: null,
    time_to: null,
  })
  return [
    end(1, 'load', entity.start_point, entity.load_date_from),
    end(2, 'unload', entity.finish_point, entity.unload_date),
  ]
}
