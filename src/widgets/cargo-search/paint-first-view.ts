/**
 * The script-tag entry's drawing (./first-paint.ts loads it while the first page is on its way): the element's
 * shadow root with the widget's own stylesheets, and the widget's first view of the answer in it.
 */
import type { Lang } from '../../core/contract/common'
import { warmLocale } from '../../core/contract/format'
import { baseStyles, tokenStyles } from '../styles'
import { adoptSheets, adoptStyles, canAdopt, sharedSheet } from '../ui/adopt-styles'
import { firstViewTag } from '../ui/first-view-tag'
import paginationCss from '../ui/pagination.css?inline'
import { kitStyles } from '../ui/styles'
import styles from './cargo-search.css?inline'
import { handFirstPage } from './first-page'
import { firstPage } from './first-page-request'
import { type FirstPageAnswer, firstView } from './first-view'

/**
 * The cards drawn first: what a screen shows of the list (4-5 cards at 1440 x 900 below a CRM's header, 2-3 at
 * 375 px wide). Laying out 20 styled cards before the first frame put 10-15 ms more between the answer and it.
 */
const screenful = 6

/** An element whose first page was asked for: the answer on its way. */
export interface AskedFirstPage {
  element: HTMLElement
  lang: Lang
  answer: Promise<Response>
}

/** Draws the element's first view once its answer has come, and hands the answer to the widget. */
export async function paint({ element, lang, answer }: AskedFirstPage): Promise<void> {
  if (element.shadowRoot || !canAdopt()) return // the widget got here first; or a browser without adopted sheets
  const root = element.attachShadow({ mode: 'open' })
  // as `defineWidget` adopts them (../element.ts): tokens, base, the kit, the widget's own last. (A helper shared by
  // the two moved the error catalogue to a chunk of its own in the bundler's split: +0.2 KB gz on every page.)
  const own = [sharedSheet(styles)]
  adoptSheets(root, [...[tokenStyles, baseStyles, ...kitStyles].map(sharedSheet), ...own], own)
  adoptStyles(root, [paginationCss])
  const response = await answer
  if (!response.ok) return
  const page = (await response.json()) as FirstPageAnswer
  // the widget has drawn its own view meanwhile; or there is nothing to show but the widget's empty state
  if (root.childNodes.length > 0 || !Array.isArray(page?.data) || page.data.length === 0) return
  handFirstPage(element, { lang, sort: firstPage.sort, limit: firstPage.limit, answer: page })
  // in an element of its own, which the widget's first commit removes (../ui/first-view-tag.ts)
  const holder = document.createElement(firstViewTag)
  holder.style.display = 'contents'
  // to be read, not used: its buttons do nothing until the widget takes over (a click waits for the widget's own)
  holder.inert = true
  const drawn = firstView(page, lang, firstPage.sort, screenful)
  holder.append(drawn.view)
  root.append(holder)
  // the rest once the first cards are on the screen (a frame, then the task after it); then the widget may load
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  drawn.rest()
}

/**
 * Draws every asked element; a failed request or drawing is left to the widget (it asks again, shows its error).
 * Then the languages' Intl data, which the drawing does without (./first-view-format.ts) and the widget formats
 * with, is built (core's `warmLocale`) while the widget's chunks are on their way.
 */
export async function paintAll(asked: readonly AskedFirstPage[]): Promise<void> {
  await Promise.all(asked.map((one) => paint(one).catch(() => {})))
  for (const lang of new Set(asked.map((one) => one.lang))) warmLocale(lang)
}
