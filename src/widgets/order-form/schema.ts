/** The attributes and events of `<fx-order-form>` (for the element, its component and the manifest). */
import { z } from 'zod'
import { ShipperCargo } from '../../core/contract/shipper'
import type { WidgetProps } from '../element'

export const attributes = z.object({
  cargoId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Edit this cargo of your company (a draft or available one); without it the form posts a new cargo.'),
  hideTitle: z
    .boolean()
    .default(false)
    .describe('No heading of its own ("New cargo" / "Cargo #42"): the page shows one.'),
  draftKey: z
    .string()
    .max(100)
    .optional()
    .describe(
      'Where the unsaved draft is kept in browser storage (default: one per cargo id, or one for a new cargo); give two forms on one page different keys.',
    ),
})

export const properties = {}

export const events = {
  'fx-order-submit': z
    .object({ cargo: ShipperCargo, created: z.boolean() })
    .describe('A cargo was saved (created: posted now; otherwise updated), with the server’s answer.'),
}

export type OrderFormProps = WidgetProps<typeof attributes, typeof properties, typeof events>
