/**
 * The React side of a widget: one context per element (its host, shadow root, popover root, language, toasts and
 * state that survives remounts) and the hooks widgets and the kit read it with. Outside a widget (host screens
 * built from the kit) the hooks fall back to the page: the shared core, the core's language, `document`.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { type CallArgs, errorMessage, isApiError, type RequestSpec, shouldToast } from '../../core/api'
import type { Lang } from '../../core/contract/common'
import type { Endpoint, ResponseOf } from '../../core/contract/endpoint'
import { knownTimeZone, type Translate } from '../../core/i18n'
import { type Core, getCore } from '../../core/session'
import { adoptStyles, canAdopt } from './adopt-styles'
import { type Formatters, formattersOf } from './formatters'
import { createToastStore, type ToastOptions, type ToastStore } from './toast-store'

/** Options of an `fx-*` event: every one bubbles and is composed; `cancelable` lets a page veto it. */
export interface FxEventInit {
  cancelable?: boolean
}

/** Fires `name` with `detail` from an element: `bubbles` and `composed`, so it leaves any shadow root. */
export function dispatchFx(
  target: EventTarget,
  name: `fx-${string}`,
  detail: unknown,
  init: FxEventInit = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: init.cancelable ?? false }),
  )
}

export interface WidgetContextValue {
  /** The custom element's tag, `null` outside a widget. */
  readonly tag: string | null
  /** The custom element; `null` outside a widget. */
  readonly host: HTMLElement | null
  /** Where the widget's DOM lives: its shadow root, or the document outside a widget. */
  readonly root: ShadowRoot | Document
  /** Where popovers portal to (a node inside the shadow root); `null` = `document.body`. */
  readonly portal: HTMLElement | null
  /** The element's `lang` attribute; `null` follows the shared core's language. */
  readonly lang: Lang | null
  readonly core: Core
  readonly toasts: ToastStore
  /** Per-element state that outlives a remount (the element unmounts its tree when it is moved). */
  readonly state: Map<string, Signal<unknown>>
}

export const WidgetContext = createContext<WidgetContextValue | null>(null)

let pageContext: WidgetContextValue | null = null

/** The context outside any widget: the page. Created once. */
function pageFallback(): WidgetContextValue {
  pageContext ??= {
    tag: null,
    host: null,
    root: document,
    portal: null,
    lang: null,
    core: getCore(),
    toasts: createToastStore(),
    state: new Map(),
  }
  return pageContext
}

export interface KitProviderProps {
  children?: ReactNode
  /** Interface language for this subtree; default: the shared core's. */
  lang?: Lang | null
  /** Popover root; default `document.body`. */
  portal?: HTMLElement | null
  toasts?: ToastStore
}

/**
 * For host screens that use the kit without being a widget: sets the language, popover root and toast store.
 * (Widgets get their provider from `defineWidget`.)
 */
export function KitProvider({ children, lang = null, portal = null, toasts }: KitProviderProps) {
  const parent = useContext(WidgetContext) ?? pageFallback()
  const [own] = useState(() => toasts ?? createToastStore())
  const value = useMemo<WidgetContextValue>(
    () => ({ ...parent, lang: lang ?? parent.lang, portal: portal ?? parent.portal, toasts: toasts ?? own }),
    [parent, lang, portal, toasts, own],
  )
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
}

/**
 * Popovers of the subtree portal into `portal` instead of the widget's root: a modal dialog's own node, since a
 * modal `<dialog>` makes everything outside it inert and below its top layer.
 */
export function PopoverRoot({ portal, children }: { portal: HTMLElement | null; children?: ReactNode }) {
  const parent = useWidget()
  const value = useMemo(() => (portal ? { ...parent, portal } : parent), [parent, portal])
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>
}

/** The element (or page) context. */
export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext) ?? pageFallback()
}

/** The page's shared core: session, API client, i18n, config. */
export function useCore(): Core {
  return useWidget().core
}

/** The current value of a signal; re-renders when it changes. */
export function useSignal<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => source.subscribe(() => onChange()), [source])
  return useSyncExternalStore(subscribe, () => source.peek())
}

/** The language of this element: its `lang` attribute, else the shared core's language (live). */
export function useLang(): Lang {
  const { lang, core } = useWidget()
  const coreLang = useSignal(core.i18n.language)
  return lang ?? coreLang
}

export type { Formatters, Translate }

/**
 * i18n `t` bound to this element's language: `t('common.search')`, `t('cargo.count', { count })`. It takes the
 * shared keys and the keys `K` of its caller's own texts, `useT<CalendarTextKey>()`, so a missing or misspelt key
 * fails the type check; the kit's `useT()` takes the shared keys only.
 */
export function useT<K extends string = never>(): Translate<K> {
  const lang = useLang()
  const { core } = useWidget()
  return useMemo(() => {
    const fixed = core.i18n.fixedT<K>(lang)
    return (key, options) => fixed(key, options)
  }, [core, lang])
}

/**
 * Number, money and date formatters in this element's language. Moments are shown on the signed-in user's clock
 * (the time zone of their profile): a Novosibirsk dispatcher reading an order's timeline on a laptop set to Moscow
 * time sees Novosibirsk times, as the documents and notifications name them. Visitors see the device's clock.
 */
export function useFormat(): Formatters {
  const lang = useLang()
  const { core } = useWidget()
  const user = useSignal(core.session.user)
  const timeZone = knownTimeZone(user?.timezone)
  return useMemo(() => formattersOf(lang, timeZone), [lang, timeZone])
}

export interface WidgetApi {
  /** `core.api.call`, sending this element's language as Accept-Language. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>
  /** `core.api.prefetch` in this element's language: the GET goes out now, the next `call` of it reads it. */
  prefetch<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): void
  request<T = unknown>(spec: RequestSpec<T>): Promise<T>
  readonly lang: Lang
}

/**
 * Failures shown where they happened: a form's field messages, a failure state with its retry, a toast already
 * made for it. The kit's own toast (`useApi`) leaves these alone, so one failure reaches the user once.
 */
const shownFailures = new WeakSet<object>()

/** Says that a failure is shown on the screen (inline, or toasted by its call site): no toast of the kit's. */
export function markFailureShown(error: unknown): void {
  if (typeof error === 'object' && error !== null) shownFailures.add(error)
}

export function isFailureShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shownFailures.has(error)
}

/**
 * How long a failed call waits for its call site to show the failure itself (a form puts a 422 under its fields,
 * a list draws its failure state) before the kit toasts it: the caller's `catch` runs at once, a screen's render of
 * the failure within a frame or two.
 */
export const failureToastDelay = 100

export interface UseApiOptions {
  /**
   * `false`: failures are the caller's to show (`useEndpoint`, which toasts after its render, when nothing showed
   * them). Default: every failure but 401, 404 and a cancelled request is toasted unless the call site shows it.
   */
  toast?: boolean
}

/**
 * The shared API client, speaking this element's language. Spec 8 in one place: a failed call is toasted in the
 * element's language (not 401, 404 or a cancelled request) unless its call site shows the failure itself
 * (`markFailureShown`, `ErrorState`, `useToast().error`) in the moment after it fails.
 */
export function useApi(options: UseApiOptions = {}): WidgetApi {
  const { core } = useWidget()
  const lang = useLang()
  const toast = useToast()
  const toastFailures = options.toast ?? true
  return useMemo<WidgetApi>(() => {
    const withLang = (headers?: Record<string, string>) => ({ 'Accept-Language': lang, ...headers })
    /** A call's arguments with this element's language added to its headers. */
    const inLang = <A extends unknown[]>(args: A) => {
      const options = (args[0] ?? {}) as { headers?: Record<string, string> }
      return [{ ...options, headers: withLang(options.headers) }] as unknown as A
    }
    const watched = <T,>(call: Promise<T>): Promise<T> => {
      if (toastFailures) {
        call.catch((error: unknown) => {
          if (!shouldToast(error)) return
          setTimeout(() => {
            if (!isFailureShown(error)) toast.error(error)
          }, failureToastDelay)
        })
      }
      return call
    }
    return {
      lang,
      call(endpoint, ...args) {
        return watched(core.api.call(endpoint, ...inLang(args)))
      },
      prefetch(endpoint, ...args) {
        core.api.prefetch(endpoint, ...inLang(args))
      },
      request(spec) {
        return watched(core.api.request({ ...spec, headers: withLang(spec.headers) }))
      },
    }
  }, [core, lang, toast, toastFailures])
}

/**
 * `useState` that outlives a remount of the element (moving it in the DOM unmounts and remounts its React
 * tree): the value lives in a signal kept on the element under `key`.
 */
export function useHostState<T>(key: string, initial: T | (() => T)): [T, (value: T | ((previous: T) => T)) => void] {
  const { state } = useWidget()
  const [store] = useState(() => {
    let existing = state.get(key) as Signal<T> | undefined
    if (!existing) {
      existing = signal(typeof initial === 'function' ? (initial as () => T)() : initial)
      state.set(key, existing as Signal<unknown>)
    }
    return existing
  })
  const value = useSignal(store)
  const set = useCallback(
    (next: T | ((previous: T) => T)) => {
      store.value = typeof next === 'function' ? (next as (previous: T) => T)(store.peek()) : next
    },
    [store],
  )
  return [value, set]
}

/** Fires an `fx-*` event from the element (bubbles, composed). Outside a widget it is a no-op that answers true. */
export function useDispatch(): (name: `fx-${string}`, detail?: unknown, init?: FxEventInit) => boolean {
  const { host } = useWidget()
  return useCallback((name, detail, init) => (host ? dispatchFx(host, name, detail ?? null, init) : true), [host])
}

export interface Toaster {
  show(message: string, options?: ToastOptions): number
  /**
   * Spec 8: toasts a failure in this element's language, except on 401, 404 and cancelled requests; `message`
   * (the call site's own words for it) is shown whatever the status. Either way the failure counts as shown.
   */
  error(error: unknown, message?: string): number | null
  dismiss(id: number): void
}

/**
 * The words of a failure's toast: the catalogue's (spec 8), or the server's own where the catalogue has only
 * "unknown error, try later" for the status: a conflict (409: «Этот груз уже предложен этой машине») or a rate limit
 * (429: "try again in N s"), in the language the request asked for.
 */
export function failureText(error: unknown, lang: Lang): string {
  if (isApiError(error) && (error.status === 409 || error.status === 429) && error.serverMessage) {
    return error.fieldError(Object.keys(error.fields)[0] ?? '') ?? error.serverMessage
  }
  return errorMessage(error, lang)
}

/** Toasts at the bottom of the widget, 5000 ms each (spec 9). */
export function useToast(): Toaster {
  const { toasts } = useWidget()
  const lang = useLang()
  return useMemo<Toaster>(
    () => ({
      show: (message, options) => toasts.show(message, options),
      error: (error, message) => {
        if (message === undefined && !shouldToast(error)) return null
        markFailureShown(error)
        return toasts.show(message ?? failureText(error, lang), { kind: 'error' })
      },
      dismiss: (id) => toasts.dismiss(id),
    }),
    [toasts, lang],
  )
}

/**
 * A piece's CSS, adopted by the shadow root of the widget that renders it, during its first render (so the piece never
 * paints unstyled). Outside a widget the page holds it (the site installs the domain's CSS with the kit's): nothing to
 * do. Returns what the piece renders: nothing, or in a browser without constructed stylesheets the `<style>` elements.
 */
export function useStyles(...css: string[]): ReactNode {
  const { root } = useWidget()
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return null
  if (!canAdopt()) return css.map((text, i) => createElement('style', { key: `fx-style-${i}` }, text))
  // during render, not in an effect: adopting is idempotent, and the sheet is there before the piece first paints
  adoptStyles(root, css)
  return null
}
