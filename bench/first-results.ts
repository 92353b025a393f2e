/**
 * Issue 3: on the CRM example in headless Chromium, the time from the SDK script's start to the first cargo
 * results rendered (and from navigation), median of several cold loads. Run `npm run build` first.
 * Issue 19: beside it, the floor: a bare page whose one module script fetches the same first page (anonymous, 20
 * newest) and writes 20 cards, timed as the calendar bench times its floor: from that script's start to the cards
 * drawn. The widget's figure from its script's start is given as a multiple of it (and both from navigation too).
 * And a second floor on the CRM's own page: the same page with the SDK's script tag swapped for a bare script that
 * fetches the same first page and writes 20 cards into the element's shadow root. What the CRM's page itself costs
 * (its layout, its own modules) is in both, so the multiple of this one is what the widget adds.
 * Beside it, when the widget itself shows them: with the first page drawn before the widget loads
 * (src/widgets/cargo-search/first-paint.ts), when the widget has taken that view over.
 * All pages are timed the same way: a script added before the page's own looks for the first card at every
 * animation frame and writes `performance.now()` to the console when it is there (Playwright's own polling of a
 * locator sees it up to 100 ms later, and later the longer the wait, which made the slower page look slower
 * still). The time is read from the console, not by `waitForFunction`: that evaluates Playwright's injected script
 * (25-45 ms of parsing) on the page's main thread in the middle of the load, which delayed the widget's own
 * chunks and code more than the floors' single request.
 */
import { chromium } from '@playwright/test'
import { startScript, tempDir } from './lib/processes'

const runs = 11

const cardMessage = 'fx-bench-first-card'
const readyMessage = 'fx-bench-widget-ready'
/** Writes `message` to the console with the time of the first animation frame at which `find` is true. */
const watchFor = (message: string, find: string) =>
  `(() => { const look = () => { if (${find}) console.debug('${message}', performance.now()); else requestAnimationFrame(look) }; requestAnimationFrame(look) })()`
/** The time a watcher writes with `message`; ask before the page is opened. */
const timeOf = (page: import('@playwright/test').Page, wanted: string) =>
  new Promise<number>((resolve) => {
    page.on('console', (message) => {
      const [text, at] = message.text().split(' ')
      if (text === wanted) resolve(Number(at))
    })
  })
/**
 * The widget's own view with its cards (after a first view drawn without the framework, the widget has taken over):
 * its root in the shadow root, and no drawn view left.
 */
const widgetReady = `(() => { const root = document.querySelector('fx-cargo-search')?.shadowRoot; return !!root && !root.querySelector('fx-first-view') && [...root.children].some((child) => child.classList.contains('fx-root') && child.querySelector('article[part="card"]')) })()`
/** A card in the cargo search element's shadow root: where the widget draws them, and the CRM-page floor too. */
const cardInElement = `document.querySelector('fx-cargo-search')?.shadowRoot?.querySelector('article[part="card"]')`

/** The floors' script: fetches the first page the widget asks for and writes 20 plain cards into `target`. */
const floorScript = (
  target: string,
) => `fetch('/api/v1/cargos?limit=20&offset=0&sort=-created_at', { headers: { 'accept-language': 'ru' } })
  .then((r) => r.json())
  .then(({ data }) => {
    const out = ${target}
    for (const cargo of data) {
      const card = document.createElement('article')
      card.setAttribute('part', 'card')
      card.textContent = cargo.start_point.name + ' - ' + cargo.finish_point.name + ', ' + cargo.weight + ' t'
      out.append(card)
    }
  })`

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)
}

export async function benchFirstResults(): Promise<Record<string, unknown>> {
  const dir = tempDir('first')
  const server = await startScript('src/server/main.ts', { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' }, '/api/health')
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const fromScript: number[] = []
  const fromNavigation: number[] = []
  const floor: number[] = []
  const samePage: number[] = []
  const floorFromScript: number[] = []
  const readyFromScript: number[] = []
  const samePageFromScript: number[] = []
  const crmPage = await (await fetch(`${server.url}/examples/crm-cargo-search.html`)).text()
  const sdkTag = '<script type="module" src="/sdk/fx-cargo-search.js"></script>'
  if (!crmPage.includes(sdkTag)) throw new Error(`the CRM example no longer loads the SDK by ${sdkTag}`)
  // a module script of the page's origin (the exchange's CSP refuses inline scripts on its own pages)
  const samePageFloor = crmPage.replace(sdkTag, '<script type="module" src="/examples/bench-floor.js"></script>')
  // as the calendar bench's floor: a bare page with one module script, timed from that script's start
  const floorPage = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>floor</title>
<script type="module" src="/bench-floor.js"></script></head><body><main id="out"></main></body></html>`

  /** One cold load in a fresh context: the first card's time, and the page (still open) to read more from. */
  const coldLoad = async (
    path: string,
    find: string,
    routes: Record<string, { contentType: string; body: string }> = {},
    /** Also watch for the widget's own view (the widget's load only: a floor's page would look for it every frame). */
    withReady = false,
  ) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(watchFor(cardMessage, find))
    if (withReady) await context.addInitScript(watchFor(readyMessage, widgetReady))
    const page = await context.newPage()
    for (const [routePath, answer] of Object.entries(routes)) {
      await page.route(`${server.url}${routePath}`, (route) => route.fulfill(answer))
    }
    const drawnAt = timeOf(page, cardMessage)
    const readyAt = timeOf(page, readyMessage)
    await page.goto(`${server.url}${path}`, { waitUntil: 'commit' })
    return { drawn: await drawnAt, ready: () => readyAt, page, close: () => context.close() }
  }
  /** When the request for the page's script whose address ends with `script` started (0 when not found). */
  const scriptStart = (page: import('@playwright/test').Page, script: string) =>
    page.evaluate(
      (name) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ?? 0,
      script,
    )

  try {
    for (let i = 0; i < runs; i++) {
      const widget = await coldLoad('/examples/crm-cargo-search.html', cardInElement, {}, true)
      fromNavigation.push(widget.drawn)
      const widgetStart = await scriptStart(widget.page, '/sdk/fx-cargo-search.js')
      fromScript.push(widget.drawn - widgetStart)
      readyFromScript.push((await widget.ready()) - widgetStart)
      await widget.close()
      const bare = await coldLoad('/bench-floor.html', `document.querySelector('article[part="card"]')`, {
        '/bench-floor.html': { contentType: 'text/html', body: floorPage },
        '/bench-floor.js': { contentType: 'text/javascript', body: floorScript("document.getElementById('out')") },
      })
      floor.push(bare.drawn)
      floorFromScript.push(bare.drawn - (await scriptStart(bare.page, '/bench-floor.js')))
      await bare.close()
      const same = await coldLoad('/examples/bench-floor.html', cardInElement, {
        '/examples/bench-floor.html': { contentType: 'text/html', body: samePageFloor },
        '/examples/bench-floor.js': {
          contentType: 'text/javascript',
          body: floorScript(`document.querySelector('fx-cargo-search').attachShadow({ mode: 'open' })`),
        },
      })
      samePage.push(same.drawn)
      samePageFromScript.push(same.drawn - (await scriptStart(same.page, '/examples/bench-floor.js')))
      await same.close()
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
  }
  const ratio = (a: number[], b: number[]) => Math.round((median(a) / Math.max(1, median(b))) * 100) / 100
  const result = {
    runs,
    'script start -> first results, ms (median)': median(fromScript),
    'floor: bare script, script start -> 20 cards, ms (median)': median(floorFromScript),
    'widget / floor (script start)': ratio(fromScript, floorFromScript),
    'floor on the CRM page: bare script, script start -> 20 cards, ms (median)': median(samePageFromScript),
    'widget / floor on the CRM page (script start)': ratio(fromScript, samePageFromScript),
    'script start -> the widget itself shows them (takes over), ms (median)': median(readyFromScript),
    'navigation -> first results, ms (median)': median(fromNavigation),
    'floor: bare script, navigation -> 20 cards, ms (median)': median(floor),
    'widget / floor (navigation)': ratio(fromNavigation, floor),
    'floor on the CRM page: bare script, navigation -> 20 cards, ms (median)': median(samePage),
    'widget / floor on the CRM page (navigation)': ratio(fromNavigation, samePage),
  }
  console.log('\nCRM example, cold loads in headless Chromium on localhost')
  console.table(Object.entries(result).map(([figure, value]) => ({ figure, value })))
  return result
}
