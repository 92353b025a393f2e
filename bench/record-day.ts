/**
 * `npx tsx bench/record-day.ts`: records what each signed-in role's screens ask of the API, for the day bench
 * (bench/day.ts) to replay. A server on a fresh demo database serves the built host (`npm run build` first); Chromium
 * signs in as each role's demo account, opens every item of its menu as a person clicks through it (and, from its
 * list of orders, the first order's page), and notes every API request the page makes until its lists have drawn. Writes bench/day-calls.json: per role, per menu page, the
 * requests (method and path with query). The event stream (`notifications/stream`) stays out: it is one long
 * request per tab, not a call.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { launchChromium } from './lib/browser'
import { startScript, tempDir } from './lib/processes'

export { type DayRole, dayRoles } from './lib/day-roles'

import { type DayRole, dayRoles } from './lib/day-roles'
export interface DayPage {
  page: string
  calls: string[]
}
export type DayCalls = Record<DayRole, DayPage[]>

async function record(): Promise<void> {
  const dir = tempDir('record-day')
  const server = await startScript('src/server/main.ts', { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' }, '/api/health')
  const out = {} as DayCalls
  const browser = await launchChromium().catch(async (error) => {
    await server.stop()
    dir.remove()
    throw error
  })
  try {
    for (const [role, email] of Object.entries(dayRoles) as [DayRole, string][]) {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: email, password: 'demo12345' }),
      })
      const { data } = (await login.json()) as {
        data: { token: string; user: { roles: string[]; company: { type: string } | null } }
      }
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.url })
      await context.addInitScript(
        ([token, roles, companyType]) => {
          if (sessionStorage.getItem('fx-bench-seeded')) return
          sessionStorage.setItem('fx-bench-seeded', '1')
          localStorage.clear()
          localStorage.setItem('language', 'ru')
          localStorage.setItem('accessToken', token)
          localStorage.setItem('userRoles', JSON.stringify(roles))
          if (companyType) localStorage.setItem('userCompanyType', companyType)
        },
        [data.token, data.user.roles, data.user.company?.type ?? ''] as const,
      )
      const page = await context.newPage()
      let calls: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (!url.pathname.startsWith('/api/') || url.pathname.endsWith('/stream')) return
        calls.push(`${request.method()} ${url.pathname.slice('/api/'.length)}${url.search}`)
      })
      await page.goto('/')
      await page.locator('[data-layout]').waitFor()
      const items = await page
        .locator('.hx-menu a.hx-menu-item')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''))
      out[role] = []
      for (const href of items) {
        calls = []
        await page.goto(href)
        await page.locator('[data-layout][data-route]').waitFor()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        out[role].push({ page: href, calls: [...calls] })
        console.log(`${role} ${href}: ${calls.length} calls`)
        // a list of orders leads to an order's page (its documents, holders and live tracking): the first order
        // on the way where the list has one, else the first order, opened once per role like a person would
        if (!/^\/cargos\/(on-way|orders)$/.test(href) || out[role].some((p) => p.page.startsWith('/cargos/orders/')))
          continue
        const links = page.locator('a[href^="/cargos/orders/"]')
        await links
          .first()
          .waitFor({ timeout: 5_000 })
          .catch(() => undefined)
        const first = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? '').find(Boolean))
        if (!first) continue
        calls = []
        await page.goto(first)
        await page.locator('[data-layout][data-route]').waitFor()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        out[role].push({ page: first, calls: [...calls] })
        console.log(`${role} ${first}: ${calls.length} calls`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
    dir.remove()
  }
  writeFileSync('bench/day-calls.json', `${JSON.stringify(out, null, 2)}\n`)
  // as the linter formats it (short arrays on one line), so that a fresh recording passes \`npm test\`'s lint stage
  execFileSync('npx', ['biome', 'format', '--write', 'bench/day-calls.json'], { stdio: 'ignore' })
  console.log('written to bench/day-calls.json')
}

if (import.meta.url === `file://${process.argv[1]}`) await record()
