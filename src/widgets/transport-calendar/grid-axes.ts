/**
 * The calendar grid's two axes (trucks down, days across), virtualised with @tanstack/virtual-core: which items are
 * drawn, where, the grid's whole size, and scrolling an item into view. The sizes are fixed, so until the
 * virtualiser has loaded (it is asked for with the grid's first render, about 9.5 KB gz) an axis gives the items that
 * fit the window from the start, at their exact places: the first screen does not wait for it, and the grid is the
 * same component before and after (its scroll, focus and a drag in progress stay).
 *
 * `useAxis` does what @tanstack/react-virtual's hook does for the core (the adapters' `_didMount`/`_willUpdate`
 * lifecycle, a render on change), with the core loaded later.
 */
import type { Virtualizer } from '@tanstack/virtual-core'
import { type Key, type RefObject, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { loadOnce } from '../ui'

export interface AxisItem {
  index: number
  key: Key
  start: number
  size: number
}

export interface Axis {
  getVirtualItems(): AxisItem[]
  getTotalSize(): number
  scrollToIndex(index: number): void
  measure(): void
}

export interface AxisOptions {
  count: number
  /** One item's size along the axis, px. */
  size: number
  /** What sticks before the items (the day header, the truck column), px. */
  paddingStart: number
  overscan: number
  /** The box that scrolls: read when needed (it is attached after the first render). */
  scrollRef: RefObject<HTMLElement | null>
  horizontal?: boolean
}

type Core = typeof import('@tanstack/virtual-core')
const loadCore = loadOnce(() => import('@tanstack/virtual-core'))
/** The core once loaded: a grid mounted later starts with it. */
let loadedCore: Core | null = null

/** The items that fit the window from the start (plus `overscan`), from the fixed size. */
function firstScreen({ count, size, paddingStart, overscan, scrollRef, horizontal }: AxisOptions): Axis {
  const view = typeof window === 'undefined' ? 1440 : horizontal ? window.innerWidth : window.innerHeight
  const shown = Math.min(count, Math.ceil(view / size) + overscan)
  const items = Array.from({ length: shown }, (_, index) => ({
    index,
    key: index,
    start: paddingStart + index * size,
    size,
  }))
  return {
    getVirtualItems: () => items,
    getTotalSize: () => paddingStart + count * size,
    scrollToIndex(index) {
      const box = scrollRef.current
      if (!box) return
      const from = paddingStart + index * size - paddingStart
      const to = paddingStart + (index + 1) * size
      const offset = horizontal ? box.scrollLeft : box.scrollTop
      const length = horizontal ? box.clientWidth : box.clientHeight
      const next = from < offset ? from : to > offset + length ? to - length : offset
      if (horizontal) box.scrollLeft = next
      else box.scrollTop = next
    },
    measure() {},
  }
}

export function useAxis(options: AxisOptions): Axis {
  const [core, setCore] = useState(loadedCore)
  useEffect(() => {
    if (core) return
    let live = true
    loadCore().then(
      (module) => {
        loadedCore = module
        if (live) setCore(module)
      },
      // the first screen stays; the next grid asks again
      () => {},
    )
    return () => {
      live = false
    }
  }, [core])
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const virtualizer = useRef<Virtualizer<HTMLElement, Element> | null>(null)
  if (core) {
    const resolved = {
      count: options.count,
      horizontal: options.horizontal ?? false,
      getScrollElement: () => options.scrollRef.current,
      estimateSize: () => options.size,
      paddingStart: options.paddingStart,
      scrollPaddingStart: options.paddingStart,
      overscan: options.overscan,
      observeElementRect: core.observeElementRect,
      observeElementOffset: core.observeElementOffset,
      scrollToFn: core.elementScroll,
      // a scroll is drawn in the same frame, as the React adapter does
      onChange: (_: unknown, sync: boolean) => (sync ? flushSync(rerender) : rerender()),
    }
    virtualizer.current ??= new core.Virtualizer<HTMLElement, Element>(resolved)
    virtualizer.current.setOptions(resolved)
  }
  // the virtualiser is created in the render that has the core: it mounts then, and cleans up on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the core arrives (the ref is set with it)
  useLayoutEffect(() => virtualizer.current?._didMount(), [core])
  useLayoutEffect(() => {
    virtualizer.current?._willUpdate()
  })
  return virtualizer.current ?? firstScreen(options)
}
