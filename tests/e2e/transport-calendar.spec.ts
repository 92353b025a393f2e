import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'

/**
 * The fleet and its calendar against a real server: a carrier adds a driver and a truck, marks the truck available
 * next week in Kazan on `<fx-transport-calendar>`, sees the relevant cargos and opens one; a white-label shipper
 * signs in on the partner portal example and lands on the calendar. Screenshots of each screen at 375 and 1440 px
 * in Russian and English go to test-results/screens/calendar/ (not committed). Playwright's locators pierce the
 * widget's open shadow root.
 */

const CARRIER = 'carrier@example.com'
const SHIPPER = 'shipper@example.com'

async function signIn(request: APIRequestContext, email: string) {
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
    return { token: data.token, roles: data.user.roles, companyType: data.user.company?.type ?? null }
  }
  throw new Error(`could not sign in as ${email}`)
}

async function seed(context: BrowserContext, lang: 'ru' | 'en', session: Awaited<ReturnType<typeof signIn>> | null) {
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

/** `YYYY-MM-DD` of the browser's today plus `days`. */
function dayFrom(today: Date, days: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

async function pickOption(page: Page, label: string, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

async function shot(page: Page, name: string, lang: string, width: number) {
  await page.waitForTimeout(300)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name} at ${width}px overflows sideways`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `test-results/screens/calendar/${name}-${lang}-${width}.png` })
}

test.describe('transport calendar', () => {
  test('a carrier adds a driver and a truck, marks it available next week in Kazan, opens a relevant cargo', async ({
    page,
    context,
    request,
  }) => {
    await seed(context, 'ru', await signIn(request, CARRIER))
    await page.setViewportSize({ width: 1440, height: 1000 })
    const suffix = String((Date.now() % 900) + 100)
    const plate = `Т${suffix}ВХ116`
    const driver = `Тестов Иван ${suffix}`

    // a driver
    await page.goto('/transport/drivers')
    await expect(page.locator('[data-layout][data-route="transport-drivers"]')).toBeVisible()
    await page.getByRole('button', { name: 'Добавить водителя' }).click()
    const driverForm = page.locator('form[data-form="driver"]')
    await driverForm.getByLabel('ФИО').fill(driver)
    await driverForm.getByLabel('Телефон').fill('+79161112233')
    await driverForm.getByLabel('Водительское удостоверение').fill('16 12 345678')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.locator(`[data-driver="${driver}"]`)).toBeVisible()

    // a truck with that driver
    await page.goto('/transport/trucks')
    await page.getByRole('button', { name: 'Добавить машину' }).click()
    const truckForm = page.locator('form[data-form="truck"]')
    await truckForm.getByLabel('Госномер').fill(`т ${suffix} вх 116`)
    await pickOption(page, 'Тип кузова', /^Тент$/, truckForm)
    await truckForm.getByLabel('Объём, м³').fill('86')
    await truckForm.getByLabel('Грузоподъёмность, т').fill('20')
    await pickOption(page, 'Водитель', driver, truckForm)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    const row = page.locator(`[data-truck="${plate}"]`)
    await expect(row).toBeVisible()
    await expect(row).toContainText(driver)

    // the calendar, narrowed to the new truck
    await page.goto('/transport/calendar')
    const calendar = page.locator('fx-transport-calendar')
    await calendar.getByRole('searchbox', { name: 'Госномер' }).fill(plate)
    await calendar.getByRole('button', { name: 'Найти' }).click()
    await expect(calendar.locator('.tc-truck-number')).toHaveText([plate])
    await expect(calendar.locator('.tc-truck-meta')).toContainText(driver)

    // next week, Monday to Sunday: drag over the days of the truck's row
    const today = new Date(await page.evaluate(() => Date.now()))
    const toMonday = (8 - today.getDay()) % 7 || 7
    const monday = dayFrom(today, toMonday)
    const sunday = dayFrom(today, toMonday + 6)
    const cell = (day: string) => calendar.locator(`.tc-row[aria-rowindex="2"] [data-day="${day}"]`)
    await cell(monday).scrollIntoViewIfNeeded()
    await cell(monday).hover()
    await page.mouse.down()
    await cell(dayFrom(today, toMonday + 3)).hover()
    await cell(sunday).hover()
    await page.mouse.up()
    const dialog = calendar.locator('dialog[open]')
    await expect(dialog.getByRole('heading')).toContainText(plate)
    await expect(dialog.locator('input[type="date"]').first()).toHaveValue(monday)
    await expect(dialog.locator('input[type="date"]').last()).toHaveValue(sunday)
    const place = dialog.getByRole('combobox', { name: 'Где машина свободна' })
    await place.fill('Казан')
    await page
      .getByRole('option', { name: /^Казань/ })
      .first()
      .click()
    await dialog.getByLabel('Радиус').fill('150')
    await dialog.getByRole('button', { name: 'Добавить задачу' }).click()
    const bar = calendar.locator('.tc-row[aria-rowindex="2"] .tc-task[data-type="available"]')
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('Казань')

    // the free window's relevant cargos; one opens on its page
    await bar.click()
    const cargos = dialog.locator('.tc-cargo')
    await expect(cargos.first()).toBeVisible({ timeout: 15_000 })
    await expect(dialog.locator('.tc-cargos-title')).toContainText('Подходящие грузы')
    const route = await cargos.first().locator('.tc-cargo-route').textContent()
    expect(route).toContain('→')
    await cargos.first().locator('.tc-cargo-route').click()
    await expect(page).toHaveURL(/\/cargos\/details\/\d+/)
    await expect(page.locator('[data-layout][data-route="cargos-details"]')).toBeVisible()
  })

  test('a white-label shipper signs in on the partner portal and lands on the calendar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 })
    await page.goto('/examples/partner-portal-calendar.html?partner=cargopartner')
    const calendar = page.locator('fx-transport-calendar')
    await expect(calendar).toContainText('Войдите, чтобы увидеть календарь')
    await page.getByLabel('Демо-пользователь').selectOption(SHIPPER)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.locator('#login-status')).toContainText('Вы вошли как')
    await expect(calendar.locator('[data-mode="shipper"]')).toBeVisible()
    await expect(page.locator('#cp-mode')).toContainText('грузоотправитель')
    // the partner's colour reached into the shadow root
    const primary = await calendar.evaluate((el) =>
      getComputedStyle(el.shadowRoot?.querySelector('.tc') as Element).getPropertyValue('--fx-color-primary'),
    )
    expect(primary.trim()).toBe('#0b7a5a')
    // on the exchange itself, under the partner word, the shipper is forced to the calendar
    await page.goto('/cargos/search?partner=cargopartner')
    await expect(page.locator('[data-layout][data-route="transport-calendar"]')).toBeVisible()
    await expect(page.locator('fx-transport-calendar [data-mode="shipper"]')).toBeVisible()
  })

  const screens = [
    { name: 'calendar', path: '/transport/calendar', route: 'transport-calendar', ready: '.tc-row, .fx-state' },
    { name: 'trucks', path: '/transport/trucks', route: 'transport-trucks', ready: '.tp-row, .fx-state' },
    { name: 'drivers', path: '/transport/drivers', route: 'transport-drivers', ready: '.tp-row, .fx-state' },
    { name: 'routes', path: '/transport/routes', route: 'transport-routes', ready: '[data-section="routes"]' },
    { name: 'analytics', path: '/transport/analytics', route: 'transport-analytics', ready: '.tp-chart, .fx-state' },
  ]
  for (const lang of ['ru', 'en'] as const) {
    test(`screenshots of the fleet screens (${lang})`, async ({ page, context, request }) => {
      await seed(context, lang, await signIn(request, CARRIER))
      for (const screen of screens) {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
          await page.goto(screen.path)
          await expect(page.locator(`[data-layout][data-route="${screen.route}"]`)).toBeVisible()
          await expect(page.locator(screen.ready).first()).toBeVisible({ timeout: 15_000 })
          await shot(page, screen.name, lang, width)
        }
      }
      // the calendar's task dialog with relevant cargos
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/transport/calendar')
      const bar = page.locator(
        'fx-transport-calendar .tc-task[data-type="available"], fx-transport-calendar .tc-task[data-type="ready"]',
      )
      if (
        await bar
          .first()
          .isVisible()
          .catch(() => false)
      ) {
        await bar.first().click()
        await expect(page.locator('fx-transport-calendar dialog[open]')).toBeVisible()
        await shot(page, 'calendar-task', lang, 1440)
      }
    })

    test(`screenshots of the partner portal (${lang})`, async ({ page }) => {
      for (const [who, email] of [
        ['carrier', CARRIER],
        ['shipper', SHIPPER],
      ] as const) {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
          await page.goto('/examples/partner-portal-calendar.html?partner=cargopartner')
          await page.evaluate(() => localStorage.clear())
          await page.reload()
          if (lang === 'en') await page.getByRole('button', { name: 'EN', exact: true }).click()
          await page.getByLabel(/Демо-пользователь/).selectOption(email)
          await page.locator('#login-form button[type="submit"]').click()
          await expect(page.locator('#login-status')).not.toBeEmpty()
          await expect(page.locator('fx-transport-calendar').locator('.tc-row, .fx-state').first()).toBeVisible()
          await shot(page, `partner-portal-${who}`, lang, width)
        }
      }
    })
  }
})
