/** Cargo rows as the contract's entity, in the request language, with only what the viewer may see. */
import type { Cargo, CargoContact, CargoPlace, CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { Place } from '../../../core/contract/reference'
import { type DictionaryNames, named } from './names'
import type { CargoRow } from './rows'
import type { Viewer } from './viewer'

export interface EntityContext {
  lang: Lang
  names: DictionaryNames
  viewer: Viewer
  /** Present when contacts were asked for and the viewer is signed in. */
  contacts?: Map<number, CargoContact[]> | undefined
}

function endPlace(row: CargoRow, end: 'start' | 'finish', lang: Lang): CargoPlace {
  const en = lang === 'en'
  return end === 'start'
    ? {
        id: row.start_place_id,
        type: row.start_type as Place['type'],
        name: en ? row.start_name_en : row.start_name_ru,
        region: en ? row.start_region_en : row.start_region_ru,
        country_code: row.start_country_code,
        lat: row.start_lat,
        lng: row.start_lng,
      }
    : {
        id: row.finish_place_id,
        type: row.finish_type as Place['type'],
        name: en ? row.finish_name_en : row.finish_name_ru,
        region: en ? row.finish_region_en : row.finish_region_ru,
        country_code: row.finish_country_code,
        lat: row.finish_lat,
        lng: row.finish_lng,
      }
}

export function toCargo(row: CargoRow, ctx: EntityContext): Cargo {
  const { names, viewer, lang } = ctx
  const cargo: Cargo = {
    id: row.id,
    stage: row.stage as CargoStage,
    start_point: endPlace(row, 'start', lang),
    finish_point: endPlace(row, 'finish', lang),
    points_count: row.points_count,
    load_date_from: row.load_date_from,
    load_date_to: row.load_date_to,
    unload_date: row.unload_date,
    truck_types: row.truck_type_ids.map((id) => named(names, 'truck_types', id)),
    load_types: row.load_type_ids.map((id) => named(names, 'load_types', id)),
    cargo_type: row.cargo_type_id === null ? null : named(names, 'cargo_types', row.cargo_type_id),
    pack_type: row.pack_type_id === null ? null : named(names, 'pack_types', row.pack_type_id),
    weight: Number(row.weight),
    volume: row.volume === null ? null : Number(row.volume),
    price: row.price === null ? null : Number(row.price),
    currency: row.currency,
    price_per_km: row.price_per_km,
    distance_km: row.distance_km,
    payment_type: row.payment_type,
    company: { id: row.company_id, name: row.company_name },
    created_at: new Date(row.created_at).toISOString(),
  }
  if (viewer.userId !== null) {
    cargo.is_favorite = Boolean(row.is_favorite)
    if (ctx.contacts) cargo.contacts = ctx.contacts.get(row.id) ?? []
  }
  if (viewer.companyId !== null && viewer.companyId === row.company_id) cargo.comment = row.comment
  return cargo
}
