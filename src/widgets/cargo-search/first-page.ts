/**
 * The first page that the script-tag entry (./first-paint.ts) fetched and drew before the widget loaded, handed to
 * the widget for the element it was drawn in: the widget's first render shows the same results instead of asking
 * again (./use-results.ts), so the cards stay where they are when it takes over.
 *
 * A module of its own that imports nothing: the entry and the widget share it without either loading the other.
 */
import type { Lang } from '../../core/contract/common'

export interface FirstPage {
  lang: Lang
  /** The order and page size it was asked with. */
  sort: string
  limit: number
  /** The answer of `GET cargos` as it came (JSON): the widget parses it with the contract, as every answer. */
  answer: unknown
}

const key = Symbol.for('fx.cargo-search.first-page')
type Holder = Element & { [key]?: FirstPage }

/** Hands `page` to the widget that will render in `host`. */
export function handFirstPage(host: Element, page: FirstPage): void {
  ;(host as Holder)[key] = page
}

/** The page handed for `host`, once: a later search of the same element asks the server. */
export function takeFirstPage(host: Element | null): FirstPage | undefined {
  if (!host) return undefined
  const page = (host as Holder)[key]
  delete (host as Holder)[key]
  return page
}
