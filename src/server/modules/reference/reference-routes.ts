/** Dictionaries, place search and the name and company suggestions: public, rate-limited per client address. */

import type { FastifyInstance } from 'fastify'
import {
  dictionary,
  getPlace,
  nearestPlace,
  searchPlaces as searchPlacesEndpoint,
  suggestCompany,
  suggestFio,
} from '../../../core/contract/reference'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { suggestCompanies } from './company-repository'
import { preparedDictionaryPage } from './dictionary-repository'
import { suggestFio as suggestFullNames } from './fio-repository'
import { findPlace, nearestCity, placeAnswer, searchPlaces } from './place-repository'

/** Requests per minute from one address. Autocompletes send a request per keystroke, hence the generous limits. */
export const rateLimits = {
  dictionaries: 300,
  places: 120,
  suggestions: 60,
} as const

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } })

export function registerReferenceRoutes(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    dictionary,
    async ({ params, query, lang, reply }) => {
      // The same for everyone; only the language varies.
      reply.header('cache-control', 'public, max-age=300').header('vary', 'accept-language')
      return preparedDictionaryPage(db, params.kind, lang, query.limit)
    },
    perMinute(rateLimits.dictionaries),
  )

  route(
    app,
    searchPlacesEndpoint,
    async ({ query, lang }) => {
      const rows = await searchPlaces(db, query)
      return { data: rows.map((row) => placeAnswer(row, lang)), meta: { size: rows.length } }
    },
    perMinute(rateLimits.places),
  )

  // declared before `geo/places/:id`: a static path wins over the parameter in any case, but reads in that order
  route(
    app,
    nearestPlace,
    async ({ query, lang }) => {
      const row = await nearestCity(db, query.lat, query.lng)
      if (!row) throw notFound()
      return { data: placeAnswer(row, lang) }
    },
    perMinute(rateLimits.places),
  )

  route(
    app,
    getPlace,
    async ({ params, lang }) => {
      const row = await findPlace(db, params.id)
      if (!row) throw notFound()
      return { data: placeAnswer(row, lang) }
    },
    perMinute(rateLimits.places),
  )

  route(
    app,
    suggestFio,
    async ({ body }) => ({ data: await suggestFullNames(db, body.query, body.count) }),
    perMinute(rateLimits.suggestions),
  )

  route(
    app,
    suggestCompany,
    async ({ body }) => ({ data: await suggestCompanies(db, body.query, body.count) }),
    perMinute(rateLimits.suggestions),
  )
}
