/**
 * `defineWidget()`: a React component as an `fx-*` custom element.
 *
 * - The element renders the component in its open shadow root while it is in the document (unmounted when it
 *   leaves, mounted again when it returns); the design tokens, the base, the kit and the widget's own CSS are
 *   adopted as constructed stylesheets, one `CSSStyleSheet` per CSS text for the page.
 * - Attributes are kebab-case strings parsed through the widget's zod schema (the keys are camelCase props:
 *   `apiBase` ← `api-base`): booleans by presence (`compact`, removed = off, `compact="false"` = off too),
 *   numbers by `Number()`, the rest as text. Invalid values warn once and fall back to the schema's default.
 *   Every widget has `api-base`, `lang` (ru | en), `partner` and `theme` (light | dark | auto).
 * - Each attribute is mirrored by a property (`el.theme = 'dark'`), rich values are properties declared in
 *   `properties`, and `token` is a write-only property that signs the shared session in (never an attribute).
 * - The first element to connect configures the shared core (`getCore`) from its `api-base`, `partner` and
 *   `lang`; a later element with a different `api-base` warns, as it cannot change the page's client.
 * - Events are `fx-*` `CustomEvent`s fired from the element with `bubbles` and `composed` (`dispatch`).
 * - Attribute values and `useHostState` live in signals on the element, so they survive the remount when the
 *   element is moved in the DOM.
 * - Defining a tag twice warns and keeps the first definition; in a non-browser runtime (node, SSR) nothing is
 *   registered and the definition is still returned (the manifest generator reads it).
 */

import { type Signal, signal } from '@preact/signals-core'
import {
  type ComponentType,
  createElement,
  lazy,
  Suspense,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { createRoot, type Root as Tree } from 'react-dom/client'
import { z } from 'zod/mini'
import type { $ZodObject, $ZodShape, $ZodType } from 'zod/v4/core'
import { resolveApiBase } from '../core/config'
import type { Lang } from '../core/contract/common'
import { languages, parseLanguage } from '../core/i18n'
import { getCore } from '../core/session'
import { baseStyles, tokenStyles } from './styles'
import { adoptSheets, adoptStyles, canAdopt, sharedSheet } from './ui/adopt-styles'
import { type ConfigProblem, configProblem, tokenGiven } from './ui/config-problem'
import { dispatchFx, type FxEventInit, useSignal, WidgetContext, type WidgetContextValue } from './ui/context'
import { firstViewTag } from './ui/first-view-tag'
import { kitStyles } from './ui/styles'
import { ToastRegion } from './ui/toast'
import { createToastStore, type ToastStore } from './ui/toast-store'

export {
  dispatchFx,
  useApi,
  useCore,
  useDispatch,
  useFormat,
  useHostState,
  useLang,
  useSignal,
  useT,
  useToast,
  useWidget,
} from './ui/context'

/**
 * Documents a schema for the manifest and the types (`scripts/manifest.ts` reads it from zod's global registry):
 * the widgets' schemas are zod/mini, which has no `.describe()`.
 */
export function doc<T extends $ZodType>(schema: T, description: string): T {
  z.globalRegistry.add(schema, { description })
  return schema
}

/** The attributes every widget has. */
export const baseAttributes = z.object({
  apiBase: doc(z.optional(z.string()), 'The exchange API host (without /api); default: the page origin.'),
  lang: doc(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' ? (parseLanguage(value) ?? value) : value)),
      z.optional(z.enum(languages)),
    ),
    'Interface language of this element: ru or en; default: the page language (ru).',
  ),
  partner: doc(z.optional(z.string()), 'Partner words that turn the white-label variant on (comma-separated).'),
  theme: doc(
    z._default(z.enum(['light', 'dark', 'auto']), 'auto'),
    'Colour scheme: light, dark, or auto (follows the page preference).',
  ),
})
export type BaseAttributes = typeof baseAttributes

export type EventSchemas = Record<`fx-${string}`, $ZodType>
export type PropertySchemas = Record<string, $ZodType>
/** A widget's own attributes: an object schema (zod/mini in the widgets, so a page pays for the parts it uses). */
export type AttributeSchemas = $ZodObject<$ZodShape>

/** Fires one of the widget's events: typed by its schema, `bubbles` and `composed`; false when cancelled. */
export type Dispatch<E extends EventSchemas> = <K extends keyof E & string>(
  name: K,
  detail: z.input<E[K]>,
  init?: FxEventInit,
) => boolean

/** What the widget's component receives: parsed attributes, rich properties and `dispatch`. */
export type WidgetProps<
  A extends AttributeSchemas = AttributeSchemas,
  P extends PropertySchemas = PropertySchemas,
  E extends EventSchemas = EventSchemas,
> = z.output<BaseAttributes> &
  z.output<A> & { [K in keyof P]: z.output<P[K]> } & {
    dispatch: Dispatch<E>
  }

export interface WidgetOptions<A extends AttributeSchemas, P extends PropertySchemas, E extends EventSchemas> {
  /** The widget's own attributes (camelCase keys; the attribute is the kebab-case). `.describe()` documents. */
  attributes: A
  /** Rich values, set as JS properties only (objects, arrays, functions); parsed with these schemas. */
  properties?: P
  /** The events the widget fires: name → detail schema (`.describe()` documents). */
  events?: E
  /**
   * CSS texts (imported `?inline`) adopted after the tokens, the base and the kit: what the first view shows. A piece
   * loaded later (a dialog's body, a chart) brings its own with `useStyles`, adopted before these.
   */
  styles?: readonly string[]
  /** For the manifest: what the widget is. */
  description?: string
  /** For the manifest: the `part` names the widget exposes beyond the kit's. */
  parts?: Record<string, string>
}

export interface Widget<
  A extends AttributeSchemas = AttributeSchemas,
  P extends PropertySchemas = PropertySchemas,
  E extends EventSchemas = EventSchemas,
> {
  readonly tag: `fx-${string}`
  /** Base and own attribute schemas by prop name. */
  readonly attributes: Readonly<Record<string, $ZodType>>
  readonly properties: P
  readonly events: E
  readonly description: string
  readonly parts: Record<string, string>
  /** The element class; `undefined` outside a browser or when the tag was already taken. */
  readonly element: CustomElementConstructor | undefined
  /** @internal type carrier */
  readonly __props?: WidgetProps<A, P, E>
}

/** The element interface of a widget, for `HTMLElementTagNameMap`. */
export type ElementOf<W> =
  W extends Widget<infer A, infer P>
    ? HTMLElement & { token: string | null | undefined } & Partial<z.output<BaseAttributes>> &
        Partial<z.output<A>> & { [K in keyof P]: z.input<P[K]> }
    : never

/** The detail types of a widget's events, for `GlobalEventHandlersEventMap`. */
export type EventsOf<W> =
  W extends Widget<AttributeSchemas, PropertySchemas, infer E> ? { [K in keyof E]: CustomEvent<z.output<E[K]>> } : never

// ---------------------------------------------------------------------------------------------------------------

/** camelCase → kebab-case (`apiBase` → `api-base`). */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

type Def = { type: string; innerType?: $ZodType; in?: $ZodType }

/** The type under optional/default/nullable/…: `boolean`, `number`, `string`, `enum`… */
export function valueKind(schema: $ZodType): string {
  let current: $ZodType | undefined = schema
  for (let depth = 0; current && depth < 10; depth++) {
    const def: Def = (current as unknown as { _zod: { def: Def } })._zod.def
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) {
      current = def.innerType
    } else if (def.type === 'pipe') {
      current = def.in
    } else {
      return def.type
    }
  }
  return 'unknown'
}

/** The attribute's text as the value the schema parses. */
function attributeInput(schema: $ZodType, raw: string | null): unknown {
  const kind = valueKind(schema)
  if (kind === 'boolean') return raw !== null && raw.trim().toLowerCase() !== 'false'
  if (raw === null) return undefined
  if (kind === 'number' || kind === 'int') return raw.trim() === '' ? undefined : Number(raw)
  return raw
}

const warned = new Set<string>()
function warnOnce(message: string): void {
  if (warned.has(message)) return
  warned.add(message)
  console.warn(message)
}

/** Parses the raw attributes of an element with the widget's schemas. */
export function parseAttributes(
  tag: string,
  schemas: Readonly<Record<string, $ZodType>>,
  raw: Readonly<Record<string, string | null>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [prop, schema] of Object.entries(schemas)) {
    const name = attributeName(prop)
    const parsed = z.safeParse(schema, attributeInput(schema, raw[name] ?? null))
    if (parsed.success) {
      out[prop] = parsed.data
    } else {
      warnOnce(`[fx] <${tag}> ignores ${name}="${raw[name]}": ${parsed.error.issues[0]?.message ?? 'invalid value'}`)
      const fallback = z.safeParse(schema, undefined)
      out[prop] = fallback.success ? fallback.data : undefined
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * What the page's developer must fix, shown on the page (./ui/config-notice.tsx): loaded only when there is a
 * problem, so its texts are no part of a page's first load.
 */
const ConfigNotice = lazy(() => import('./ui/config-notice'))

const attrsKey = Symbol('fx.attributes')
const propsKey = Symbol('fx.properties')
const stateKey = Symbol('fx.state')
const toastsKey = Symbol('fx.toasts')
const shownKey = Symbol('fx.shown')
const treeKey = Symbol('fx.tree')

interface FxHost extends HTMLElement {
  /**
   * The value each rich property stands for now: the last one set, or the one the widget last reported in an
   * event's detail under the property's name (`fx-search` → `detail.filters` after the user's own search).
   */
  [shownKey]: Record<string, unknown>
  [attrsKey]: Signal<Record<string, string | null>>
  [propsKey]: Signal<Record<string, unknown>>
  [stateKey]: Map<string, Signal<unknown>>
  [toastsKey]: ToastStore
}

/** The shared core, configured by the first element that asks. Warns when a later element asks for another API. */
function coreFor(element: HTMLElement) {
  const apiBase = element.getAttribute('api-base')
  const core = getCore({ apiBase, partner: element.getAttribute('partner'), lang: element.getAttribute('lang') })
  if (apiBase) {
    const w = globalThis as { location?: Location; FX_CONFIG?: Window['FX_CONFIG'] }
    const origin = w.location?.origin && w.location.origin !== 'null' ? w.location.origin : null
    const wanted = resolveApiBase(apiBase, w.FX_CONFIG, origin)
    if (wanted !== core.config.apiBase) {
      warnOnce(
        `[fx] <${element.localName} api-base="${apiBase}"> is ignored: the page's widgets share one API client, ` +
          `already configured for "${core.config.apiBase || '(same origin)'}" by the first widget.`,
      )
    }
  }
  return core
}

function readAttributes(element: Element, names: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]))
}

/** JSON with every plain object's keys in order: the same data gives the same text, whatever order it was built in. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  )

/**
 * Whether two property values are the same data: primitives by `Object.is`, objects and arrays by content (an
 * `undefined` field and a missing one are the same). A framework that renders `filters={{ … }}` hands a new
 * object on every render; the same content must not start a new search.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (typeof a === 'object' && typeof b === 'object' && canonical(a) === canonical(b))
}

/**
 * Defines `tag` as a custom element rendering `Component`. Returns the widget's definition (for the manifest
 * and the element types).
 */
export function defineWidget<
  A extends AttributeSchemas,
  P extends PropertySchemas = Record<never, $ZodType>,
  E extends EventSchemas = Record<never, $ZodType>,
>(
  tag: `fx-${string}`,
  Component: ComponentType<WidgetProps<A, P, E>>,
  options: WidgetOptions<A, P, E>,
): Widget<A, P, E> {
  if (!/^fx-[a-z0-9]+(-[a-z0-9]+)*$/.test(tag)) throw new Error(`defineWidget: "${tag}" is not an fx-* tag name`)
  for (const name of Object.keys(options.events ?? {})) {
    if (!name.startsWith('fx-')) throw new Error(`defineWidget(${tag}): event "${name}" must start with fx-`)
  }
  const schemas: Record<string, $ZodType> = { ...baseAttributes.shape, ...options.attributes._zod.def.shape }
  const widget: Widget<A, P, E> = {
    tag,
    attributes: schemas,
    properties: (options.properties ?? {}) as P,
    events: (options.events ?? {}) as E,
    description: options.description ?? '',
    parts: options.parts ?? {},
    element: undefined,
  }
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return widget
  if (customElements.get(tag)) {
    console.warn(
      `[fx] <${tag}> is already defined on this page (is the SDK loaded twice?); this second definition is ignored.`,
    )
    return widget
  }

  const attributeNames = Object.keys(schemas).map(attributeName)
  const propertySchemas = widget.properties as PropertySchemas
  const css = [tokenStyles, baseStyles, ...kitStyles, ...(options.styles ?? [])]
  const adopt = canAdopt()
  // what a piece loaded later adopts (`useStyles`) goes before the widget's own CSS
  const own = adopt ? (options.styles ?? []).map(sharedSheet) : []

  function Root({ container }: { container: ShadowRoot }) {
    const host = container.host as FxHost
    const raw = useSignal(host[attrsKey])
    const rich = useSignal(host[propsKey])
    const [portal, setPortal] = useState<HTMLElement | null>(null)
    const attributes = useMemo(() => parseAttributes(tag, schemas, raw), [raw])
    const lang = (attributes.lang as Lang | undefined) ?? null
    const core = useMemo(() => coreFor(host), [host])
    const coreLang = useSignal(core.i18n.language)
    const dispatch = useMemo(
      () =>
        ((name, detail, init) => {
          // what the widget reports under a rich property's name (`fx-search` → `detail.filters`) is what the
          // property stands for now: that content set again is no change, the content set before it is one
          const reported = Object(detail) as Record<string, unknown>
          for (const prop in propertySchemas) if (prop in reported) host[shownKey][prop] = reported[prop]
          return dispatchFx(host, name as `fx-${string}`, detail, init)
        }) as Dispatch<E>,
      [host],
    )
    const context = useMemo<WidgetContextValue>(
      () => ({
        tag,
        host,
        root: container,
        portal,
        lang,
        core,
        toasts: host[toastsKey],
        state: host[stateKey],
      }),
      [host, container, portal, lang, core],
    )
    const props = { ...attributes, ...rich, dispatch } as WidgetProps<A, P, E>
    const pageProblem = useSignal(configProblem)
    const signOutReason = useSignal(core.session.signOutReason)
    const pageGaveToken = useSignal(tokenGiven)
    const problem: ConfigProblem | null =
      pageProblem ?? (pageGaveToken && signOutReason === 'unauthorized' ? { kind: 'token-expired' } : null)
    // a first view drawn before the widget loaded (./cargo-search/first-paint.ts) goes with the widget's first
    // commit, before it is painted: Preact drops it as it renders, React leaves it in the root for this to remove
    const [drawn] = useState(() => container.querySelector(firstViewTag) !== null)
    useLayoutEffect(() => container.querySelector(firstViewTag)?.remove(), [container])
    // React renders the widget itself in the background (a deferred render yields to the browser every few
    // milliseconds) after committing its empty root, so a widget's first render is no long task on a phone's CPU;
    // Preact (the script-tag SDK) renders it at once, and so does React over a drawn first view, which must not go
    // blank in between
    const render = useDeferredValue(true, drawn)
    return createElement(
      WidgetContext.Provider,
      { value: context },
      createElement(
        'div',
        { className: 'fx-root', part: 'root', lang: lang ?? coreLang },
        ...(adopt ? [] : css.map((text, i) => createElement('style', { key: `s${i}` }, text))),
        problem
          ? createElement(
              Suspense,
              { key: 'n', fallback: null },
              createElement(ConfigNotice, {
                problem,
                lang: lang ?? coreLang,
                adopt: (text: string) => (adopt ? adoptStyles(container, [text]) : undefined),
              }),
            )
          : null,
        render ? createElement(Component, { key: 'c', ...props }) : null,
        createElement(ToastRegion, { key: 't' }),
        createElement('div', { key: 'p', className: 'fx-portal', ref: setPortal }),
      ),
    )
  }
  Root.displayName = `FxRoot(${tag})`

  class FxElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return attributeNames
    }

    [attrsKey] = signal(readAttributes(this, attributeNames));
    [propsKey] = signal<Record<string, unknown>>(
      Object.fromEntries(Object.entries(propertySchemas).map(([k, s]) => [k, z.safeParse(s, undefined).data])),
    );
    [stateKey] = new Map<string, Signal<unknown>>();
    [toastsKey] = createToastStore();
    [shownKey]: Record<string, unknown> = {};
    /** The widget's tree while the element is in the document. */
    [treeKey]: Tree | undefined

    constructor() {
      super()
      // an element whose script-tag entry drew its first view before the widget loaded (cargo search,
      // ./cargo-search/first-paint.ts) has its shadow root already, and the widget renders in it
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (adopt) adoptSheets(root, css.map(sharedSheet), own)
    }

    connectedCallback(): void {
      // React 19 writes `<fx-… apiBase="…">` rendered before the definition as `apibase`: the kebab-case name
      // takes it over, unless it is there itself
      for (const name of attributeNames) {
        const alias = name.replaceAll('-', '')
        if (!this.hasAttribute(name) && this.hasAttribute(alias))
          this.setAttribute(name, this.getAttribute(alias) ?? '')
      }
      // values set on the element before it was upgraded (a framework that rendered before the SDK arrived, a
      // page script) shadow the prototype's accessors: take them over (the lazy-property upgrade)
      for (const name of upgradable) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name]
          delete (this as Record<string, unknown>)[name]
          ;(this as Record<string, unknown>)[name] = value
        }
      }
      for (const prop in propertySchemas) {
        if (this.hasAttribute(prop)) {
          warnOnce(
            `[fx] <${tag} ${prop}="${this.getAttribute(prop)}">: ${prop} is a property, not an attribute: ` +
              `set el.${prop} = {…} (the SDK package's React components do).`,
          )
        }
      }
      coreFor(this)
      const container = this.shadowRoot as ShadowRoot
      this[treeKey] ??= createRoot(container)
      this[treeKey].render(createElement(Root, { container }))
    }

    /** Unmounts the tree (state that must outlive a move lives in signals on the element); a return mounts it again. */
    disconnectedCallback(): void {
      this[treeKey]?.unmount()
      this[treeKey] = undefined
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      if (this[attrsKey].peek()[name] === value) return
      this[attrsKey].value = { ...this[attrsKey].peek(), [name]: value }
    }

    /** Signs the page's shared session in (`null` or `''` signs out). Write-only: reads answer `undefined`. */
    get token(): string | null | undefined {
      return undefined
    }

    set token(value: string | null | undefined) {
      const { session } = coreFor(this)
      if (!value) {
        if (session.accessToken.peek()) session.signOut('user')
      } else if (value !== session.accessToken.peek()) {
        tokenGiven.value = true
        void session.signIn(value)
      }
    }
  }

  const upgradable = ['token']
  // a property per attribute (reflecting), unless HTMLElement has one already (`lang`)
  for (const prop of Object.keys(schemas)) {
    if (prop in HTMLElement.prototype) continue
    upgradable.push(prop)
    const name = attributeName(prop)
    const schema = schemas[prop] as $ZodType
    Object.defineProperty(FxElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: FxHost) {
        return parseAttributes(tag, { [prop]: schema }, { [name]: this.getAttribute(name) })[prop]
      },
      set(this: FxHost, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name)
        else this.setAttribute(name, value === true ? '' : String(value))
      },
    })
  }
  // rich properties: JS only, parsed with their schema
  for (const [prop, schema] of Object.entries(propertySchemas)) {
    upgradable.push(prop)
    Object.defineProperty(FxElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: FxHost) {
        return this[propsKey].peek()[prop]
      },
      set(this: FxHost, value: unknown) {
        const parsed = z.safeParse(schema, value)
        if (!parsed.success) {
          console.warn(`[fx] <${tag}>.${prop} ignores an invalid value: ${parsed.error.issues[0]?.message}`, value)
          return
        }
        // the same content again (a new object of a re-render) changes nothing
        const shown = prop in this[shownKey] ? this[shownKey][prop] : this[propsKey].peek()[prop]
        if (sameValue(shown, parsed.data)) return
        this[shownKey][prop] = parsed.data
        this[propsKey].value = { ...this[propsKey].peek(), [prop]: parsed.data }
      },
    })
  }

  customElements.define(tag, FxElement)
  return { ...widget, element: FxElement }
}

/** Fires an `fx-*` event from `target` (bubbles, composed). */
export const dispatch = dispatchFx
