/**
 * The calendar grid's two axes (trucks down, days across): which items are drawn, where, the grid's whole size, and
 * scrolling an item into view. The kit's virtualiser (`useVirtualizer`, @tanstack/virtual-core) follows the scroll;
 * until it has loaded (it is asked for with the grid's first render), the sizes being fixed, an axis gives the items
 * that fit the window from the start, at their exact places: the first screen does not wait for it.
 */
import type { Key, RefObject } from 'react'
import { useVirtualizer } from '../ui'

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
  const virtualizer = useVirtualizer({
    count: options.count,
    horizontal: options.horizontal ?? false,
    getScrollElement: () => options.scrollRef.current,
    estimateSize: () => options.size,
    paddingStart: options.paddingStart,
    scrollPaddingStart: options.paddingStart,
    overscan: options.overscan,
  })
  return virtualizer ?? firstScreen(options)
}
