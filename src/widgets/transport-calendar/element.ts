/**
 * `<fx-transport-calendar>`: the carrier's transport calendar (spec 3 "Carrier transport", 4) as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-transport-calendar.js"></script>
 *   <fx-transport-calendar lang="en" days="31"></fx-transport-calendar>
 *
 * Rows are trucks (with trailer and driver), columns days; tasks are bars (busy, available, ready, arrival).
 * Carriers select days on a row to add a task (mouse or Shift+arrows, then Enter), move tasks by dragging or with
 * Alt+arrows, and see the relevant cargos of a free window; shippers see the trucks assigned to their cargos,
 * read-only. Needs a signed-in session (`el.token = '…'`).
 */

import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { attributes, events } from './schema'
import * as calendarTexts from './texts'
import { TransportCalendar } from './transport-calendar'
import styles from './transport-calendar.css?inline'

// this widget's own texts (the shared ones are in every core)
addTexts(calendarTexts)

export const fxTransportCalendar = defineWidget('fx-transport-calendar', TransportCalendar, {
  attributes,
  events,
  styles: [styles],
  description:
    'Transport calendar: trucks by days with busy, available, ready and arrival tasks; create, edit and move tasks; notes per truck; relevant cargos for free windows; the shipper view of assigned trucks.',
  parts: {
    calendar: 'The widget box.',
    toolbar: 'The period navigation and counters row.',
    counters: 'The fleet counters.',
    grid: 'The scrolling grid.',
    'row-header': 'A truck (number, trailer, driver).',
    'day-header': 'A day column header.',
    cell: 'A day of a truck.',
    task: 'A task bar.',
    legend: 'The legend of task types.',
    'task-details': 'The content of the task dialog.',
    'relevant-cargos': 'The relevant cargos of a free window.',
    'cargo-link': 'One relevant cargo’s open link or button.',
    'external-badge': 'The mark of a task that came from an external source.',
    assignment: 'Whether the truck is free for the cargo being assigned (checking, free, busy).',
    'task-files': 'The files of a task (the task dialog).',
    'task-responses': "The carriers' offers on a task (the task dialog).",
    'task-offer': "A carrier's offer form on a task (the task dialog).",
  },
})
export default fxTransportCalendar

declare global {
  interface FxElements {
    'fx-transport-calendar': ElementOf<typeof fxTransportCalendar>
  }
  interface FxEvents extends EventsOf<typeof fxTransportCalendar> {}
}
