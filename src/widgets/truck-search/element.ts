/**
 * `<fx-truck-search>`: truck search of the exchange (spec 2 `/trucks/list`, 3 "External truck", 7 "External
 * carrier") as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-truck-search.js"></script>
 *   <fx-truck-search lang="en" carrier-url="/trucks/carrier/{id}"></fx-truck-search>
 *
 * For a signed-in shipper, carrier or expeditor (`el.token = '…'`): registered carriers' free trucks and the
 * company's own external carriers' trucks and planned routes, with the carrier, its trucks, routes, comments,
 * feedback and contacts, and (shippers) offering a cargo or messaging the carrier. Styling: `--fx-*` and the parts.
 */

import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { attributes, events, properties } from './schema'
import * as truckSearchTexts from './texts'
import { TruckSearch } from './truck-search'
import styles from './truck-search.css?inline'

addTexts(truckSearchTexts) // the lane price index chart in the details brings its own texts and CSS

export const fxTruckSearch = defineWidget('fx-truck-search', TruckSearch, {
  attributes,
  properties,
  events,
  styles: [styles],
  description:
    "Truck search: registered carriers' free trucks and the company's external carriers' trucks and planned routes by place and radius, dates, body, capacity and volume; the last three routes; a virtualised list that loads its next page at its end; details with the carrier, routes, comments, feedback and contacts; offer a cargo or message the carrier.",
  parts: {
    'truck-search': 'The widget box.',
    side: 'The filter column (below 700 px: the toggle and the folded form).',
    filters: 'The filter form.',
    main: 'The result column.',
    'last-routes': 'The recent routes.',
    'route-chip': 'One recent route.',
    toolbar: 'The count and sort row.',
    count: 'The number of trucks found.',
    results: 'The result list.',
    more: 'The row below the list while its next trucks load.',
    card: 'One truck.',
    'card-open': 'Its place (opens the details).',
    details: 'The details dialog content.',
    carrier: 'The carrier: name, counts, rating.',
    'carrier-link': 'The link to the carrier page (with `carrier-url`).',
    'rating-badge': "A registered carrier's rating on its card: stars, average and count of reviews.",
    'company-reviews': "A registered carrier's rating and latest reviews in the details.",
    'rating-summary': 'The rating: average, count, distribution and criteria.',
    review: 'One review: rating, criteria, text and the answer.',
    actions: 'Offer a cargo / message the carrier.',
    'message-text': 'The message box.',
    contacts: 'The contacts section.',
    routes: 'The planned trips section.',
    comments: 'The comments section.',
    feedback: 'The feedback section.',
    'lane-prices': "The lane price index section (the searched lane, else the truck's route).",
    'lane-index': 'The lane price chart.',
    'sign-in': 'The invitation to sign in.',
  },
})
export default fxTruckSearch

declare global {
  interface FxElements {
    'fx-truck-search': ElementOf<typeof fxTruckSearch>
  }
  interface FxEvents extends EventsOf<typeof fxTruckSearch> {}
}
