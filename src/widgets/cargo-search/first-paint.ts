/**
 * The script-tag entry of `<fx-cargo-search>` (`dist/sdk/fx-cargo-search.js`): draws the first page of results
 * without the framework, then loads the element (./element.ts), which takes over the same shadow root.
 *
 * Why: a CRM's page that embeds the search would wait for the whole widget to load, evaluate and render (about
 * 300 ms on the bench's machine) where a bare script that fetches the same page and writes it takes 130-170. This
 * entry is that bare script: for each element on the page that will show the anonymous, unfiltered first page, it
 * asks for the page the widget would ask for as soon as it runs (./first-page-request.ts), loads the drawing while
 * the answer is on its way, and draws the widget's first view of it in the element's shadow root, with the widget's
 * own stylesheets (./paint-first-view.ts, ./first-view.ts). The element is loaded once they are drawn; when it
 * upgrades it renders the same view in the same root with the answer handed over (./first-page.ts), not asked
 * again.
 *
 * Where the first view could differ from the widget's (a signed-in session, a filter, another sort or page size,
 * compact cards, recent routes to show), nothing is drawn and the widget loads as before.
 */
import { firstPage, firstPageRequest } from './first-page-request'

// the first pages are asked for at once, before anything else loads (./first-page-request.ts)
const asked =
  typeof document === 'undefined' || customElements.get(firstPage.tag)
    ? []
    : [...document.querySelectorAll<HTMLElement>(firstPage.tag)].flatMap((element) => {
        const request = firstPageRequest(element)
        if (!request) return []
        const headers = { Accept: 'application/json', 'Accept-Language': request.lang }
        const answer = fetch(request.url, { headers })
        // a failure is the widget's to show (it asks again); unread here, it would be an unhandled rejection
        answer.catch(() => {})
        return [{ element, lang: request.lang, answer }]
      })
/**
 * The drawing's chunk and the chunks it imports, written here by the build (scripts/first-paint-chunks.ts): asked
 * for all at once, not each after the one that imports it. Unbuilt (a test's bundle), there is nothing to ask.
 */
declare const __FX_DRAWING_CHUNKS__: readonly string[] | undefined
/** The names are of the SDK's own files beside this entry: an app that bundles the SDK again has other files. */
const ownBuild = new URL(import.meta.url).pathname.endsWith(`/${firstPage.tag}.js`)
const drawingChunks = typeof __FX_DRAWING_CHUNKS__ === 'undefined' || !ownBuild ? [] : __FX_DRAWING_CHUNKS__

const painted =
  asked.length === 0
    ? Promise.resolve()
    : Promise.all([
        import('./paint-first-view'),
        // only a head start: the drawing's own imports find them all the same
        ...drawingChunks.map((file) => import(/* @vite-ignore */ new URL(file, import.meta.url).href).catch(() => {})),
      ]).then(([{ paintAll }]) => paintAll(asked))

// The element loads once the first views are drawn (or after a second, if the answer is slow): its chunks would
// otherwise be evaluated before the answer is drawn, in the same main thread, and delay the first results.
const slow = new Promise((resolve) => setTimeout(resolve, 1000))
void Promise.race([painted.catch(() => {}), slow]).then(() => import('./element'))
