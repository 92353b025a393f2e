/**
 * The script-tag entry of `<fx-cargo-search>` (`dist/sdk/fx-cargo-search.js`): draws the first page of results
 * without the framework, then loads the element (./element.ts), which takes over the same shadow root.
 *
 * Issue 19: a CRM's page that embeds the search waited for the whole widget to load, evaluate and render (about
 * 300 ms on the bench's machine) where a bare script that fetches the same page and writes it takes 130-170. This
 * entry is that bare script: for each element on the page that will show the anonymous, unfiltered first page, it
 * attaches the shadow root, adopts the widget's own stylesheets, fetches the page the widget would ask for and draws
 * the widget's first view of it (./first-view.ts). The element is loaded at the same time; when it upgrades it
 * renders the same view in the same root with the answer handed over (./first-page.ts), not asked again.
 *
 * Where the first view could differ from the widget's (a signed-in session, a filter, another sort or page size,
 * compact cards, recent routes to show), nothing is drawn and the widget loads as before.
 */
import { paintAll } from './paint-first-view'

// The element loads once the first views are drawn (or after a second, if the answer is slow): its chunks would
// otherwise be evaluated before the answer is drawn, in the same main thread, and delay the first results.
const slow = new Promise((resolve) => setTimeout(resolve, 1000))
void Promise.race([paintAll(), slow]).then(() => import('./element'))
