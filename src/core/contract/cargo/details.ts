/** One cargo: the cargo, its points, prices, route and status, the caller's response status, its contacts. */
import { z } from 'zod'
import { dataOf, IdParams, listOf } from '../common'
import { defineEndpoint } from '../endpoint'
import { Cargo, CargoContact, CargoPoint, CargoPrice, CargoRoute, CargoStatus, PriceMode } from './cargo'
import { tags } from './fields'
import { CargoInclude } from './filter'

export const getCargo = defineEndpoint({
  method: 'GET',
  path: 'cargos/:id',
  summary: 'One cargo: available ones for everyone, any stage for the shipper company',
  tags,
  access: 'public',
  params: IdParams,
  query: z.object({ include: CargoInclude.optional() }),
  response: dataOf(Cargo),
})

export const cargoPoints = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/points',
  summary: 'The loading and unloading points of a cargo, in route order',
  tags,
  access: 'public',
  params: IdParams,
  response: listOf(CargoPoint),
})

export const cargoPrices = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/prices',
  summary: 'Price history of a cargo, newest first; filter[mode] = nds, no_nds or cash',
  tags,
  access: 'public',
  params: IdParams,
  query: z.object({ filter: z.strictObject({ mode: PriceMode.optional() }).optional() }),
  response: listOf(CargoPrice),
})

/** The status of the caller's company's response to a cargo (contract/responses `ResponseStatus`), or null. */
export const responseStatus = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/:id/response-status',
  summary:
    "Whether the caller's carrier company has responded to the cargo (null: no response), and what it offered: price, truck, comment",
  tags,
  access: ['carrier', 'expeditor'],
  params: IdParams,
  response: dataOf(
    z.object({
      cargo_id: z.number().int(),
      status: z.string().nullable(),
      /** The response the status is of (its live one, else its newest); absent when none. */
      response: z
        .object({
          id: z.number().int(),
          /** Minor units. */
          price: z.number().int(),
          currency: z.string(),
          comment: z.string().nullable(),
          transport: z.object({ id: z.number().int(), number: z.string() }).nullable(),
        })
        .nullable()
        .optional(),
    }),
  ),
})

export const cargoRoute = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/routes/:id',
  summary: 'The route of a cargo: its points with coordinates and distances, as a line',
  tags,
  access: 'public',
  params: IdParams,
  response: dataOf(CargoRoute),
})

export const cargoStatus = defineEndpoint({
  method: 'GET',
  path: 'cargos/status/:id',
  summary: 'The stage of a cargo and its history',
  tags,
  access: 'public',
  params: IdParams,
  response: dataOf(CargoStatus),
})

export const requestContact = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/:id/request-contact',
  summary: "Ask for a cargo's contacts: the request is recorded and the contacts answered",
  tags,
  access: 'user',
  params: IdParams,
  response: dataOf(z.object({ cargo_id: z.number().int(), contacts: z.array(CargoContact) })),
})
