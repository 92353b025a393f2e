/**
 * Cargo rows as the contract's answers, in the request language, with only what the viewer may see: the cargo
 * entity (the dictionary names and, when asked for by a signed-in caller, the contacts), its route, prices and
 * status history, and the saved filter tabs.
 */
import type { Kysely, Selectable } from 'kysely'
import type { z } from 'zod'
import type {
  Cargo,
  CargoContact,
  CargoFilterValue,
  CargoPlace,
  CargoPoint,
  CargoStage,
  PriceMode,
  SavedCargoFilter,
} from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { Place } from '../../../core/contract/reference'
import type { CargoFiltersTable, DB } from '../../db/schema'
import { type DictionaryNames, dictionaryNames, named } from '../reference/dictionary-names'
import { maySeeContacts, type Viewer } from './access'
import type { CargoRow } from './cargo-repository'
import { contactsOf } from './contact-repository'
import { distanceKm } from './geo'

/** The dictionaries a cargo refers to. */
const cargoKinds = ['truck_types', 'load_types', 'cargo_types', 'pack_types'] as const
export type CargoNames = DictionaryNames<(typeof cargoKinds)[number]>

export interface EntityContext {
  lang: Lang
  names: CargoNames
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
    if (ctx.contacts && maySeeContacts(viewer, row.company_id)) cargo.contacts = ctx.contacts.get(row.id) ?? []
  }
  if (viewer.companyId !== null && viewer.companyId === row.company_id) cargo.comment = row.comment
  return cargo
}

export interface AnswerOptions {
  lang: Lang
  viewer: Viewer
  include?: readonly string[] | undefined
}

export async function cargoAnswers(db: Kysely<DB>, rows: CargoRow[], options: AnswerOptions): Promise<Cargo[]> {
  if (rows.length === 0) return []
  const withContacts = options.viewer.userId !== null && (options.include ?? []).includes('contacts')
  const [names, contacts] = await Promise.all([
    dictionaryNames(db, options.lang, cargoKinds),
    withContacts
      ? contactsOf(
          db,
          rows.filter((row) => maySeeContacts(options.viewer, row.company_id)),
        )
      : Promise.resolve(undefined),
  ])
  return rows.map((row) => toCargo(row, { lang: options.lang, names, viewer: options.viewer, contacts }))
}

/** The route of a cargo: its points with the straight leg to each, and the line through them. */
export function cargoRouteAnswer(cargo: Pick<CargoRow, 'id' | 'distance_km'>, points: CargoPoint[]) {
  const legs = points.map((point, i) => {
    const previous = points[i - 1]
    return previous ? distanceKm(previous.place, point.place) : 0
  })
  return {
    cargo_id: cargo.id,
    distance_km: cargo.distance_km,
    straight_km: Math.round(legs.reduce((sum, leg) => sum + leg, 0)),
    points: points.map((point, i) => ({
      position: point.position,
      kind: point.kind,
      place_id: point.place.id,
      name: point.place.name,
      lat: point.place.lat,
      lng: point.place.lng,
      leg_km: Math.round(legs[i] ?? 0),
    })),
    geometry: {
      type: 'LineString' as const,
      coordinates: points.map((point) => [point.place.lng, point.place.lat] as [number, number]),
    },
  }
}

export function toCargoPrice(row: {
  id: number
  mode: string
  price: string | number
  currency: string
  created_at: Date
}) {
  return {
    id: row.id,
    mode: row.mode as z.infer<typeof PriceMode>,
    price: Number(row.price),
    currency: row.currency,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** The logged stages; a cargo written before the log has one entry, its stage since it was created. */
export function stageHistory(
  cargo: Pick<CargoRow, 'stage' | 'created_at'>,
  log: readonly { stage: string; created_at: Date }[],
) {
  return (log.length > 0 ? log : [{ stage: cargo.stage, created_at: cargo.created_at }]).map((entry) => ({
    stage: entry.stage as CargoStage,
    created_at: new Date(entry.created_at).toISOString(),
  }))
}

export function toSavedFilter(row: Selectable<CargoFiltersTable>): SavedCargoFilter {
  return {
    id: row.id,
    name: row.name,
    filter: row.filter as z.infer<typeof CargoFilterValue>,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}
