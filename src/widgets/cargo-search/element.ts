/**
 * `<fx-cargo-search>`: the cargo search of the exchange (spec 3, 4, 7 "Cargo", 9) as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-cargo-search.js"></script>
 *   <fx-cargo-search lang="en" page-size="20" sign-in-url="/login"></fx-cargo-search>
 *
 * Anyone may search; signed-in users (`el.token = '…'`) also get saved filter tabs, their company's views,
 * favourites and contacts. Styling: the `--fx-*` custom properties and the parts listed below.
 */

import { addTexts } from '../../core/i18n/texts'
import * as cargoCardTexts from '../domain/card-texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { CargoSearch } from './cargo-search'
import styles from './cargo-search.css?inline'
import { attributes, events, properties } from './schema'
import * as cargoSearchTexts from './texts'

// this widget's own texts (the shared ones are in every core), and the domain's that its result cards show; the
// details (the respond form, the relevant trucks, the lane price chart) bring the rest of the domain's texts and CSS
// with their chunk, loaded when a cargo is first opened (./details-body)
addTexts(cargoSearchTexts, cargoCardTexts)

export const fxCargoSearch = defineWidget('fx-cargo-search', CargoSearch, {
  attributes,
  properties,
  events,
  styles: [styles],
  description:
    'Cargo search: filters (route with radius, date, truck and load types, ranges), sorting, saved filter tabs, the last three routes, results with "show more", details, favourites and contacts.',
  parts: {
    'cargo-search': 'The widget box.',
    views: 'The view switch (signed in).',
    view: 'One view button.',
    'tab-actions': 'Save, update, rename and delete buttons of the saved tabs.',
    side: 'The filter column.',
    filters: 'The filter form.',
    main: 'The result column.',
    'last-routes': 'The recent routes.',
    'route-chip': 'One recent route.',
    toolbar: 'The count and sort row.',
    count: 'The number of cargos found.',
    results: 'The result list.',
    card: 'One cargo.',
    route: 'Its route (opens the details).',
    price: 'Its price and price per km.',
    favorite: 'Its favourite toggle.',
    details: 'The details dialog content.',
    'details-summary': 'The facts of the cargo.',
    'rating-badge': "The shipper's rating beside its name in the facts: stars, average and count of reviews.",
    points: 'Its route points.',
    prices: 'Its price history.',
    relevant: "A carrier's trucks that fit the cargo (signed-in carriers only).",
    'relevant-transport': 'The matching trucks: window type switch, count and list.',
    'relevant-transport-item': 'One matching truck.',
    response: "A carrier's response: its status, and the form while there is none.",
    respond: "A carrier's response form.",
    status: 'Its status and its history.',
    contacts: 'Its contacts.',
    'sign-in': 'The invitation to sign in.',
    'sign-in-link': 'Its link.',
  },
})
export default fxCargoSearch

declare global {
  interface FxElements {
    'fx-cargo-search': ElementOf<typeof fxCargoSearch>
  }
  interface FxEvents extends EventsOf<typeof fxCargoSearch> {}
}
