/**
 * @tanstack/virtual-core's `Virtualizer` as a hook, for the kit's lists and tables and the calendar grid. What it
 * does is what @tanstack/react-virtual's hook does (the adapters' `_didMount`/`_willUpdate` lifecycle, a render on
 * change), with the core loaded with the first component that needs it (about 9.5 KB gz): until then the hook gives
 * `null` and the component draws its first screen without it (a list in the flow, the grid at its fixed sizes), so a
 * page's first rows do not wait for the virtualiser, and a list that fits its box never loads it. The component stays
 * the same when the core arrives: its scroll, focus and state are kept.
 */
import type { Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core'
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { loadOnce } from './load-once'

export type { VirtualItem, Virtualizer } from '@tanstack/virtual-core'

type Core = typeof import('@tanstack/virtual-core')
const loadCore = loadOnce(() => import('@tanstack/virtual-core'))

export type UseVirtualizerOptions = Omit<
  VirtualizerOptions<HTMLElement, Element>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>

/** The virtualiser, or `null` until its core has loaded; `needed: false` (a short list) does not load it. */
export function useVirtualizer(
  options: UseVirtualizerOptions,
  needed = true,
): Virtualizer<HTMLElement, Element> | null {
  // a component mounted once the core is here starts with it
  const [core, setCore] = useState<Core | null>(loadCore.loaded ?? null)
  useEffect(() => {
    if (core || !needed) return
    let live = true
    loadCore().then(
      (module) => {
        if (live) setCore(module)
      },
      // the first screen stays; the next render that needs it asks again
      () => {},
    )
    return () => {
      live = false
    }
  }, [core, needed])
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const virtualizer = useRef<Virtualizer<HTMLElement, Element> | null>(null)
  if (core && needed) {
    const resolved: VirtualizerOptions<HTMLElement, Element> = {
      ...options,
      observeElementRect: core.observeElementRect,
      observeElementOffset: core.observeElementOffset,
      scrollToFn: core.elementScroll,
      // a scroll is drawn in the same frame, as the React adapter does
      onChange: (_instance, sync) => (sync ? flushSync(rerender) : rerender()),
    }
    virtualizer.current ??= new core.Virtualizer(resolved)
    virtualizer.current.setOptions(resolved)
  }
  const active = core && needed ? virtualizer.current : null
  // the virtualiser is created in the render that first has the core and needs it: it mounts then
  useLayoutEffect(() => active?._didMount(), [active])
  useLayoutEffect(() => {
    active?._willUpdate()
  })
  return active
}
