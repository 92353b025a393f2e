/**
 * Element, event and JSX types of the `fx-*` widgets. Each widget adds itself in its own module:
 *
 *   declare global {
 *     interface FxElements { 'fx-cargo-search': ElementOf<typeof cargoSearch> }
 *     interface FxEvents extends EventsOf<typeof cargoSearch> {}
 *   }
 *
 * and from there it is in `HTMLElementTagNameMap` (`document.querySelector('fx-cargo-search')` is typed),
 * `GlobalEventHandlersEventMap` (`addEventListener('fx-…', e => e.detail)` is typed) and React's JSX.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

declare global {
  /** Every `fx-*` element by tag; widgets add theirs. */
  interface FxElements {}
  /** Every `fx-*` event by name; widgets add theirs. */
  interface FxEvents {}
  interface HTMLElementTagNameMap extends FxElements {}
  interface GlobalEventHandlersEventMap extends FxEvents {}
}

/** JSX props of an `fx-*` element: the HTML attributes plus its properties (React 19 sets them as properties). */
export type FxJsxProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  Partial<Omit<E, keyof HTMLElement>> & { class?: string }

type FxIntrinsicElements = { [K in keyof FxElements]: FxJsxProps<FxElements[K]> }

declare module 'react' {
  interface HTMLAttributes<T> {
    /** Shadow parts (`::part()`). */
    part?: string
  }
  namespace JSX {
    interface IntrinsicElements extends FxIntrinsicElements {}
  }
}
