/** Carrier: the cargo lists (tabs), one cargo with my response, and sending a cargo to Telegram. */
import { z } from 'zod'
import { Cargo, CargoSort } from '../cargo'
import { dataOf, decimal, IdParams, listOf, pageQuery, Text, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { carriers, tags } from './fields'
import { AuctionStatus, ResponseStatus } from './states'

/** A cargo in the carrier's lists: the cargo, the carrier's own response and the auction, if any. */
export const CarrierCargo = Cargo.extend({
  my_response: z
    .object({
      id: z.number().int(),
      status: ResponseStatus,
      price: z.number().int(),
      contract_id: z.number().int().nullable(),
    })
    .nullable(),
  auction: z.object({ best_price: z.number().int().nullable(), ends_at: Timestamp, status: AuctionStatus }).nullable(),
})
export type CarrierCargo = z.infer<typeof CarrierCargo>

export const carrierCargoTypes = ['free', 'available', 'work', 'contract'] as const
export const CarrierCargoType = z.enum(carrierCargoTypes)
export type CarrierCargoType = z.infer<typeof CarrierCargoType>

export const carrierCargos = defineEndpoint({
  method: 'GET',
  path: 'carrier/cargos/:type',
  summary:
    "The carrier's cargo tabs: free (available, not responded to by my company), available (responded to), work (in work with my company), contract (under contract with my company)",
  tags,
  access: carriers,
  params: z.strictObject({ type: CarrierCargoType }),
  query: z.object({ ...pageQuery(20, 100), sort: CargoSort.default('-created_at') }),
  response: listOf(CarrierCargo),
})

export const carrierCargo = defineEndpoint({
  method: 'GET',
  path: 'carrier/cargos/:id',
  summary: 'One cargo as a carrier sees it: available ones, and any my company responded to; with my response',
  tags,
  access: carriers,
  params: IdParams,
  query: z.object({
    source: decimal(z.number().int().min(0).max(9)).optional(),
    include: z.preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
      z
        .array(z.enum(['contacts']))
        .max(5)
        .optional(),
    ),
  }),
  response: dataOf(CarrierCargo),
})

export const sendTelegramMessage = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/:id/send-telegram-message',
  summary: "Send the cargo to the caller's Telegram (queued; delivered by the Telegram adapter)",
  tags,
  access: 'user',
  params: IdParams,
  body: z.strictObject({ message: Text.trim().max(1000).optional() }),
  response: dataOf(z.object({ queued: z.literal(true), recipient: z.string() })),
})
