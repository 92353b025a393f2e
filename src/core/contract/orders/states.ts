/**
 * An order's life and who moves it (spec 4): documents to fill → security check → loading → on the way →
 * unloaded → documents approved → closed; cancelled (with a reason) before the cargo leaves. The server's state
 * machine and the order page's buttons both read this table.
 */
import { z } from 'zod'

/** Orders in work (the shipper's working list) and on the way, in the order they pass. */
export const liveOrderStatuses = [
  'documents',
  'security_check',
  'loading',
  'on_way',
  'unloaded',
  'documents_approved',
] as const
/** Where an order ends. */
export const endedOrderStatuses = ['closed', 'cancelled'] as const
export const orderStatuses = [...liveOrderStatuses, ...endedOrderStatuses] as const
export const OrderStatus = z.enum(orderStatuses)
export type OrderStatus = z.infer<typeof OrderStatus>

/** Who acts on an order: the two parties, and the exchange's security service. */
export const orderSides = ['shipper', 'carrier', 'security'] as const
export type OrderSide = (typeof orderSides)[number]

/** From each status: where it may go, and which side may move it there. */
export const orderTransitions: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderSide[]>>> = {
  documents: { security_check: ['carrier', 'shipper'], cancelled: ['shipper'] },
  // approve: on to loading; reject: back to the documents (the carrier fixes the holders), with a comment
  security_check: { loading: ['security'], documents: ['security'], cancelled: ['shipper'] },
  loading: { on_way: ['carrier'], cancelled: ['shipper'] },
  on_way: { unloaded: ['carrier'] },
  unloaded: { documents_approved: ['shipper'] },
  documents_approved: { closed: ['shipper'] },
  closed: {},
  cancelled: {},
}

export function canMove(from: OrderStatus, to: OrderStatus, side: OrderSide): boolean {
  return orderTransitions[from][to]?.includes(side) ?? false
}

/** The statuses the order's `POST orders/:id/status` takes (the security steps have their own endpoints). */
export const orderStatusSteps = ['on_way', 'unloaded', 'documents_approved', 'closed', 'cancelled'] as const
export const OrderStatusStep = z.enum(orderStatusSteps)

/** The trip's scans; `bank_account`: the carrier's bank account details, for the payment by bank transfer. */
export const orderDocumentKinds = ['bank_account', 'waybill', 'invoice', 'act', 'other'] as const
export const OrderDocumentKind = z.enum(orderDocumentKinds)
/** Spec 3, the cargo store's default state: "a selected scan of bankAccount" (with payment_type 1, bank transfer). */
export const defaultScanKind = 'bank_account' satisfies (typeof orderDocumentKinds)[number]
export const orderDocumentStatuses = ['uploaded', 'approved', 'rejected', 'replaced'] as const
export const OrderDocumentStatus = z.enum(orderDocumentStatuses)
