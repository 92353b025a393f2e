/** The attributes and events of `<fx-order-form>` (for the element, its component and the manifest). */
import { z as classic } from 'zod'
import { z } from 'zod/mini'
import { ShipperCargo } from '../../core/contract/shipper'
import { doc, type WidgetProps } from '../element'

export const attributes = z.object({
  cargoId: doc(
    z.optional(z.int().check(z.positive())),
    'Edit this cargo of your company (a draft or available one); without it the form posts a new cargo.',
  ),
  hideTitle: doc(
    z._default(z.boolean(), false),
    'No heading of its own ("New cargo" / "Cargo #42"): the page shows one.',
  ),
  draftKey: doc(
    z.optional(z.string().check(z.maxLength(100))),
    'Where the unsaved draft is kept in browser storage (default: one per cargo id, or one for a new cargo); give two forms on one page different keys.',
  ),
})

export const properties = {}

/**
 * The events' details are the contract's own schemas (classic zod): they type the events and document them in the
 * manifest; the client builds keep only the events' names (scripts/client-widget-schemas.ts).
 */
export const events = {
  'fx-order-submit': classic
    .object({ cargo: ShipperCargo, created: classic.boolean() })
    .describe('A cargo was saved (created: posted now; otherwise updated), with the server’s answer.'),
}

export type OrderFormProps = WidgetProps<typeof attributes, typeof properties, typeof events>
