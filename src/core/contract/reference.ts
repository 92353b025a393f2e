/** Dictionaries, suggestions and places (spec 7 "Dictionaries and suggestions", plus the place search). */
import { z } from 'zod'
import { dataOf, decimal, IdParams, Line, listOf } from './common'
import { defineEndpoint } from './endpoint'

export const dictionaryKinds = [
  'truck_types',
  'load_types',
  'cargo_types',
  'pack_types',
  'currencies',
  'money_types',
  'vehicles',
  'additional-conditions',
  'additional-equipments',
] as const
export const DictionaryKind = z.enum(dictionaryKinds)
export type DictionaryKind = z.infer<typeof DictionaryKind>

export const DictionaryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  vat: z.number().optional(),
})
export type DictionaryItem = z.infer<typeof DictionaryItem>

export const dictionary = defineEndpoint({
  method: 'GET',
  path: 'dictionaries/:kind',
  summary: 'A dictionary, named in the request language',
  tags: ['dictionaries'],
  access: 'public',
  params: z.strictObject({ kind: DictionaryKind }),
  query: z.object({ limit: decimal(z.number().int().min(1).max(9999)).default(9999) }),
  response: listOf(DictionaryItem),
})

export const FioSuggestion = z.object({
  value: z.string(),
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  gender: z.enum(['male', 'female', 'unknown']),
})

export const suggestFio = defineEndpoint({
  method: 'POST',
  path: 'suggests/fio',
  summary: 'Complete a Russian full name (surname, name, patronymic)',
  tags: ['suggests'],
  access: 'public',
  body: z.strictObject({
    query: Line.trim().min(1).max(200),
    count: z.number().int().min(1).max(20).default(10),
  }),
  response: dataOf(z.array(FioSuggestion)),
})

export const CompanySuggestion = z.object({
  inn: z.string(),
  name: z.string(),
  kpp: z.string().nullable(),
  ogrn: z.string().nullable(),
  legal_address: z.string().nullable(),
  type: z.string(),
})

export const suggestCompany = defineEndpoint({
  method: 'POST',
  path: 'suggests/company',
  summary: 'Find companies on the exchange by name or INN prefix',
  tags: ['suggests'],
  access: 'public',
  body: z.strictObject({
    query: Line.trim().min(2).max(200),
    count: z.number().int().min(1).max(20).default(10),
  }),
  response: dataOf(z.array(CompanySuggestion)),
})

export const PlaceType = z.enum(['city', 'region', 'country'])
export type PlaceType = z.infer<typeof PlaceType>
export const Place = z.object({
  id: z.number().int(),
  type: PlaceType,
  /** In the request language. */
  name: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
  region: z.string().nullable(),
  country_code: z.string(),
  lat: z.number(),
  lng: z.number(),
  population: z.number().int(),
})
export type Place = z.infer<typeof Place>

export const searchPlaces = defineEndpoint({
  method: 'GET',
  path: 'geo/places',
  summary: 'Search places (cities, regions, countries) by name in Russian or English, typo-tolerant',
  tags: ['geo'],
  access: 'public',
  query: z.object({
    query: Line.trim().min(1).max(100),
    type: PlaceType.optional(),
    country: Line.length(2).toUpperCase().optional(),
    limit: decimal(z.number().int().min(1).max(50)).default(10),
  }),
  response: listOf(Place),
})

/** A latitude or longitude in the query, as a decimal. */
const Degrees = (limit: number) => decimal(z.number().min(-limit).max(limit))

export const nearestPlace = defineEndpoint({
  method: 'GET',
  path: 'geo/places/nearest',
  summary: "The nearest city to a point (the device's position, for a search near me), within 100 km; 404 when none",
  tags: ['geo'],
  access: 'public',
  query: z.strictObject({ lat: Degrees(90), lng: Degrees(180) }),
  errors: [404],
  response: dataOf(Place),
})

export const getPlace = defineEndpoint({
  method: 'GET',
  path: 'geo/places/:id',
  summary: 'One place',
  tags: ['geo'],
  access: 'public',
  params: IdParams,
  response: dataOf(Place),
})
