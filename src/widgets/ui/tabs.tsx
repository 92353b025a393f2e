/** Tabs (WAI-ARIA tabs, automatic activation): arrows move and select, Home/End, one tab stop (roving tabindex). */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { useStyles } from './context'
import { currentTabId, panelId, TabPanel, useTabsBase } from './tab-panel'
import tabsCss from './tabs.css?inline'

export interface TabItem<K extends string = string> {
  id: K
  label: ReactNode
  /** A count after the label (results, unread). */
  badge?: ReactNode
  disabled?: boolean
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[]
  value: K
  onChange: (id: K) => void
  /** The tab list's name for screen readers. */
  label: string
  /** The panel of the selected tab. */
  children?: ReactNode
}

export interface TabListProps<K extends string> extends Omit<TabsProps<K>, 'children'> {
  /** From `useTabsBase()`, the same as its `TabPanel`'s. */
  base: string
}

/** The tab list alone, for a panel placed apart (`TabPanel`). Part: `tabs`, `tab`. */
export function TabList<K extends string>({ base, tabs, value, onChange, label }: TabListProps<K>) {
  const styles = useStyles(tabsCss)
  const listRef = useRef<HTMLDivElement>(null)
  const enabled = tabs.filter((tab) => !tab.disabled)
  useOverflowHint(listRef, value, tabs.map((tab) => tab.id).join(' '))

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.id === value)
    let next: TabItem<K> | undefined
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length]
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled[enabled.length - 1]
    if (!next) return
    event.preventDefault()
    onChange(next.id)
    const target = next
    queueMicrotask(() => listRef.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(target.id)}"]`)?.focus())
  }

  return (
    <>
      {styles}
      <div part="tabs" role="tablist" aria-label={label} className="fx-tablist" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value
          return (
            <button
              key={tab.id}
              type="button"
              part="tab"
              role="tab"
              id={selected ? currentTabId(base) : `${base}-tab-${tab.id}`}
              data-tab={tab.id}
              className="fx-tab"
              aria-selected={selected}
              aria-controls={panelId(base)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined && <span className="fx-badge">{tab.badge}</span>}
            </button>
          )
        })}
      </div>
    </>
  )
}

/**
 * A tab list wider than its box (a phone's width: the carrier's responses have 608 px of tabs in 319) scrolls
 * sideways; without a sign, the tabs past the edge look absent. This marks the list's `data-more` with the sides that
 * have more tabs (`start`, `end`), where tabs.css fades the edge out, and brings the selected tab into view along the
 * list alone (a tab chosen from the address, or by keys past the edge), never scrolling the page.
 */
function useOverflowHint(listRef: { current: HTMLDivElement | null }, value: string, ids: string) {
  // the selected tab is brought into view when the list is first laid out, and on every later change of tab
  const revealed = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: other tabs are other children to observe
  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const mark = () => {
      const sides = [list.scrollLeft > 1 && 'start', list.scrollLeft + list.clientWidth < list.scrollWidth - 1 && 'end']
      const more = sides.filter(Boolean).join(' ')
      if (more) list.setAttribute('data-more', more)
      else list.removeAttribute('data-more')
    }
    const measure = () => {
      if (!revealed.current) {
        revealed.current = true
        revealSelected(list)
      }
      mark()
    }
    list.addEventListener('scroll', mark, { passive: true })
    // the box's width changes with the window; the tabs' with their labels and badges. The observer also answers
    // once as it starts, after the frame's layout: reading the widths in the effect itself would force that layout
    // inside the render's task (measured 40-220 ms on a phone's CPU for the search's saved tabs)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (!observer) measure()
    observer?.observe(list)
    for (const tab of list.children) observer?.observe(tab)
    return () => {
      list.removeEventListener('scroll', mark)
      observer?.disconnect()
    }
  }, [listRef, ids])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another tab selected is the trigger
  useEffect(() => {
    const list = listRef.current
    // before the first layout the observer above does it
    if (list && revealed.current) revealSelected(list)
  }, [listRef, value])
}

/** Scrolls the tab list (never the page) so that its selected tab is in view. */
function revealSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[aria-selected="true"]')
  if (!tab || list.scrollWidth <= list.clientWidth) return
  const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft
  if (left < list.scrollLeft) list.scrollLeft = left
  else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
    list.scrollLeft = left + tab.offsetWidth - list.clientWidth
}

/** Parts: `tabs`, `tab`, `tab-panel`. */
export function Tabs<K extends string>({ children, ...list }: TabsProps<K>) {
  const base = useTabsBase()
  return (
    <div className="fx-tabs">
      <TabList base={base} {...list} />
      <TabPanel base={base}>{children}</TabPanel>
    </div>
  )
}
