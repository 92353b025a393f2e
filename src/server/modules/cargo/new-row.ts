/**
 * The columns of a cargo row, owned once for everyone who writes one: the shipper's form
 * (../shipper/cargo-repository.ts), the partner's import (../integrations/import-service.ts) and the tests' rows
 * (./testing.ts). The search reads these columns as written here (an end's region in English, the price per km
 * rounded from the route's length), so a rule changed here changes for every writer.
 */
import type { CargoInputValue } from '../../../core/contract/shipper'

/** What a cargo row keeps of the place at either end of its route. */
export interface EndPlace {
  id: number
  type: string
  name_en: string
  /** Absent (a test's row) is none. */
  region_en?: string | null
  country_code: string
  lat: number
  lng: number
}

/** The English region a cargo end is filed under (a region is its own; as the search expects). */
export const regionOf = (place: EndPlace): string | null =>
  place.type === 'region' ? place.name_en : (place.region_en ?? null)

/** The columns of the route's two ends: each one's place, position, region and country. */
export function endColumns(start: EndPlace, finish: EndPlace) {
  return {
    start_place_id: start.id,
    start_lat: start.lat,
    start_lng: start.lng,
    start_region: regionOf(start),
    start_country: start.country_code,
    finish_place_id: finish.id,
    finish_lat: finish.lat,
    finish_lng: finish.lng,
    finish_region: regionOf(finish),
    finish_country: finish.country_code,
  }
}

/**
 * The columns of the poster's input, with the route's length (km by road) and the VAT of the money type it is paid
 * in (when the input names none): the price per km is the price over that length, rounded.
 */
export function inputColumns(input: CargoInputValue, distanceKm: number, moneyVat: number | null) {
  return {
    truck_type_ids: input.truck_types,
    load_type_ids: input.load_types,
    cargo_type_id: input.cargo_type_id,
    pack_type_id: input.pack_type_id,
    weight: input.weight,
    volume: input.volume,
    price: input.price,
    currency: input.currency,
    distance_km: distanceKm,
    price_per_km: input.price !== null && distanceKm > 0 ? Math.round(input.price / distanceKm) : null,
    payment_type: input.payment_type,
    price_mode: input.price_mode,
    vat: input.vat ?? moneyVat,
    contact_user_ids: input.contacts,
    additional_condition_ids: input.additional_conditions,
    additional_equipment_ids: input.additional_equipments,
    comment: input.comment,
  }
}
