/**
 * The all-widgets entry (`dist/sdk/fx-widgets.js`): registers every widget of `registry.ts`. Each one is its own
 * chunk, the same file as its single-widget entry (`dist/sdk/<tag>.js`), so loading both costs nothing twice.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-widgets.js"></script>
 *   <fx-cargo-search lang="en"></fx-cargo-search>
 */
import { widgets } from './registry'

export { type WidgetTag, widgets } from './registry'
export type { FxJsxProps } from './types'

/** Resolves when every widget of the SDK is defined. */
export const ready: Promise<void> = Promise.all(Object.values(widgets).map((load) => load())).then(() => undefined)
