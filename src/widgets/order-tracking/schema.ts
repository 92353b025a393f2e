/** The attributes and events of `<fx-order-tracking>` (for the element, its component and the manifest). */
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { doc, type WidgetProps } from '../element'

export const attributes = z.object({
  orderId: doc(
    z.optional(z.int().check(z.positive())),
    "The exchange's order id (the number in /cargos/orders/:id); the signed-in user must be a party of the order.",
  ),
  refresh: doc(
    z._default(z.int().check(z.minimum(5), z.maximum(300)), 15),
    'How often the position is asked again while the page is visible, in seconds: 5 to 300; default 15.',
  ),
})

export const events = {
  'fx-tracking-update': doc(
    z.object({
      orderId: z.int(),
      late: z.boolean(),
      eta: z.nullable(z.string()),
      lastAt: z.nullable(z.string()),
      distanceLeftKm: z.nullable(z.number()),
    }),
    'A new position came, or the order became late or on time again (also fired with the first answer).',
  ),
}

export type OrderTrackingProps = WidgetProps<typeof attributes, Record<never, $ZodType>, typeof events>
