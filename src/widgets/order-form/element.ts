/**
 * `<fx-order-form>`: post or edit a cargo (spec 2 `/order`, 3, 5, 7 "Shipper") as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-order-form.js"></script>
 *   <fx-order-form lang="en"></fx-order-form>            <!-- a new cargo -->
 *   <fx-order-form cargo-id="42"></fx-order-form>        <!-- edit cargo 42 -->
 *
 * For a signed-in shipper (`el.token = '…'`): route points from the place search, cargo, dictionaries, price with
 * a market hint, contacts from the company staff. A draft is kept in browser storage until it is saved.
 * `fx-order-submit` carries the saved cargo. Styling: the `--fx-*` custom properties and the parts below.
 */

import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { OrderForm } from './order-form'
import styles from './order-form.css?inline'
import { attributes, events, properties } from './schema'
import * as orderFormTexts from './texts'

// this widget's own texts (the shared ones are in every core)
addTexts(orderFormTexts) // the lane price index chart of the price hint brings its own texts and CSS

export const fxOrderForm = defineWidget('fx-order-form', OrderForm, {
  attributes,
  properties,
  events,
  styles: [styles],
  description:
    'Order form: create or edit a cargo (points with dates and time windows, cargo, dictionaries, price with a market hint, contacts), with validation in both languages and a draft kept until saved.',
  parts: {
    'order-form': 'The form.',
    title: 'Its heading.',
    route: 'The route section.',
    point: 'One route point.',
    cargo: 'The cargo section.',
    conditions: 'Additional conditions and equipment.',
    payment: 'The price section.',
    'price-hint': 'The market price hint.',
    contacts: 'Contacts and comment.',
    textarea: 'The comment box.',
    actions: 'The buttons.',
  },
})
export default fxOrderForm

declare global {
  interface FxElements {
    'fx-order-form': ElementOf<typeof fxOrderForm>
  }
  interface FxEvents extends EventsOf<typeof fxOrderForm> {}
}
