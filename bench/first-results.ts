/**
 * On the CRM example in headless Chromium, the time from the SDK script's start to the first cargo
 * results rendered (and from navigation), median of several cold loads. Run `npm run build` first.
 * Beside it, floors: a module script that fetches the same first page (anonymous, 20 newest) and writes
 * 20 plain cards, timed as the calendar bench times its floor, from that script's start to the cards drawn.
 * - On the CRM's own page: the same page with the SDK's script tag swapped for the bare script, which writes into
 *   the element's shadow root. What the CRM's page itself costs (its layout, its own modules) is in both, so the
 *   multiple of this one is what the widget adds.
 * - On a bare page, beside the widget on a bare page (the element and the SDK's script alone), as the calendar
 *   bench's widget page and floor.
 * Every page is the exchange's own answer: the bench runs the server in a folder of its own whose `examples` holds
 * the repository's examples and the bench's pages (Playwright fulfilling a floor's page and script instead would
 * spare the floor the connection the widget's script waits for: 15-20 ms of the widget's
 * figure, none of the floor's).
 * Beside them, when the widget itself shows them: with the first page drawn before the widget loads
 * (src/widgets/cargo-search/first-paint.ts), when the widget has taken that view over.
 * All pages are timed the same way: a script added before the page's own looks for the first card at every
 * animation frame and writes `performance.now()` to the console when it is there (Playwright's own polling of a
 * locator sees it up to 100 ms later, and later the longer the wait, which made the slower page look slower
 * still). The time is read from the console, not by `waitForFunction`: that evaluates Playwright's injected script
 * (25-45 ms of parsing) on the page's main thread in the middle of the load, which delayed the widget's own
 * chunks and code more than the floors' single request.
 */

import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchChromium } from './lib/browser'
import { median as medianOf, nearestRank } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'

/**
 * Rounds of cold loads (`FX_BENCH_ROUNDS` to change it), 40: with 15, the floor's own median moved
 * 72-109 ms between runs minutes apart on the same machine (single loads 62-198 ms), and the multiple of the medians
 * with it (1.08-1.67 in six runs of one morning); with 40 it stays within a few hundredths (1.30, 1.31).
 */
const runs = Number(process.env.FX_BENCH_ROUNDS ?? 40)

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
/** A card on a bare floor's page. */
const cardOnPage = `document.querySelector('article[part="card"]')`
const sdkScript = '/sdk/fx-cargo-search.js'

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

/** Whole milliseconds: a cold load's spread is tens of them. */
const median = (values: number[]) => medianOf(values, 0)

/** The bench's pages, served from the exchange's /examples/ beside the repository's examples. */
function benchPages(crmPage: string): Record<string, string> {
  const moduleTag = (src: string) => `<script type="module" src="${src}"></script>`
  const sdkTag = moduleTag(sdkScript)
  if (!crmPage.includes(sdkTag)) throw new Error(`the CRM example no longer loads the SDK by ${sdkTag}`)
  // a bare page: one module script in the head (and no favicon request, as the CRM example asks for none)
  const barePage = (title: string, head: string, body: string) => `<!doctype html><html lang="ru"><head>
<meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title>${head}</head><body>${body}</body></html>`
  return {
    'bench-crm-floor.html': crmPage.replace(sdkTag, moduleTag('/examples/bench-crm-floor.js')),
    'bench-crm-floor.js': floorScript(`document.querySelector('fx-cargo-search').attachShadow({ mode: 'open' })`),
    'bench-widget.html': barePage('widget', sdkTag, '<fx-cargo-search api-base="/" lang="ru"></fx-cargo-search>'),
    'bench-floor.html': barePage('floor', moduleTag('/examples/bench-floor.js'), '<main id="out"></main>'),
    'bench-floor.js': floorScript("document.getElementById('out')"),
  }
}

/**
 * A folder for the server to run in: this checkout's `dist` and `config`, and an `examples` that holds the
 * repository's examples (linked) and `pages` (written).
 */
function siteWith(pages: Record<string, string>): { path: string; remove(): void } {
  const site = tempDir('first-site')
  for (const name of ['dist', 'config']) symlinkSync(resolve(name), join(site.path, name))
  const examples = join(site.path, 'examples')
  mkdirSync(examples)
  for (const name of readdirSync('examples')) symlinkSync(resolve('examples', name), join(examples, name))
  for (const [name, body] of Object.entries(pages)) writeFileSync(join(examples, name), body)
  return site
}

export async function benchFirstResults(): Promise<Record<string, unknown>> {
  const dir = tempDir('first')
  const site = siteWith(benchPages(readFileSync('examples/crm-cargo-search.html', 'utf8')))
  const server = await startScript(
    'src/server/main.ts',
    { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' },
    '/api/health',
    site.path,
  ).catch((error: unknown) => {
    dir.remove()
    site.remove()
    throw error
  })
  const browser = await launchChromium()
  const times = {
    crm: [] as number[],
    crmFromNavigation: [] as number[],
    crmReady: [] as number[],
    crmReturning: [] as number[],
    crmFloorReturning: [] as number[],
    crmFloor: [] as number[],
    crmFloorFromNavigation: [] as number[],
    bare: [] as number[],
    bareFloor: [] as number[],
    bareFloorFromNavigation: [] as number[],
  }

  /**
   * One cold load in a fresh context: the first card's time from the start of the page's script whose address ends
   * with `script`, from navigation, and (`withReady`, the widget's loads only: a floor's page would look for it
   * every frame) when the widget's own view is there. `returning`: once the widget is there, the same page again in
   * the same context (a visitor who comes back: the browser's cache kept), its first card from its script's start.
   */
  const coldLoad = async (path: string, script: string, find: string, withReady = false, returning = false) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const open = async () => {
      const page = await context.newPage()
      const drawnAt = timeOf(page, cardMessage)
      const readyAt = timeOf(page, readyMessage)
      await page.goto(`${server.url}${path}`, { waitUntil: 'commit' })
      const drawn = await drawnAt
      const start = await page.evaluate(
        (name) => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(name))?.startTime ?? 0,
        script,
      )
      const ready = withReady ? (await readyAt) - start : 0
      await page.close()
      return { fromScript: drawn - start, fromNavigation: drawn, ready }
    }
    try {
      await context.addInitScript(watchFor(cardMessage, find))
      if (withReady) await context.addInitScript(watchFor(readyMessage, widgetReady))
      const first = await open()
      return { ...first, returning: returning ? (await open()).fromScript : 0 }
    } finally {
      await context.close()
    }
  }

  try {
    for (let i = 0; i < runs; i++) {
      // one of each per round, so that a slower minute of the machine weighs on all alike
      const crm = await coldLoad('/examples/crm-cargo-search.html', sdkScript, cardInElement, true, true)
      times.crm.push(crm.fromScript)
      times.crmFromNavigation.push(crm.fromNavigation)
      times.crmReady.push(crm.ready)
      times.crmReturning.push(crm.returning)
      const crmFloor = await coldLoad(
        '/examples/bench-crm-floor.html',
        '/examples/bench-crm-floor.js',
        cardInElement,
        false,
        true,
      )
      times.crmFloor.push(crmFloor.fromScript)
      times.crmFloorFromNavigation.push(crmFloor.fromNavigation)
      times.crmFloorReturning.push(crmFloor.returning)
      times.bare.push((await coldLoad('/examples/bench-widget.html', sdkScript, cardInElement)).fromScript)
      const bareFloor = await coldLoad('/examples/bench-floor.html', '/examples/bench-floor.js', cardOnPage)
      times.bareFloor.push(bareFloor.fromScript)
      times.bareFloorFromNavigation.push(bareFloor.fromNavigation)
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
    site.remove()
  }
  const ratio = (a: number[], b: number[]) => Math.round((median(a) / Math.max(1, median(b))) * 100) / 100
  /**
   * Each round's widget over the same round's floor (the two loaded a second apart), at the percentile `p` of the
   * rounds: a slow minute raises both, so these show how the multiple spreads from load to load, which the
   * multiple of the medians above does not.
   */
  const roundRatio = (a: number[], b: number[], p: number) => {
    const sorted = a.map((value, i) => value / Math.max(1, b[i] ?? 1)).sort((x, y) => x - y)
    return Math.round(nearestRank(sorted, p) * 100) / 100
  }
  const result = {
    runs,
    'CRM example: script start -> first results, ms (median)': median(times.crm),
    "CRM example: floor (a bare script in the SDK script's place), script start -> 20 cards, ms (median)": median(
      times.crmFloor,
    ),
    'CRM example: widget / floor': ratio(times.crm, times.crmFloor),
    'CRM example: widget / floor of the same round, median of the rounds': roundRatio(times.crm, times.crmFloor, 50),
    'CRM example: widget / floor of the same round, 3rd quartile of the rounds': roundRatio(
      times.crm,
      times.crmFloor,
      75,
    ),
    'bare page: the widget, script start -> first results, ms (median)': median(times.bare),
    'bare page: floor, script start -> 20 cards, ms (median)': median(times.bareFloor),
    'bare page: widget / floor': ratio(times.bare, times.bareFloor),
    'CRM example widget / bare-page floor': ratio(times.crm, times.bareFloor),
    'CRM example: script start -> the widget itself shows them (takes over), ms (median)': median(times.crmReady),
    "CRM example, a returning visitor (the browser's cache kept): script start -> first results, ms (median)": median(
      times.crmReturning,
    ),
    // the floor's script is revalidated (the examples are served `no-cache`), the widget's entry is not (5 minutes)
    'CRM example, a returning visitor: floor, script start -> 20 cards, ms (median)': median(times.crmFloorReturning),
    'CRM example, a returning visitor: widget / floor': ratio(times.crmReturning, times.crmFloorReturning),
    'CRM example: navigation -> first results, ms (median)': median(times.crmFromNavigation),
    'CRM example: floor, navigation -> 20 cards, ms (median)': median(times.crmFloorFromNavigation),
    'CRM example: widget / floor (navigation)': ratio(times.crmFromNavigation, times.crmFloorFromNavigation),
    'bare page: floor, navigation -> 20 cards, ms (median)': median(times.bareFloorFromNavigation),
  }
  // every load's figure, for a closer look at the spread than the quartiles give
  if (process.env.FX_BENCH_RAW) console.log(JSON.stringify(times))
  console.log('\nCargo search, cold loads in headless Chromium on localhost, every page from the exchange')
  console.table(Object.entries(result).map(([figure, value]) => ({ figure, value })))
  return result
}
