/** The shared core of the browser tests, answering from a fake fetch: places, `me`, and failing test paths. */
import { noopReporter } from '../../core/api'
import { fakeFetch, jsonResponse, sampleUser } from '../../core/api/testing'
import type { Place } from '../../core/contract/reference'
import { getCore, memoryStorage } from '../../core/session'

export function place(id: number, name_ru: string, name_en: string, region: string | null = null): Place {
  return {
    id,
    type: 'city',
    name: name_ru,
    name_ru,
    name_en,
    region,
    country_code: 'RU',
    lat: 55.75,
    lng: 37.62,
    population: 1000,
  }
}

export const places = [
  place(1, 'Москва', 'Moscow', 'Москва'),
  place(2, 'Мосальск', 'Mosalsk', 'Калужская область'),
  place(3, 'Мостовской', 'Mostovskoy', 'Краснодарский край'),
]

export const api = fakeFetch(async (request) => {
  const path = request.url.pathname
  if (path === '/api/v1/geo/places') {
    const query = (request.url.searchParams.get('query') ?? '').toLowerCase()
    if (query === 'boom') return jsonResponse({ message: 'boom' }, 500)
    const en = request.headers.get('accept-language') === 'en'
    const found = places
      .filter((p) => p.name_ru.toLowerCase().startsWith(query) || p.name_en.toLowerCase().startsWith(query))
      .map((p) => ({ ...p, name: en ? p.name_en : p.name_ru }))
    return jsonResponse({ data: found, meta: { size: found.length } })
  }
  if (path === '/api/v1/me') return jsonResponse({ data: sampleUser() })
  const fail = /^\/api\/v1\/test\/fail\/(\d+)$/.exec(path)
  if (fail) return jsonResponse({ message: 'failed' }, Number(fail[1]))
  return jsonResponse({ message: 'not found' }, 404)
})

/** Creates the page's core before any element does, on the fake API. */
export function setUpCore() {
  return getCore({ apiBase: 'https://api.test', storage: memoryStorage(), fetch: api.fetch, reporter: noopReporter })
}
