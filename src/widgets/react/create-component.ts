/**
 * React components over the `fx-*` custom elements, for the SDK package's `/react` entry (scripts/pack-sdk.ts
 * writes one per element from the manifest). The app's React renders only this wrapper; the element keeps its own
 * renderer inside. Modelled on `@lit/react`'s `createComponent`:
 * - attributes (`apiBase`, `pageSize`, `lang`…) are rendered as their kebab-case attributes, so the element reads
 *   them whenever its code arrives;
 * - rich properties (`filters`) and `token` reach the element as properties on the first render: as JSX props once
 *   the element is defined (React 19 sets them as properties before the element is connected), and from a layout
 *   effect before that (the element takes over properties set before its definition when it upgrades);
 * - `on…` props listen to the element's `fx-*` events (`onCargoSelect` ← `fx-cargo-select`) and always call the
 *   latest handler, with no re-subscription per render;
 * - the element's code is loaded with the component's first render (`load`), once.
 * A new object with the same content is not a change: the element compares rich properties by content.
 */
import {
  type CSSProperties,
  createElement,
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react'

/** `cargo-select` → `cargoSelect`. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S

/** The `on…` prop of an `fx-*` event name: `fx-cargo-select` → `onCargoSelect`. */
export type EventProp<Name extends string> = Name extends `fx-${infer Rest}` ? `on${Capitalize<Camel<Rest>>}` : never

/** `on…` handler props derived from an element's event map. */
export type EventHandlerProps<Events> = {
  [K in keyof Events & string as EventProp<K>]?: (event: Events[K]) => void
}

/** What any wrapper passes on to its element as it is. */
export interface HostProps {
  id?: string
  className?: string
  style?: CSSProperties
  hidden?: boolean
  title?: string
  slot?: string
  part?: string
  tabIndex?: number
  role?: string
  children?: ReactNode
  [data: `data-${string}`]: string | number | boolean | undefined
  [aria: `aria-${string}`]: string | number | boolean | undefined
}

/** The props of a wrapper: the element's attributes and properties, its events as `on…`, and the host's props. */
export type FxComponentProps<Props, Events> = Partial<Props> & EventHandlerProps<Events> & HostProps

export type FxComponent<Element extends HTMLElement, Props, Events> = ForwardRefExoticComponent<
  FxComponentProps<Props, Events> & RefAttributes<Element>
>

/** How a wrapper maps its props (written from the manifest). */
export interface ComponentSpec {
  /** Prop name → attribute name (`apiBase` → `api-base`). */
  attributes: Readonly<Record<string, string>>
  /** Rich properties, set as JS properties (`filters`, `token`). */
  properties: readonly string[]
  /** `on…` prop → event name (`onCargoSelect` → `fx-cargo-select`). */
  events: Readonly<Record<string, string>>
}

type Handler = (event: Event) => void

export function createComponent<Element extends HTMLElement, Props, Events>(
  tag: string,
  load: () => Promise<unknown>,
  spec: ComponentSpec,
): FxComponent<Element, Props, Events> {
  let loading: Promise<unknown> | undefined
  const properties = new Set(spec.properties)
  const eventNames = Object.values(spec.events)

  const Component = forwardRef<Element, FxComponentProps<Props, Events>>(function FxWrapper(props, forwardedRef) {
    if (typeof window !== 'undefined' && !loading) {
      loading = load().catch((error: unknown) => {
        loading = undefined
        console.error(`[fx] <${tag}>: its code did not load`, error)
      })
    }
    const element = useRef<Element | null>(null)
    const handlers = useRef<Record<string, Handler | undefined>>({})
    const lastSet = useRef(new Map<string, unknown>())
    const defined = typeof customElements !== 'undefined' && customElements.get(tag) !== undefined

    const host: Record<string, unknown> = {}
    const rich: Record<string, unknown> = {}
    const current: Record<string, Handler | undefined> = {}
    for (const [key, value] of Object.entries(props as Record<string, unknown>)) {
      const attribute = spec.attributes[key]
      const event = spec.events[key]
      if (attribute !== undefined) {
        if (value !== undefined && value !== null && value !== false)
          host[attribute] = value === true ? '' : String(value)
      } else if (properties.has(key)) {
        rich[key] = value
      } else if (event !== undefined) {
        current[event] = value as Handler | undefined
      } else {
        host[key] = value
      }
    }
    // defined: React 19 sets them as properties before the element is connected (its first render has them)
    if (defined) Object.assign(host, rich)

    useLayoutEffect(() => {
      handlers.current = current
      const el = element.current as unknown as Record<string, unknown> | null
      if (!el) return
      // not defined at render: set as properties now (what changed since the last render), the element takes them
      // over when it upgrades; defined: React set them
      for (const key of properties) {
        if (!(key in rich) && !lastSet.current.has(key)) continue
        const value = rich[key]
        if (!defined && !(lastSet.current.has(key) && Object.is(lastSet.current.get(key), value))) el[key] = value
        lastSet.current.set(key, value)
      }
    })

    useLayoutEffect(() => {
      const el = element.current
      if (!el) return
      const listeners = eventNames.map((name) => {
        const listener = (event: Event) => handlers.current[name]?.(event)
        el.addEventListener(name, listener)
        return [name, listener] as const
      })
      return () => {
        for (const [name, listener] of listeners) el.removeEventListener(name, listener)
      }
    }, [])

    const ref = useCallback(
      (node: Element | null) => {
        element.current = node
        if (typeof forwardedRef === 'function') forwardedRef(node)
        else if (forwardedRef) forwardedRef.current = node
      },
      [forwardedRef],
    )
    return createElement(tag, { ...host, ref })
  })
  Component.displayName = tag
    .split('-')
    .slice(1)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
  return Component as FxComponent<Element, Props, Events>
}
