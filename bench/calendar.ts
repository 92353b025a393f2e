/**
 * `<fx-transport-calendar>` at scale in headless Chromium against a real server. A fleet of 500 trucks x
 * 10 tasks (5,000 tasks, `seedManyTransports`) is shown 62 days wide; beside it, as the baseline of the same run,
 * the demo carrier's fleet (a handful of trucks) 31 days wide. Medians of several cold loads of a page that embeds
 * the Preact build by script tag (`/sdk/fx-transport-calendar.js`):
 * - script start -> first rows drawn (the first page of trucks fetched and rendered), split into the time until
 *   the first rows' API answer arrived and the render after it;
 * - one screen scrolled down (and one to the right) -> the rows and days now in view drawn with their data;
 * - DOM nodes in the element's shadow root;
 * - the entry's size, gzip, Preact build (entry + static imports, as bench/sizes.ts counts it).
 * Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Browser } from '@playwright/test'
import { launchChromium } from './lib/browser'
import { median } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'
import { gzipKb, staticGraph } from './sizes'

const runs = 5

const page = (days: number) => `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>calendar bench</title>
<script type="module" src="/sdk/fx-transport-calendar.js"></script>
<style>body { margin: 0; padding: 16px; } fx-transport-calendar { --fx-calendar-height: 720px; }</style>
</head><body><fx-transport-calendar lang="ru" days="${days}"></fx-transport-calendar></body></html>`

async function login(base: string, email: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: 'demo12345' }),
  })
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`)
  const { data } = (await response.json()) as { data: { token: string; user: { roles: string[] } } }
  return data
}

// The probes run in the page as source text (tsx would add helpers to a function's text that the page lacks).
// They poll every frame, so a time is read in the frame the rows appear.

/** Resolves when the first truck row is drawn with its data: the time, and when the SDK script started. */
const firstRowsProbe = `new Promise((resolve) => {
  const probe = () => {
    const root = document.querySelector('fx-transport-calendar')?.shadowRoot
    if (root?.querySelector('.tc-row[data-loaded="true"] .tc-cell')) {
      const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/sdk/fx-transport-calendar.js'))
      const rows = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1/carrier/transports/tasks?'))
      resolve({ at: performance.now(), scriptStart: script ? script.startTime : 0, rowsAnswered: rows ? rows.responseEnd : 0, rowsUrl: rows ? rows.name : '' })
    } else requestAnimationFrame(probe)
  }
  probe()
})`

/** Scrolls the grid one screen down or right; resolves with the ms until what is in view is drawn with data. */
const scrollProbe = (direction: 'down' | 'right') => `new Promise((resolve) => {
  const root = document.querySelector('fx-transport-calendar')?.shadowRoot
  const scroller = root.querySelector('.tc-scroll')
  const start = performance.now()
  if ('${direction}' === 'down') scroller.scrollTop += scroller.clientHeight
  else scroller.scrollLeft += scroller.clientWidth
  const target = '${direction}' === 'down' ? scroller.scrollTop : scroller.scrollLeft
  const settled = () => {
    const rows = [...root.querySelectorAll('.tc-row')]
    const inView = rows.filter((row) => {
      const top = Number.parseFloat(row.style.top)
      return top >= scroller.scrollTop && top < scroller.scrollTop + scroller.clientHeight - 60
    })
    const loaded = inView.length > 0 && inView.every((row) => row.dataset.loaded === 'true')
    const drawnRight = [...root.querySelectorAll('.tc-cell')].some((cell) => Number.parseFloat(cell.style.left) >= target + 200)
    return loaded && ('${direction}' === 'down' || drawnRight)
  }
  const probe = () => {
    if (settled()) requestAnimationFrame(() => resolve(performance.now() - start))
    else requestAnimationFrame(probe)
  }
  requestAnimationFrame(probe)
})`

interface Sample {
  /** The first rows' request, as the widget sent it (the floor case asks for the same). */
  rowsUrl: string
  firstRender: number
  afterAnswer: number
  api: number
  scrollDown: number
  scrollRight: number
  nodes: number
  rows: number
  cells: number
}

async function measure(browser: Browser, base: string, email: string, days: number): Promise<Sample[]> {
  const session = await login(base, email)
  const samples: Sample[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(
      ([token, roles]) => {
        localStorage.setItem('accessToken', token)
        localStorage.setItem('userRoles', roles)
        localStorage.setItem('userCompanyType', 'carrier')
      },
      [session.token, JSON.stringify(session.user.roles)] as const,
    )
    const tab = await context.newPage()
    await tab.route(`${base}/bench-calendar.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: page(days) }),
    )
    await tab.goto(`${base}/bench-calendar.html`, { waitUntil: 'commit' })
    // polled every frame inside the page, so the time is read in the frame the rows appear
    const first = (await tab.evaluate(firstRowsProbe)) as {
      at: number
      scriptStart: number
      rowsAnswered: number
      rowsUrl: string
    }
    const counts = await tab.evaluate(() => {
      const root = document.querySelector('fx-transport-calendar')?.shadowRoot
      return {
        nodes: root?.querySelectorAll('*').length ?? 0,
        rows: root?.querySelectorAll('.tc-row').length ?? 0,
        cells: root?.querySelectorAll('[role="gridcell"]').length ?? 0,
      }
    })
    const scroll = async (axis: 'down' | 'right') => (await tab.evaluate(scrollProbe(axis))) as number
    const scrollDown = await scroll('down')
    const scrollRight = await scroll('right')
    samples.push({
      rowsUrl: first.rowsUrl,
      firstRender: first.at - first.scriptStart,
      afterAnswer: first.at - first.rowsAnswered,
      api: first.rowsAnswered - first.scriptStart,
      scrollDown,
      scrollRight,
      ...counts,
    })
    await context.close()
  }
  return samples
}

/**
 * The floor under the widget: a bare module script that asks for the same first rows with `fetch` and reads the
 * JSON, nothing else (no framework, no contract, no render). Script start -> answer read, per cold load.
 */
async function measureFloor(browser: Browser, base: string, email: string, rowsUrl: string): Promise<number[]> {
  const session = await login(base, email)
  const script = `const answer = await fetch(${JSON.stringify(rowsUrl)}, {
    headers: { accept: 'application/json', 'accept-language': 'ru', authorization: 'Bearer ' + localStorage.getItem('accessToken') },
  })
  await answer.json()
  window.floorAt = performance.now()`
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript((token) => localStorage.setItem('accessToken', token), session.token)
    const tab = await context.newPage()
    await tab.route(`${base}/bench-floor.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><meta charset="utf-8"><script type="module" src="/bench-floor.js"></script>',
      }),
    )
    await tab.route(`${base}/bench-floor.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: script }),
    )
    await tab.goto(`${base}/bench-floor.html`, { waitUntil: 'commit' })
    await tab.waitForFunction(() => 'floorAt' in window)
    times.push(
      await tab.evaluate(() => {
        const start = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/bench-floor.js'))
        return (window as unknown as { floorAt: number }).floorAt - (start?.startTime ?? 0)
      }),
    )
    await context.close()
  }
  return times
}

export async function benchCalendar(): Promise<Record<string, unknown>> {
  const entry = 'dist/sdk/fx-transport-calendar.js'
  if (!existsSync(entry)) {
    console.log('no build found: run `npm run build` first')
    return {}
  }
  const dir = tempDir('calendar')
  const seeded = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-fleet.ts', '500', '10'], {
      env: { ...process.env, FX_DATA_DIR: dir.path, DATABASE_URL: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .at(-1) ?? '{}',
  ) as { trucks: number; tasks: number; seconds: number }
  const server = await startScript('src/server/main.ts', { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' }, '/api/health')
  const browser = await launchChromium()
  const rows: Record<string, Record<string, number | string>> = {}
  try {
    const cases = [
      { name: `demo fleet, 31 days (baseline)`, email: 'carrier@example.com', days: 31 },
      { name: `${seeded.trucks} trucks x 62 days, ${seeded.tasks} tasks`, email: 'petrov@example.com', days: 62 },
    ]
    for (const c of cases) {
      const samples = await measure(browser, server.url, c.email, c.days)
      rows[c.name] = {
        case: c.name,
        'script start -> first rows, ms': median(samples.map((s) => s.firstRender)),
        'of which: script + session + first rows API, ms': median(samples.map((s) => s.api)),
        'rows answer -> drawn (render), ms': median(samples.map((s) => s.afterAnswer)),
        'scroll a screen down, ms': median(samples.map((s) => s.scrollDown)),
        'scroll a screen right, ms': median(samples.map((s) => s.scrollRight)),
        'DOM nodes (shadow root)': median(samples.map((s) => s.nodes)),
        'rows / cells in DOM': `${median(samples.map((s) => s.rows))} / ${median(samples.map((s) => s.cells))}`,
      }
      if (c === cases.at(-1)) {
        const floor = await measureFloor(browser, server.url, c.email, samples[0]?.rowsUrl ?? '')
        const name = 'floor: a bare script fetches the same first rows (no widget)'
        rows[name] = { case: name, 'script start -> first rows, ms': median(floor) }
      }
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
  }
  const size = {
    'fx-transport-calendar (Preact) page total KB gz': gzipKb(staticGraph(entry)),
    'fx-transport-calendar entry KB gz': gzipKb([entry]),
    'fx-cargo-search (Preact) page total KB gz (baseline)': existsSync('dist/sdk/fx-cargo-search.js')
      ? gzipKb(staticGraph('dist/sdk/fx-cargo-search.js'))
      : 'n/a',
  }
  console.log(
    `\nfx-transport-calendar in headless Chromium, median of ${runs} cold loads (fleet seeded in ${seeded.seconds} s)`,
  )
  console.table(Object.values(rows))
  console.table([size])
  return { runs, seeded, cases: rows, size }
}
