/**
 * The page modes of the site (spec 1): white-label (a partner word in the page or API address; its brand goes to
 * the `--fx-*` tokens) and the Telegram mini-app (`tgWebAppStartParam` in the address: compact layout, bottom
 * tabs, the start parameter as a deep link, Telegram's theme and BackButton). Decided once, at start.
 */
import { createContext, useContext, useSyncExternalStore } from 'react'
import type { Core } from '../core/session'
import { findRoute, type RouteName } from './routes'
import { activePartner, type Partner, type RuntimeConfig } from './runtime-config'

export interface HostMode {
  whiteLabel: boolean
  /** The partner whose word turned white-label on (null when only `partnerWords` named it). */
  partner: Partner | null
  miniApp: boolean
  /** The mini-app start parameter still to follow (only on the load that carried it). */
  startParam: string | null
}

/** Remembers the mini-app flag for the tab: the router drops the start parameter from the address. */
const miniAppKey = 'fx.miniApp'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function resolveMode(core: Core, runtime: RuntimeConfig): HostMode {
  const { config } = core
  const store = sessionStore()
  if (config.miniApp) store?.setItem(miniAppKey, '1')
  const miniApp = config.miniApp || store?.getItem(miniAppKey) === '1'
  const partner = config.whiteLabel ? activePartner(runtime, window.location.href, config.apiBase) : null
  return {
    whiteLabel: config.whiteLabel,
    partner,
    miniApp,
    startParam: config.miniApp ? config.miniAppStartParam : null,
  }
}

export const ModeContext = createContext<HostMode>({
  whiteLabel: false,
  partner: null,
  miniApp: false,
  startParam: null,
})

export function useMode(): HostMode {
  return useContext(ModeContext)
}

// ---------------------------------------------------------------------------------------------------------------
// Brand and theme through the --fx-* tokens (they inherit into every widget's shadow root).

const partnerTokens: Record<string, string> = {
  primary: '--fx-color-primary',
  primaryHover: '--fx-color-primary-hover',
  onPrimary: '--fx-color-on-primary',
  header: '--fx-color-header',
  onHeader: '--fx-color-on-header',
  selected: '--fx-color-selected',
}

export function applyBrand(partner: Partner | null, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(partner?.colors ?? {})) {
    const token = partnerTokens[key]
    if (token && typeof value === 'string' && value.trim() !== '') root.style.setProperty(token, value)
  }
  if (partner) root.dataset.partner = partner.word
}

// ---------------------------------------------------------------------------------------------------------------
// Telegram

export interface TelegramBackButton {
  show(): void
  hide(): void
  onClick(callback: () => void): void
  offClick(callback: () => void): void
}

/** Telegram's main button under the mini-app (the screen's main action). */
export interface TelegramMainButton {
  setText(text: string): void
  show(): void
  hide(): void
  onClick(callback: () => void): void
  offClick(callback: () => void): void
}

export interface TelegramWebApp {
  /** The launch data signed by Telegram with the bot token: the mini-app signs in with it. */
  initData?: string
  MainButton?: TelegramMainButton
  ready?(): void
  expand?(): void
  colorScheme?: 'light' | 'dark'
  themeParams?: Record<string, string | undefined>
  BackButton?: TelegramBackButton
  onEvent?(event: string, callback: () => void): void
}

declare global {
  interface Window {
    Telegram?: { WebApp?: TelegramWebApp }
  }
}

export function telegram(): TelegramWebApp | null {
  return (typeof window !== 'undefined' && window.Telegram?.WebApp) || null
}

const telegramTokens: Record<string, string | string[]> = {
  bg_color: ['--fx-color-background', '--fx-color-header'],
  secondary_bg_color: '--fx-color-surface',
  text_color: '--fx-color-text',
  hint_color: '--fx-color-text-muted',
  button_color: '--fx-color-primary',
  button_text_color: '--fx-color-on-primary',
  link_color: '--fx-color-focus',
  section_separator_color: '--fx-color-border',
}

/**
 * Telegram's theme colours as tokens; follows theme changes. Our compact header sits under Telegram's own and takes
 * the page ground (`bg_color`), so the brand mark in it stays visible.
 */
export function applyTelegramTheme(app: TelegramWebApp, root: HTMLElement = document.documentElement): void {
  const apply = () => {
    for (const [param, names] of Object.entries(telegramTokens)) {
      const value = app.themeParams?.[param]
      if (value) for (const token of [names].flat()) root.style.setProperty(token, value)
    }
    if (app.themeParams?.text_color) root.style.setProperty('--fx-color-on-header', app.themeParams.text_color)
    if (app.colorScheme) root.style.colorScheme = app.colorScheme
  }
  apply()
  app.onEvent?.('themeChanged', apply)
}

// ---------------------------------------------------------------------------------------------------------------
// Deep links of the mini-app and the narrow-screen utm_order redirect (spec 2).

export interface RouteTarget {
  name: RouteName
  params?: Record<string, string>
}

/**
 * The route a mini-app start parameter opens: `cargo_123` → cargos-details 123; `trk_<token>` → the driver's
 * page of a share link; a route name without parameters
 * (`transport-calendar`) → that route; anything else → none (the address opened as it is).
 */
export function deepLinkOf(startParam: string | null | undefined): RouteTarget | null {
  const value = startParam?.trim() ?? ''
  const cargo = /^cargos?[_-](\d+)$/i.exec(value)
  if (cargo) return { name: 'cargos-details', params: { id: cargo[1] as string } }
  // a driver's share link opened in the mini-app (the bot's `startapp=trk_<token>`)
  const track = /^trk_([A-Za-z0-9_-]{32})$/.exec(value)
  if (track) return { name: 'track', params: { token: track[1] as string } }
  const route = findRoute(value)
  if (route?.page && route.params.length === 0 && route.path !== '*') return { name: route.name as RouteName }
  return null
}

/** Spec 9: the narrow-screen threshold. */
export const narrowWidth = 550
const narrowQuery = `(max-width: ${narrowWidth}px)`

export function isNarrow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(narrowQuery).matches
}

function subscribeNarrow(onChange: () => void) {
  const list = window.matchMedia(narrowQuery)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/** The window is 550 px wide or narrower (live). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, () => false)
}

/** Spec 2: on a narrow window an address with `utm_order` goes to the cargo details of that id. */
export function utmOrderTarget(search: string, narrow: boolean): RouteTarget | null {
  if (!narrow) return null
  const id = new URLSearchParams(search).get('utm_order')?.trim()
  return id ? { name: 'cargos-details', params: { id } } : null
}
