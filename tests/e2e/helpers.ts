/**
 * What the end-to-end specs share: signing a demo user in through the API, a browser context that starts signed in
 * (the host reads its session from localStorage), dates relative to today, and screenshots that also check that
 * nothing overflows sideways.
 */
import { mkdirSync } from 'node:fs'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'

export type Lang = 'ru' | 'en'
export interface Session {
  token: string
  roles: string[]
  companyType: string | null
}

// One sign-in per user and spec file: the login route is rate-limited per address.
const sessions = new Map<string, Session>()

/** Signs a demo user in (password demo12345), waiting out the login rate limit when it answers 429. */
export async function signIn(request: APIRequestContext, email: string): Promise<Session> {
  const known = sessions.get(email)
  if (known) return known
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await request.post('/api/v1/auth/login', { data: { login: email, password: 'demo12345' } })
    if (response.status() === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? 10) * 1000))
      continue
    }
    expect(response.status()).toBe(200)
    const { data } = (await response.json()) as {
      data: { token: string; user: { roles: string[]; company: { type: string } | null } }
    }
    const session = { token: data.token, roles: data.user.roles, companyType: data.user.company?.type ?? null }
    sessions.set(email, session)
    return session
  }
  throw new Error(`could not sign in as ${email}`)
}

/**
 * Makes every page of the context start in `lang`, signed in as `session` (or signed out for null); once per tab, so
 * that a sign-out in the test sticks.
 */
export async function seedSession(context: BrowserContext, lang: Lang, session: Session | null): Promise<void> {
  await context.addInitScript(
    ([language, value]) => {
      if (sessionStorage.getItem('fx-e2e-seeded')) return
      sessionStorage.setItem('fx-e2e-seeded', '1')
      localStorage.clear()
      localStorage.setItem('language', language)
      if (!value) return
      localStorage.setItem('accessToken', value.token)
      localStorage.setItem('userRoles', JSON.stringify(value.roles))
      if (value.companyType) localStorage.setItem('userCompanyType', value.companyType)
    },
    [lang, session] as const,
  )
}

/** A new 1440 px browser context, signed in as `session`. */
export async function contextFor(browser: Browser, lang: Lang, session: Session): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: lang })
  await seedSession(context, lang, session)
  return context
}

/** API headers for `session`. */
export const auth = (session: Session, lang: Lang = 'ru') => ({
  authorization: `Bearer ${session.token}`,
  'accept-language': lang,
})

/** `YYYY-MM-DD`, `offset` days from today (UTC). */
export function day(offset: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** Fails when the page is wider than the window (a sideways scroll). */
export async function expectNoOverflow(page: Page, what: string, slack = 1): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${what} at ${page.viewportSize()?.width}px overflows sideways`).toBeLessThanOrEqual(slack)
}

/**
 * The screen (or only `part` of it) at 1440 and at 375 px (back to 1440 after) into `dir/<name>-<lang>-<width>.png`,
 * checking that the page does not overflow sideways.
 */
export async function shoot(page: Page, dir: string, name: string, lang: Lang, part?: Locator): Promise<void> {
  mkdirSync(dir, { recursive: true })
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.waitForTimeout(150)
    const path = `${dir}/${name}-${lang}-${width}.png`
    if (part) await part.screenshot({ path })
    else await page.screenshot({ path, fullPage: true })
    await expectNoOverflow(page, name)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

/**
 * The order form's body of a published cargo: 10 t, 40 m³, tent, 60,000 RUB with VAT, loading `loadIn` days from
 * today at `from` and unloading two days later at `to` (place ids).
 */
export function publishedCargo(from: number, to: number, loadIn: number) {
  return {
    points: [
      { kind: 'load', place_id: from, address: null, date: day(loadIn) },
      { kind: 'unload', place_id: to, address: null, date: day(loadIn + 2) },
    ],
    cargo_type_id: 1,
    pack_type_id: 1,
    weight: 10,
    volume: 40,
    truck_types: [1],
    load_types: [1],
    additional_conditions: [],
    additional_equipments: [],
    price: 6_000_000,
    currency: 'RUB',
    payment_type: 1,
    price_mode: 'nds',
    contacts: [],
    comment: null,
    publish: true,
  }
}
