/**
 * A signed-in user's search stays where it is when the saved tabs' code comes: the tab list is lazy, and the search
 * once moved from the list's fallback into its panel, which rebuilt it (an open sort list closed under the user's
 * click, a focused field lost its focus). A file of its own: the list's chunk must not have been loaded in this
 * page yet (every test file runs in a page of its own), so that the search is drawn before the list, as on a site.
 */
import { sampleUser } from '../../core/api/testing'
import { afterEach, equal, inShadow, it, mount, ok, waitFor } from '../testing/harness'
import './element'
import { describeWidget } from '../testing/widget-suite'
import { fake, resetFake, savedFilter, setUpCargoCore } from './fake-cargo-api'

const core = setUpCargoCore()

describeWidget("fx-cargo-search's saved tabs beside the search", () => {
  afterEach(() => {
    core.session.signOut('user')
    resetFake()
  })

  it('draws the search before the tab list comes and keeps the same search after it', async () => {
    fake.filters = [savedFilter(3, 'Казань', { start_point_id: 2, start_point_type: 'city', start_point_radius: 50 })]
    await core.session.signIn('tok-1', sampleUser({ roles: ['carrier'] }))
    const el = mount('<fx-cargo-search></fx-cargo-search>').querySelector('fx-cargo-search') as HTMLElement
    const root = await waitFor(() => el.shadowRoot, 'the shadow root')
    // every search box ever taken out of the element, from its first render on
    const removed: Element[] = []
    const watcher = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            removed.push(...(node.matches('.cs-body') ? [node] : node.querySelectorAll('.cs-body')))
    })
    watcher.observe(root, { childList: true, subtree: true })
    try {
      const body = await waitFor(() => inShadow(el, '.cs-body'), 'the search')
      const tabs = await waitFor(() => {
        const found = root.querySelectorAll('[role="tab"]')
        return found.length === 2 ? [...found] : null
      }, 'the saved tabs')
      equal(tabs[1]?.textContent, 'Казань')
      equal(removed.length, 0, 'the search was not taken out and drawn again')
      ok(body.isConnected, 'the search drawn first is the one shown')
      const panel = body.closest('[role="tabpanel"]')
      ok(panel, 'the search is in the tab panel')
      // the panel is named by the selected tab, and the tabs point at it
      equal(panel.getAttribute('aria-labelledby'), tabs[0]?.id)
      equal(tabs[1]?.getAttribute('aria-controls'), panel.id)
    } finally {
      watcher.disconnect()
    }
  })
})
