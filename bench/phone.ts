/**
 * The site on a phone: Lighthouse (pinned in package.json) in Debian's Chromium, its mobile preset (a mid-range
 * phone's CPU, simulated throttling) beside its desktop preset, against a fresh server serving the build `npm start`
 * serves, for the pages people open most. Per page: performance score, total blocking time, largest contentful
 * paint, cumulative layout shift, the JavaScript transferred and how much of it the page did not run.
 *
 *   npm run build && npm run bench -- phone        (FX_PHONE_RUNS=3 for the median of three runs per cell)
 *
 * A signed-in page gets the session the way the site keeps it (core/session: `accessToken`, `userRoles`,
 * `userCompanyType` in localStorage), written on the origin before Lighthouse loads the page; each run has a fresh
 * browser profile, so the cache is cold either way and Lighthouse's own storage reset (which would sign out) is off.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'
import { chromiumFlags } from './lib/browser'
import { median } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'

type Who = 'carrier' | 'shipper' | null

interface PageCase {
  name: string
  path: string
  who: Who
}

const logins: Record<Exclude<Who, null>, string> = {
  carrier: 'carrier@example.com',
  shipper: 'shipper@example.com',
}

interface Session {
  token: string
  roles: string[]
  companyType: string | null
}

async function signIn(api: string, login: string): Promise<Session> {
  const res = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'demo12345' }),
  })
  if (!res.ok) throw new Error(`sign-in of ${login}: ${res.status}`)
  const { data } = (await res.json()) as {
    data: { token: string; user: { roles: string[]; company?: { type?: string } | null } }
  }
  return { token: data.token, roles: data.user.roles, companyType: data.user.company?.type ?? null }
}

/** A demo order the shipper may open (the first of its list). */
async function demoOrderId(origin: string, session: Session): Promise<number> {
  const res = await fetch(`${origin}/api/v2/cargo-flow/shipper/orders`, {
    headers: { authorization: `Bearer ${session.token}` },
  })
  const body = (await res.json()) as { data: { id: number }[] }
  const id = body.data[0]?.id
  if (id === undefined) throw new Error('no demo order')
  return id
}

interface Figures {
  score: number
  tbt: number
  lcp: number
  cls: number
  jsKB: number
  unusedJsKB: number
  longTasks: number
}

async function runLighthouse(url: string, origin: string, session: Session | null, desktop: boolean, report: string) {
  const profile = tempDir('phone-profile')
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', ...chromiumFlags],
    userDataDir: profile.path,
  })
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      const page = await browser.newPage()
      // an answer with no script or style: the origin's storage, nothing of the site cached
      await page.goto(`${origin}/api/health`)
      await page.evaluate((s: Session) => {
        localStorage.setItem('accessToken', s.token)
        localStorage.setItem('userRoles', JSON.stringify(s.roles))
        if (s.companyType) localStorage.setItem('userCompanyType', s.companyType)
      }, session as never)
      await page.close()
      await browser.disconnect()
    }
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: true }
    const result = await lighthouse(
      url,
      { ...flags, onlyCategories: ['performance'] },
      desktop ? desktopConfig : undefined,
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`)
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    // the whole report, for the treemap and the trace's breakdown (bootup-time, mainthread-work-breakdown, long-tasks)
    writeFileSync(report, JSON.stringify(lhr))
    // FX_PHONE_TRACE=1: the run's trace too, to read each long task's events (Chromium's performance panel opens it)
    if (process.env.FX_PHONE_TRACE === '1')
      writeFileSync(report.replace(/\.json$/, '.trace.json'), JSON.stringify(result.artifacts.Trace))
    const audit = (id: string) => lhr.audits[id]
    const scripts = (
      audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items
    const jsBytes = (scripts ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const unused = (audit('unused-javascript')?.details as { overallSavingsBytes?: number })?.overallSavingsBytes ?? 0
    const longTasks = (audit('long-tasks')?.details as { items?: unknown[] })?.items?.length ?? 0
    const figures: Figures = {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbt: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
      lcp: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
      cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
      jsKB: Math.round(jsBytes / 102.4) / 10,
      unusedJsKB: Math.round(unused / 102.4) / 10,
      longTasks,
    }
    return figures
  } finally {
    await chrome.kill()
    profile.remove()
  }
}

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) =>
    median(
      runs.map((run) => run[key]),
      key === 'cls' ? 3 : 1,
    )
  return {
    score: pick('score'),
    tbt: pick('tbt'),
    lcp: pick('lcp'),
    cls: pick('cls'),
    jsKB: pick('jsKB'),
    unusedJsKB: pick('unusedJsKB'),
    longTasks: pick('longTasks'),
  }
}

export async function benchPhone(): Promise<Record<string, unknown>> {
  const runs = Number(process.env.FX_PHONE_RUNS ?? 1)
  // FX_PHONE_DATA: a data folder kept between runs (seeding the demo data is most of a fresh server's start)
  const kept = process.env.FX_PHONE_DATA
  const dir = kept ? { path: kept, remove() {} } : tempDir('phone')
  // FX_PHONE_CWD: serve another build (its folder holds dist, examples and config), e.g. a copy of the previous one;
  // FX_PHONE_PORT: the server's port (a free one when not given)
  const server = await startScript(
    'src/server/main.ts',
    { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' },
    '/api/health',
    process.env.FX_PHONE_CWD,
    process.env.FX_PHONE_PORT ? Number(process.env.FX_PHONE_PORT) : undefined,
  )
  const api = `${server.url}/api/v1`
  mkdirSync('bench/results/phone', { recursive: true })
  const reportOf = (name: string, desktop: boolean) =>
    `bench/results/phone/${name.replace(/\W+/g, '-')}-${desktop ? 'desktop' : 'mobile'}.json`
  const rows: Record<string, unknown>[] = []
  const all: Record<string, { mobile: Figures; desktop: Figures }> = {}
  try {
    const sessions = {
      carrier: await signIn(api, logins.carrier),
      shipper: await signIn(api, logins.shipper),
    }
    const order = await demoOrderId(server.url, sessions.shipper)
    const pages: PageCase[] = [
      { name: 'cargo search, anonymous', path: '/cargos/search', who: null },
      { name: 'cargo search, carrier', path: '/cargos/search', who: 'carrier' },
      { name: 'responses, carrier', path: '/cargos/responses', who: 'carrier' },
      { name: 'calendar, carrier', path: '/transport/calendar', who: 'carrier' },
      { name: 'order, shipper', path: `/cargos/orders/${order}`, who: 'shipper' },
      { name: 'truck search, shipper', path: '/trucks/list', who: 'shipper' },
    ]
    // the server warm: every page once before measuring
    for (const page of pages) await fetch(server.url + page.path)
    const only = process.env.FX_PHONE_ONLY
    for (const page of pages) {
      if (only && !page.name.includes(only)) continue
      const session = page.who ? sessions[page.who] : null
      const measure = async (desktop: boolean) => {
        const results: Figures[] = []
        for (let i = 0; i < runs; i++)
          results.push(
            await runLighthouse(server.url + page.path, server.url, session, desktop, reportOf(page.name, desktop)),
          )
        return medianFigures(results)
      }
      const mobile = await measure(false)
      const desktop = await measure(true)
      all[page.name] = { mobile, desktop }
      const row = {
        page: page.name,
        'score m/d': `${mobile.score} / ${desktop.score}`,
        'TBT ms m/d': `${mobile.tbt} / ${desktop.tbt}`,
        'LCP s m/d': `${(mobile.lcp / 1000).toFixed(1)} / ${(desktop.lcp / 1000).toFixed(1)}`,
        'CLS m/d': `${mobile.cls} / ${desktop.cls}`,
        'JS KB': mobile.jsKB,
        'unused JS KB': mobile.unusedJsKB,
        'long tasks m': mobile.longTasks,
      }
      rows.push(row)
      console.log(JSON.stringify(row))
    }
  } finally {
    await server.stop()
    dir.remove()
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()} (m: mobile preset, d: desktop preset; JS transferred, compressed), ${runs} run(s) per cell, median`,
  )
  console.table(rows)
  return { runs, pages: all }
}

function lighthouseVersion(): string {
  try {
    return (process.env.npm_package_devDependencies_lighthouse as string | undefined) ?? '12'
  } catch {
    return '12'
  }
}
