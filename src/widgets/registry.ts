/**
 * Every widget of the SDK: tag → the module that defines it (its default export is the `defineWidget` result).
 * Adding a widget is one line here: the build makes `dist/sdk/<tag>.js` of it, `fx-widgets.js` loads it, and the
 * manifest lists it. (`scripts/widget-registry.ts` reads this file, so keep one `'tag': () => import('…')` a line.)
 * Product elements only: a dev element (`widgets/demo`) is defined by importing its module, and never ships.
 */
import type { Widget } from './element'

export const widgets = {
  'fx-cargo-search': () => import('./cargo-search/element'),
  'fx-notifications-bell': () => import('./notifications-bell/element'),
  'fx-order-form': () => import('./order-form/element'),
  'fx-order-tracking': () => import('./order-tracking/element'),
  'fx-transport-calendar': () => import('./transport-calendar/element'),
  'fx-truck-search': () => import('./truck-search/element'),
} as const satisfies Record<`fx-${string}`, () => Promise<{ default: Widget }>>

export type WidgetTag = keyof typeof widgets
