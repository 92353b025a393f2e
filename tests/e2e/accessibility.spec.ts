import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type GuardSession, guard } from '../../src/core/guard'
import { type FlatRoute, pathOf, routes } from '../../src/host/routes'
import { type Session, seedSession, signIn } from './helpers'
import { example } from './origins'

/**
 * axe-core's WCAG 2.1 A and AA rules over every page of the route table (read from the table, so that a route added
 * or a menu changed is walked too), each as the first of a few roles that may open it, plus the anonymous pages and
 * the open notifications panel: no serious or critical finding anywhere. axe walks open shadow roots, so the
 * widgets on the pages (cargo search, calendar, order form, the bell) are checked with them, and the example pages
 * show the widgets as partners embed them. One context and one tab per role, the roles side by side, each route
 * once, no fixed waits; axe runs only the WCAG 2.1 A/AA tags and the label-in-name rule. Measured 89-109 s on the
 * shared 2-core machine at load average 20 (axe's own work, mostly colour contrast, is most of it: AXE_TIMES=1
 * prints each page's audit time).
 */

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** axe-core itself, run inside the page (one script, no extra tabs: cheaper than a wrapper that opens its own). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResult {
  violations: {
    id: string
    impact: string | null
    nodes: { target: unknown; html: string; failureSummary?: string }[]
  }[]
}
const roles = ['shipper@example.com', 'carrier@example.com', 'logist@example.com', 'security@example.com'] as const
const carrierAgain = ['transport-calendar', 'cargos-responses']
const sampleParams: Record<string, Record<string, string>> = {
  'cargos-details': { id: '5' },
  'trucks-carrier': { id: '3' },
  'orders-details': { id: '1' },
  // a link nobody made: the driver's page says so
  track: { token: 'x'.repeat(32) },
}

const sessionOf = (s: Session | null): GuardSession =>
  s
    ? { accessToken: s.token, roles: s.roles, companyType: s.companyType }
    : { accessToken: null, roles: [], companyType: null }

/** The routes a session lands on by their own address (redirects and guarded-away ones are someone else's). */
function ownPages(session: GuardSession): FlatRoute[] {
  return routes.filter(
    (route, index) =>
      route.path !== '*' &&
      // of two routes sharing an address, the address opens the first
      routes.findIndex((other) => other.path === route.path) === index &&
      route.redirect === null &&
      route.page !== null &&
      !route.path.startsWith('/login/reset') &&
      guard(route, session, { whiteLabel: false }) === 'proceed',
  )
}

interface Finding {
  where: string
  rule: string
  impact: string
  targets: string[]
  count: number
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  const began = Date.now()
  // evaluated, not a script tag: the site's Content-Security-Policy refuses inline scripts, as it should
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;'axe' in window`)
  const result = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResult> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: runOnly },
          // WCAG 2.5.3 (label in name) is axe's experimental rule: asked for by name
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        },
      ),
    tags,
  )
  const found = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes
        .slice(0, 5)
        .map((node) => `${JSON.stringify(node.target)} ${node.html.slice(0, 300)} ${node.failureSummary ?? ''}`),
      count: v.nodes.length,
    }))
  if (process.env.AXE_TIMES) console.log(`axe ${where}: ${Date.now() - began} ms`)
  if (found.length > 0) console.log(JSON.stringify(found))
  return found
}

/**
 * Opens a page and waits until it shows its route and no skeleton is left. The tab's first page is a full load; the
 * next ones go by `history.pushState` inside the open site, as a click on a link does (the router matches and guards
 * as on a load): a full load for each of the ~60 routes started the whole site again every time, which was most of
 * the walk's time. That every address is served as the site is tests/e2e/host-routes.spec.ts's check.
 */
async function open(page: Page, route: FlatRoute): Promise<string> {
  const path = pathOf(route.name, sampleParams[route.name] ?? {})
  const inSite = await page.evaluate(() => document.querySelector('[data-layout][data-route]') !== null)
  if (inSite) await page.evaluate((to) => window.history.pushState(null, '', to), path)
  else await page.goto(path)
  await expect(page.locator(`[data-layout][data-route="${route.name}"]`).first()).toBeVisible()
  await expect(page.locator('.fx-skeleton')).toHaveCount(0, { timeout: 15_000 })
  return path
}

/** An example page (the widgets as partners embed them, anonymous) once it has drawn its widgets. */
async function openExample(page: Page, name: string): Promise<string> {
  await page.goto(example(name))
  await expect(page.locator('.fx-skeleton')).toHaveCount(0, { timeout: 15_000 })
  return `example ${name}`
}

/** One browser context and one tab for a role; its pages one after the other (roles run side by side). */
async function walk(browser: Browser, session: Session | null, pages: FlatRoute[], label: string, examples: string[]) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' })
  await seedSession(context, 'ru', session)
  const page = await context.newPage()
  const findings: Finding[] = []
  for (const route of pages) findings.push(...(await audit(page, `${label} ${await open(page, route)}`)))
  for (const name of examples) findings.push(...(await audit(page, await openExample(page, name))))
  // the notifications panel, open (the bell is in every signed-in header), with the shipper's notifications
  if (session?.roles.includes('shipper')) {
    await page.goto(pathOf('account-profile'))
    await page.locator('fx-notifications-bell button[part="bell"]').click()
    await expect(page.locator('fx-notifications-bell [role="dialog"]')).toBeVisible()
    findings.push(...(await audit(page, `${label} notifications panel`)))
  }
  await context.close()
  return findings
}

/** The example pages, each opened anonymously: the widgets signed in are walked on the routes that host them. */
const examplePages = [
  'index.html',
  'crm-cargo-search.html',
  'notifications-bell.html',
  'order-form.html',
  'partner-portal-calendar.html?partner=cargopartner',
  'tms-truck-search.html',
]

test('no serious or critical axe finding on any route, for the anonymous visitor and each role', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const started = Date.now()
  const sessions = await Promise.all(roles.map((email) => signIn(request, email)))
  // each page once, by the role with the fewest pages so far among those that may open it (the roles' tabs run side by
  // side, so the longest list sets the time); the carrier's calendar and responses differ from the shipper's: again
  const seen = new Set<string>()
  const anonymous = ownPages(sessionOf(null)).filter((route) => route.open)
  for (const route of anonymous) seen.add(route.name)
  const own = sessions.map((session) => ownPages(sessionOf(session)))
  const plan = sessions.map((session, i) => ({
    session,
    label: roles[i] as string,
    pages: roles[i] === 'carrier@example.com' ? (own[i]?.filter((r) => carrierAgain.includes(r.name)) ?? []) : [],
  }))
  for (const route of routes) {
    if (seen.has(route.name)) continue
    const able = plan.filter((p, i) => own[i]?.includes(route) && !p.pages.includes(route))
    const least = able.sort((a, b) => a.pages.length - b.pages.length)[0]
    if (!least) continue
    least.pages.push(route)
    seen.add(route.name)
  }
  const findings = (
    await Promise.all([
      walk(browser, null, anonymous, 'anonymous', examplePages),
      ...plan.map((p) => walk(browser, p.session, p.pages, p.label, [])),
    ])
  ).flat()
  console.log(
    `axe: ${seen.size} routes, ${examplePages.length} example pages, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
})
