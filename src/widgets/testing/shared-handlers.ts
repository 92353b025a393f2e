/**
 * Test-only: the answers of the fake exchange that every widget's tests need, written once: places (search and
 * one by id, named in the request language), the dictionaries, and `me`. Each test file passes its own data.
 */
import { sampleUser } from '../../core/api/testing'
import { me } from '../../core/contract/account'
import type { User } from '../../core/contract/entities'
import { type DictionaryItem, dictionary, getPlace, type Place, searchPlaces } from '../../core/contract/reference'
import { type FakeCall, type FakeExchange, refuse } from './fake-exchange'

export function testPlace(id: number, name_ru: string, name_en: string, region: string | null = null): Place {
  return {
    id,
    type: 'city',
    name: name_ru,
    name_ru,
    name_en,
    region,
    country_code: 'RU',
    lat: 55 + id / 10,
    lng: 37 + id / 10,
    population: 1000,
  }
}

/** A place as a cargo's point names it (its Russian name, no search fields), for the fakes' cargos. */
export function cargoPoint(p: Place) {
  return {
    id: p.id,
    type: p.type,
    name: p.name_ru,
    region: p.region,
    country_code: p.country_code,
    lat: p.lat,
    lng: p.lng,
  }
}

/** A place named in the request language, as the server answers it. */
export const namedIn = (lang: string, place: Place): Place => ({
  ...place,
  name: lang === 'en' ? place.name_en : place.name_ru,
})

/** The place search: names in either language that begin with the query. */
export function searchIn(places: readonly Place[]) {
  return ({ query, lang }: FakeCall<typeof searchPlaces>) => {
    const typed = query.query.toLowerCase()
    const found = places
      .filter((p) => p.name_ru.toLowerCase().startsWith(typed) || p.name_en.toLowerCase().startsWith(typed))
      .slice(0, query.limit)
      .map((p) => namedIn(lang, p))
    return { data: found, meta: { size: found.length } }
  }
}

/** `geo/places` and `geo/places/:id` on these places. */
export function answerPlaces(exchange: FakeExchange, places: readonly Place[]) {
  exchange.on(searchPlaces, searchIn(places))
  exchange.on(getPlace, ({ params, lang }) => {
    const place = places.find((p) => p.id === params.id)
    return place ? { data: namedIn(lang, place) } : refuse(404, 'not found')
  })
}

type Named = [id: number, ru: string, en: string]

const dictionaries: Record<string, Named[]> = {
  truck_types: [
    [1, 'Тент', 'Curtain'],
    [2, 'Рефрижератор', 'Reefer'],
  ],
  load_types: [
    [1, 'Задняя', 'Rear'],
    [2, 'Боковая', 'Side'],
  ],
  cargo_types: [
    [1, 'Продукты', 'Food'],
    [2, 'Стройматериалы', 'Building materials'],
  ],
  money_types: [
    [1, 'С НДС', 'VAT'],
    [2, 'Без НДС', 'No VAT'],
  ],
}

/** `dictionaries/:kind`: two items of each kind (one currency, the rouble), named in the request language. */
export function answerDictionaries(exchange: FakeExchange) {
  exchange.on(dictionary, ({ params, lang }) => {
    const en = lang === 'en'
    const items: DictionaryItem[] =
      params.kind === 'currencies'
        ? [{ id: 1, name: en ? 'Russian rouble' : 'Российский рубль', short_name: en ? 'RUB' : '₽' }]
        : (dictionaries[params.kind] ?? [[1, 'Первый', 'First']]).map(([id, ru, english]) => ({
            id,
            name: en ? english : ru,
            short_name: en ? english : ru,
          }))
    return { data: items, meta: { size: items.length } }
  })
}

/** `me`: the signed-in user (by default `sampleUser` with the roles the exchange checks, if any). */
export function answerMe(exchange: FakeExchange, user: () => User = () => sampleUser(rolesOf(exchange))) {
  exchange.on(me, () => ({ data: user() }))
}

const rolesOf = (exchange: FakeExchange): Partial<User> => (exchange.roles ? { roles: [...exchange.roles] } : {})
