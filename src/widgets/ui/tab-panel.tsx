/**
 * A tab panel and the ids that tie it to its tab list (./tabs.tsx). A module of its own: a panel placed apart from a
 * list that loads later (the cargo search's, beside its lazy saved tabs) does not bring the list's code and CSS with
 * it (a module goes whole into one chunk: with the list beside it, the search's page paid 0.7 KB gz more).
 */
import { type ReactNode, useId } from 'react'

/** The id a tab list and its panel share: one per pair (`useId`), from the component that places both. */
export const useTabsBase = () => `fx-tabs-${useId()}`

/**
 * The selected tab's id is the same whichever tab it is, so that a panel names its tab knowing only `base`: a panel
 * placed apart from its list (the cargo search's, which stays put while its list loads) needs nothing else.
 */
export const currentTabId = (base: string) => `${base}-current`
export const panelId = (base: string) => `${base}-panel`

/** The selected tab's panel, named by that tab. Part: `tab-panel`. */
export function TabPanel({ base, children }: { base: string; children?: ReactNode }) {
  return (
    <div
      part="tab-panel"
      role="tabpanel"
      id={panelId(base)}
      aria-labelledby={currentTabId(base)}
      className="fx-tab-panel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tab panel is focusable when it holds no control
      tabIndex={0}
    >
      {children}
    </div>
  )
}
