/**
 * `<fx-order-tracking>`: one order's truck for a shipper's portal (live tracking) as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-order-tracking.js"></script>
 *   <fx-order-tracking api-base="https://exchange.example" lang="en" order-id="1042"></fx-order-tracking>
 *
 * Signed in (`el.token = '…'`, or the page's shared session) as a party of the order, it shows the truck on an
 * offline map (country borders and big cities, no tile server) with the route and the track so far, the last
 * position, distance left, the arrival time and a "late" mark when the arrival is past the unloading window, asked
 * again every `refresh` seconds while the page is visible. Styling: `--fx-*` custom properties (plus
 * `--fx-tracking-map-height`) and the parts below.
 */

import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { OrderTracking } from './order-tracking'
import styles from './order-tracking.css?inline'
import { attributes, events } from './schema'
import * as trackingTexts from './texts'

addTexts(trackingTexts)

export const fxOrderTracking = defineWidget('fx-order-tracking', OrderTracking, {
  attributes,
  events,
  styles: [styles],
  description:
    "One order's truck for a shipper's portal: an offline map with the route, the track so far and the truck, the last position, distance left, the arrival time and a late mark, refreshed while the page is visible.",
  parts: {
    'order-tracking': 'The widget box.',
    title: 'The heading with the order number.',
    tracking: 'The figures and the map.',
    map: 'The map (an SVG with its caption).',
  },
})
export default fxOrderTracking

declare global {
  interface FxElements {
    'fx-order-tracking': ElementOf<typeof fxOrderTracking>
  }
  interface FxEvents extends EventsOf<typeof fxOrderTracking> {}
}
