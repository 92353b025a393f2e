/**
 * The host places widgets the way partners do: as `fx-*` custom elements, defined by the widget registry (the
 * same modules the SDK builds, here on the host's React 19). A tag that is not registered yet simply stays an
 * empty element.
 */
import { createElement, type HTMLAttributes, type Ref, useEffect } from 'react'
import { widgets } from '../widgets/registry'

type Loader = () => Promise<unknown>

/** Defines the element of a registered tag; resolves false when the registry has no such widget. */
export async function loadWidget(tag: string): Promise<boolean> {
  const load = (widgets as Record<string, Loader | undefined>)[tag]
  if (!load) return false
  await load()
  return true
}

/**
 * Starts loading a widget's definition at once, beside the chunk of the page that places it (./route-pages.ts):
 * the widget's chunks load while the page's do. A failure is reported by the page's `useWidgetElement`.
 */
export function preloadWidget(tag: string): void {
  loadWidget(tag).catch(() => undefined)
}

/** Loads a widget's definition once the component mounts. */
export function useWidgetElement(tag: string): void {
  useEffect(() => {
    loadWidget(tag).catch((error: unknown) => console.error(`[fx host] could not load <${tag}>`, error))
  }, [tag])
}

export interface WidgetTagProps extends HTMLAttributes<HTMLElement> {
  tag: `fx-${string}`
  ref?: Ref<HTMLElement>
}

/** Any `fx-*` element by tag, typed or not yet (e.g. a widget another team is still building). */
export function WidgetTag({ tag, ...props }: WidgetTagProps) {
  useWidgetElement(tag)
  return createElement(tag, props)
}
