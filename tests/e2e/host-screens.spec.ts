import { expect, type Page, test } from '@playwright/test'
import { seedSession as seed, signIn } from './helpers'

/**
 * Screenshots of the exchange site's own screens at 375 and 1440 px, in Russian and English, for people to look
 * at: test-results/screens/host/<screen>-<lang>-<width>.png (not committed). Each shot also checks that the
 * screen rendered what it is about, and that nothing overflows the window sideways.
 */

interface Screen {
  name: string
  path: string
  user?: string
  /** The data-route the screen must show. */
  route: string
  /** Something to do before the shot (open a menu). */
  act?: (page: Page, width: number) => Promise<void>
  ready?: (page: Page) => Promise<void>
  fullPage?: boolean
  widths?: number[]
}

const fakeTelegram = `window.Telegram = { WebApp: { ready() {}, expand() {}, colorScheme: 'light', onEvent() {},
  themeParams: { bg_color: '#ffffff', secondary_bg_color: '#f0f2f5', text_color: '#1c1c1e', hint_color: '#8e8e93',
    button_color: '#2aabee', button_text_color: '#ffffff', header_bg_color: '#2aabee' },
  BackButton: { show() {}, hide() {}, onClick() {}, offClick() {} } } }`

const screens: Screen[] = [
  {
    name: 'cargo-search',
    path: '/cargos/search',
    route: 'cargos-search',
    ready: (page) => expect(page.locator('fx-cargo-search article[part="card"]').first()).toBeVisible(),
  },
  {
    name: 'cargo-details',
    path: '/cargos/details/5',
    user: 'shipper@example.com',
    route: 'cargos-details',
    ready: (page) => expect(page.locator('.hx-points li').first()).toBeVisible(),
    fullPage: true,
  },
  { name: 'empty-drivers', path: '/transport/drivers', user: 'carrier@example.com', route: 'transport-drivers' },
  { name: 'control-table', path: '/transport/control-table', user: 'logist@example.com', route: 'control-table' },
  { name: 'login', path: '/login', route: 'login' },
  { name: 'not-found', path: '/no/such/page', route: 'not-found' },
  {
    name: 'white-label-calendar',
    path: '/transport/calendar?cargopartner',
    user: 'shipper@example.com',
    route: 'transport-calendar',
  },
  {
    name: 'mini-app-details',
    path: '/?tgWebAppStartParam=cargo_5',
    user: 'carrier@example.com',
    route: 'cargos-details',
    ready: (page) => expect(page.locator('.hx-tabbar')).toBeVisible(),
    widths: [375],
  },
  {
    name: 'menu-open',
    path: '/cargos/contracts',
    user: 'shipper@example.com',
    route: 'cargos-contracts',
    widths: [375],
    act: async (page) => {
      await page.locator('.hx-burger').click()
      await expect(page.locator('.hx-menu')).toBeVisible()
    },
  },
  // the account screens in the real shell (their own suites shoot them in a harness)
  ...(['profile', 'company', 'employees', 'carriers', 'notifications'] as const).map(
    (screen): Screen => ({
      name: `account-${screen}`,
      path: `/account/${screen}`,
      user: 'shipper@example.com',
      route: screen === 'carriers' ? 'my-carriers' : `account-${screen}`,
      ready: (page) => expect(page.locator('main h1, main h2').first()).toBeVisible(),
      fullPage: true,
    }),
  ),
  {
    name: 'user-menu-open',
    path: '/account/profile',
    user: 'carrier@example.com',
    route: 'account-profile',
    act: async (page) => {
      await page.locator('.hx-user-button').click()
      await expect(page.locator('.hx-user-menu')).toBeVisible()
    },
  },
]

for (const screen of screens) {
  for (const lang of ['ru', 'en'] as const) {
    test(`screenshot ${screen.name} (${lang})`, { tag: '@screens' }, async ({ page, context, request }) => {
      await seed(context, lang, screen.user ? await signIn(request, screen.user) : null)
      await page.route('https://telegram.org/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: fakeTelegram }),
      )
      for (const width of screen.widths ?? [375, 1440]) {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
        await page.goto(screen.path)
        await expect(page.locator(`[data-layout][data-route="${screen.route}"]`)).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await screen.ready?.(page)
        await screen.act?.(page, width)
        await page.waitForTimeout(300)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${screen.name} at ${width}px overflows sideways`).toBeLessThanOrEqual(0)
        await page.screenshot({
          path: `test-results/screens/host/${screen.name}-${lang}-${width}.png`,
          fullPage: screen.fullPage ?? false,
        })
      }
    })
  }
}
