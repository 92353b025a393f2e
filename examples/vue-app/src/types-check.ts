/**
 * The elements' types in Vue templates as vue-tsc sees them (`GlobalComponents`, from
 * `@freight-exchange/widgets/vue`): `tsc -p .` must pass, so each correct use compiles and each deliberate mistake
 * (under `@ts-expect-error`) is a type error. Not imported by the app.
 */
import type {} from '@freight-exchange/widgets/vue'
import type { GlobalComponents } from 'vue'

type Props<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props']

export const correct: Props<'fx-cargo-search'> = {
  apiBase: 'https://exchange.example',
  lang: 'en',
  pageSize: 20,
  filters: { start_point_id: 1, truck_types: [1] },
  token: null,
  'onFx-cargo-select': (event) => event.detail.id.toFixed(),
}
export const calendar: Props<'fx-transport-calendar'> = { days: 31, 'onFx-task-change': (event) => event.detail.action }
export const tracking: Props<'fx-order-tracking'> = {
  orderId: 5,
  'onFx-tracking-update': (event) => event.detail.distanceLeftKm,
}

// @ts-expect-error a text where a number is expected
export const wrongType: Props<'fx-cargo-search'> = { pageSize: 'twenty' }
// @ts-expect-error a language the widgets do not have
export const wrongLang: Props<'fx-cargo-search'> = { lang: 'de' }
// @ts-expect-error a filter field that does not exist
export const wrongFilter: Props<'fx-cargo-search'> = { filters: { start_point: 1 } }
// @ts-expect-error the detail of an event has no such field
export const wrongDetail: Props<'fx-cargo-search'> = { 'onFx-cargo-select': (event) => event.detail.cargoId }
