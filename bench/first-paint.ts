/**
 * The host's first paint. For `/login` and `/cargos/search` in headless Chromium on localhost: the
 * JavaScript loaded before the first contentful paint (gzip -9 of each file, as a compressing proxy would send it)
 * and the first contentful paint itself, median of cold loads. The baseline, from the same run, is a static page
 * with no script (`/examples/` index): the floor that server, network and Chromium set. Run `npm run build` first.
 */
import { gzipSync } from 'node:zlib'
import { launchChromium } from './lib/browser'
import { median } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'

const runs = 7

const pages = { baseline: '/examples/', login: '/login', 'cargos-search': '/cargos/search' } as const

export async function benchFirstPaint(): Promise<Record<string, unknown>> {
  const dir = tempDir('paint')
  const server = await startScript('src/server/main.ts', { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' }, '/api/health')
  const browser = await launchChromium()
  const gzipOf = new Map<string, number>()
  const rows: Record<string, unknown>[] = []
  try {
    for (const [name, path] of Object.entries(pages)) {
      const fcp: number[] = []
      const kb: number[] = []
      const files: number[] = []
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
        const page = await context.newPage()
        await page.goto(server.url + path, { waitUntil: 'load' })
        // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
        const timing = (await page.evaluate(`new Promise((resolve) => {
          const done = (fcp) => resolve({
            fcp,
            scripts: performance.getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.js') && entry.startTime < fcp)
              .map((entry) => entry.name),
          })
          const seen = performance.getEntriesByName('first-contentful-paint')[0]
          if (seen) return done(seen.startTime)
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) done(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        })`)) as { fcp: number; scripts: string[] }
        fcp.push(timing.fcp)
        // which lazily loaded chunks start before the paint varies from load to load: every load is counted
        let gzip = 0
        for (const url of timing.scripts) {
          if (!gzipOf.has(url)) {
            const body = Buffer.from(await (await fetch(url)).arrayBuffer())
            gzipOf.set(url, gzipSync(body, { level: 9 }).length)
          }
          gzip += gzipOf.get(url) ?? 0
        }
        kb.push(gzip / 1024)
        files.push(timing.scripts.length)
        await context.close()
      }
      rows.push({
        page: path,
        'JS files before first paint (median)': median(files),
        'JS gzip KB (median)': median(kb),
        'JS gzip KB (largest)': Math.round(Math.max(...kb) * 10) / 10,
        'first contentful paint, ms (median)': median(fcp),
        ...(name === 'baseline' ? { note: 'static page, no script (baseline)' } : {}),
      })
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
  }
  console.log(`\nhost first paint, ${runs} cold loads each in headless Chromium on localhost`)
  console.table(rows)
  return { runs, pages: rows }
}
