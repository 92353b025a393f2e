/** The order: a signed contract's trip, its document holders, scans, timeline and what each side may do next. */
import { z } from 'zod'
import { Line, MAX_ID, Timestamp } from '../common'
import { UploadMimeType } from '../uploads'
import { Phone } from '../validators'
import { OrderDocumentKind, OrderDocumentStatus, OrderStatus } from './states'

const PlaceName = z.object({ id: z.number().int(), name: z.string() })
const Text = (min: number, max: number) => Line.trim().min(min).max(max)

/** Who signs for the carrier (spec 3: the director section). */
export const DirectorInput = z.strictObject({
  name: Text(2, 200),
  position: Text(2, 100),
  /** What the signature rests on: «Устав», a power of attorney No. … */
  basis: Text(2, 200),
  phone: Phone.nullable().optional(),
})
/** Who drives (spec 3: the driver section); `driver_id` when taken from the carrier's drivers. */
export const DriverInput = z.strictObject({
  driver_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
  name: Text(2, 200),
  phone: Phone,
  licence: Text(4, 30),
  passport: Text(4, 60).nullable().optional(),
})
/** With which truck (spec 3: the transport section); `transport_id` when taken from the carrier's fleet. */
export const TransportInput = z.strictObject({
  transport_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
  number: Text(4, 20),
  trailer_number: Text(4, 20).nullable().optional(),
  model: Text(1, 100).nullable().optional(),
})

export const Director = z.object({
  name: z.string(),
  position: z.string(),
  basis: z.string(),
  phone: z.string().nullable(),
})
export const Driver = z.object({
  driver_id: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  licence: z.string(),
  passport: z.string().nullable(),
})
export const Transport = z.object({
  transport_id: z.number().int().nullable(),
  number: z.string(),
  trailer_number: z.string().nullable(),
  model: z.string().nullable(),
})

export const OrderDocument = z.object({
  id: z.number().int(),
  kind: OrderDocumentKind,
  name: z.string(),
  mime: UploadMimeType,
  size: z.number().int(),
  status: OrderDocumentStatus,
  /** Why the shipper rejected it. */
  reason: z.string().nullable(),
  /** The rejected scan this one replaces. */
  replaces_id: z.number().int().nullable(),
  uploaded_by: z.string().nullable(),
  decided_at: Timestamp.nullable(),
  /** `/api/v1/orders/documents/:id` (bearer token). */
  url: z.string(),
  created_at: Timestamp,
})
export type OrderDocument = z.infer<typeof OrderDocument>

export const OrderEvent = z.object({
  status: OrderStatus,
  at: Timestamp,
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A cancellation's reason, the security service's comment, or the note of a loading before the loading day. */
  reason: z.string().nullable(),
})

export const OrderLink = z.object({
  kind: z.enum(['contract', 'power_of_attorney']),
  name: z.string(),
  url: z.string(),
})

/** What is still missing before the next step, for the side that has to do it. */
export const orderGaps = ['director', 'driver', 'transport', 'waybill', 'rejected_scan', 'scan_review'] as const

export const OrderSummary = z.object({
  id: z.number().int(),
  /** `З-<id>`. */
  number: z.string(),
  status: OrderStatus,
  contract_id: z.number().int(),
  contract_number: z.string(),
  cargo_id: z.number().int(),
  response_id: z.number().int(),
  /** The agreed price (the contract's), minor units. */
  price: z.number().int(),
  currency: z.string(),
  shipper_company: z.object({ id: z.number().int(), name: z.string() }),
  carrier_company: z.object({ id: z.number().int(), name: z.string(), inn: z.string() }),
  route: z.object({ start_point: PlaceName, finish_point: PlaceName }),
  weight: z.number(),
  load_date: z.string(),
  unload_date: z.string().nullable(),
  /** Not unloaded by the unloading date (or not loaded by the loading date). */
  late: z.boolean(),
  director: Director.nullable(),
  driver: Driver.nullable(),
  transport: Transport.nullable(),
  security: z.object({
    status: z.enum(['wait', 'approved', 'rejected']).nullable(),
    comment: z.string().nullable(),
  }),
  reason: z.string().nullable(),
  /** The last change: the timeline's newest entry. */
  status_at: Timestamp,
  missing: z.array(z.enum(orderGaps)),
  /** For the finance registry: what is owed, and when (pay days after unloading). */
  payment: z.object({
    amount: z.number().int(),
    currency: z.string(),
    pay_days: z.number().int(),
    unloaded_at: Timestamp.nullable(),
    due_date: z.string().nullable(),
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const Order = OrderSummary.extend({
  timeline: z.array(OrderEvent),
  documents: z.array(OrderDocument),
  links: z.array(OrderLink),
  /** The caller's side, and the statuses it may move the order to now. */
  side: z.enum(['shipper', 'carrier', 'security']),
  actions: z.array(OrderStatus),
})
export type Order = z.infer<typeof Order>
