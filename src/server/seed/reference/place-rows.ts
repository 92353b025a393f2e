/**
 * The rows of `places`, built from the GeoNames dump: every Russian city and town, the neighbours' capitals and
 * large cities, the Russian regions and the countries. Ids are fixed so they are the same in every database:
 * countries 1..99, regions 100 + their admin1 code, cities their GeoNames id.
 */
import type { Selectable } from 'kysely'
import type { PlacesTable } from '../../db/schema'
import { allRegionalCentres, countries, foreignCityMinPopulation, nameOverrides } from './countries'
import { englishName, type GeoNamesCity, readCities, russianName } from './geonames'
import { russianRegions } from './regions'

/** A row of the `places` table, with the place types the seed writes. */
export type PlaceRow = Omit<Selectable<PlacesTable>, 'type'> & { type: 'city' | 'region' | 'country' }

/** Districts of cities (PPLX), abandoned (PPLQ), historical (PPLH) and destroyed (PPLW) places are left out. */
const skippedFeatures = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW'])
const countryCodes = new Set(countries.map((c) => c.code))

function wanted(countryCode: string, featureCode: string, population: number): boolean {
  if (skippedFeatures.has(featureCode) || !countryCodes.has(countryCode)) return false
  if (countryCode === 'RU' || featureCode === 'PPLC') return true
  if (population >= foreignCityMinPopulation) return true
  return featureCode === 'PPLA' && allRegionalCentres.has(countryCode)
}

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 12_742 * Math.asin(Math.sqrt(h))
}

function cityRow(city: GeoNamesCity): PlaceRow {
  const override = nameOverrides[city.geonamesId]
  const region = city.countryCode === 'RU' ? russianRegions[city.admin1] : undefined
  return {
    id: city.geonamesId,
    geonames_id: city.geonamesId,
    type: 'city',
    name_ru: override?.ru ?? russianName(city),
    name_en: override?.en ?? englishName(city),
    region_ru: region?.ru ?? null,
    region_en: region?.en ?? null,
    country_code: city.countryCode,
    lat: city.lat,
    lng: city.lng,
    population: city.population,
  }
}

/**
 * GeoNames sometimes lists one town twice (Россошь, Александров): same Russian name, same region, a few km apart.
 * The more populous entry is kept.
 */
function withoutDuplicates(rows: PlaceRow[]): PlaceRow[] {
  const kept = new Map<string, PlaceRow[]>()
  const sorted = [...rows].sort((a, b) => b.population - a.population || a.id - b.id)
  const out: PlaceRow[] = []
  for (const row of sorted) {
    const key = `${row.country_code}|${row.region_ru ?? ''}|${row.name_ru.toLowerCase()}`
    const same = kept.get(key) ?? []
    if (same.some((other) => distanceKm(other, row) < 15)) continue
    same.push(row)
    kept.set(key, same)
    out.push(row)
  }
  return out
}

export function buildPlaceRows(file?: string): PlaceRow[] {
  const cities = readCities(wanted, file)
  const cityRows = withoutDuplicates(cities.map(cityRow))
  const byGeonamesId = new Map(cities.map((c) => [c.geonamesId, c]))

  const regionRows: PlaceRow[] = []
  for (const [code, region] of Object.entries(russianRegions)) {
    const inRegion = cityRows.filter((row) => byGeonamesId.get(row.id)?.admin1 === code && row.country_code === 'RU')
    if (inRegion.length === 0) continue
    // The administrative centre where GeoNames marks one (Kemerovo, not the larger Novokuznetsk), else the largest.
    const centre =
      inRegion.find((row) => ['PPLA', 'PPLC'].includes(byGeonamesId.get(row.id)?.featureCode ?? '')) ?? inRegion[0]!
    regionRows.push({
      id: 100 + Number(code),
      geonames_id: null,
      type: 'region',
      name_ru: region.ru,
      name_en: region.en,
      region_ru: null,
      region_en: null,
      country_code: 'RU',
      lat: centre.lat,
      lng: centre.lng,
      population: inRegion.reduce((sum, row) => sum + row.population, 0),
    })
  }

  const countryRows: PlaceRow[] = countries.map((country) => {
    const capital = cities.find((c) => c.countryCode === country.code && c.featureCode === 'PPLC')
    if (!capital) throw new Error(`No capital for ${country.code} in the GeoNames dump`)
    return {
      id: country.id,
      geonames_id: null,
      type: 'country',
      name_ru: country.ru,
      name_en: country.en,
      region_ru: null,
      region_en: null,
      country_code: country.code,
      lat: capital.lat,
      lng: capital.lng,
      population: country.population,
    }
  })

  return [...countryRows, ...regionRows, ...cityRows.sort((a, b) => a.id - b.id)]
}
