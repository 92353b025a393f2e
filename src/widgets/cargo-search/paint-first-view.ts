/**
 * How the script-tag entry (./first-paint.ts) draws: which elements it draws for, and the drawing itself, with the
 * request made through `fetchPage` (the page's `fetch`; a test's fake exchange).
 */
import { resolveApiBase } from '../../core/config/config'
import type { Lang } from '../../core/contract/common'
import { parseLanguage } from '../../core/contract/langs'
import { lastRoutesKey } from '../../core/session/last-routes'
import { languageStorageKey, sessionKeys } from '../../core/session/storage-keys'
import { baseStyles, tokenStyles } from '../styles'
import { adoptSheets, adoptStyles, canAdopt, sharedSheet } from '../ui/adopt-styles'
import { firstViewTag } from '../ui/first-view-tag'
import paginationCss from '../ui/pagination.css?inline'
import { kitStyles } from '../ui/styles'
import styles from './cargo-search.css?inline'
import { handFirstPage } from './first-page'
import { type FirstPageAnswer, firstView } from './first-view'

const tag = 'fx-cargo-search'
const pageSize = 20
const sort = '-created_at'

/** Attributes that leave the first view as it is drawn here (the rest change the search or the cards). */
const neutral = new Set([
  'id',
  'class',
  'style',
  'slot',
  'title',
  'api-base',
  'lang',
  'partner',
  'theme',
  'sign-in-url',
])

const stored = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Whether the page's storage has recent routes: the widget shows them above its results. */
const hasRoutes = () => {
  try {
    return (JSON.parse(stored(lastRoutesKey) || '[]') as unknown[]).length > 0
  } catch {
    return false // the widget ignores a broken entry too
  }
}

/** The language the element will show, or null when this page of it is not the one drawn here. */
export function firstPageLang(element: Element): Lang | null {
  if (element.shadowRoot || Object.keys(element).length > 0) return null // upgraded, or a property set already
  for (const { name, value } of element.attributes) {
    if (name === 'page-size' ? Number(value) !== pageSize : name === 'sort' ? value !== sort : !neutral.has(name)) {
      if (!name.startsWith('data-') && !name.startsWith('aria-')) return null
    }
  }
  if (stored(sessionKeys.accessToken) || hasRoutes()) return null
  const config = (globalThis as { FX_CONFIG?: { lang?: unknown } }).FX_CONFIG
  return (
    parseLanguage(element.getAttribute('lang')) ??
    parseLanguage(config?.lang) ??
    parseLanguage(stored(languageStorageKey)) ??
    'ru'
  )
}

export type FetchPage = (url: string, init: RequestInit) => Promise<Response>

/** Draws the first view into `element`'s new shadow root once its first page has come; hands the page over. */
export async function paint(element: HTMLElement, lang: Lang, fetchPage: FetchPage = fetch): Promise<void> {
  const root = element.attachShadow({ mode: 'open' })
  if (!canAdopt()) return
  const own = [sharedSheet(styles)]
  adoptSheets(root, [...[tokenStyles, baseStyles, ...kitStyles].map(sharedSheet), ...own], own)
  adoptStyles(root, [paginationCss])
  const config = (globalThis as { FX_CONFIG?: { apiBase?: string } }).FX_CONFIG
  const base = resolveApiBase(element.getAttribute('api-base'), config, location.origin)
  const response = await fetchPage(`${base}/api/v1/cargos?limit=${pageSize}&offset=0&sort=${sort}`, {
    headers: { Accept: 'application/json', 'Accept-Language': lang },
  })
  if (!response.ok) return
  const answer = (await response.json()) as FirstPageAnswer
  // the widget got here first and drew its own view; or nothing to show but the widget's empty state
  if (root.childNodes.length > 0 || !Array.isArray(answer?.data) || answer.data.length === 0) return
  handFirstPage(element, { lang, sort, limit: pageSize, answer })
  // in an element of its own, which the widget's first commit removes (../ui/first-view-tag.ts)
  const view = document.createElement(firstViewTag)
  view.style.display = 'contents'
  view.append(firstView(answer, lang, sort))
  root.append(view)
}

/** Draws every element's first view that can be drawn here; resolves when all are drawn or given up. */
export function paintAll(fetchPage: FetchPage = fetch): Promise<unknown> {
  if (typeof document === 'undefined' || customElements.get(tag)) return Promise.resolve()
  const painted = [...document.querySelectorAll<HTMLElement>(tag)].flatMap((element) => {
    const lang = firstPageLang(element)
    // a failed fetch is the widget's to show: it asks again, with its own error and retry
    return lang ? [paint(element, lang, fetchPage).catch(() => {})] : []
  })
  return Promise.all(painted)
}
