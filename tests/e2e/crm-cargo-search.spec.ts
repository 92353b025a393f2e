import { expect, type Page, test } from '@playwright/test'
import { example } from './origins'

/**
 * The CRM example against a real server: a logistics CRM, served from its own origin as a partner's page is,
 * embeds fx-cargo-search with one script tag and calls the exchange cross-origin, anonymous and signed in. Playwright's
 * locators pierce the widget's open shadow root, so the widget is driven as a person would drive it.
 */
const page_ = example('crm-cargo-search.html')

const MOSCOW = { lat: 55.75222, lng: 37.61556 }
const KAZAN = { lat: 55.78874, lng: 49.12214 }

/** Great-circle distance in km. */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

async function pickPlace(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true })
  const choice = page.getByRole('option', { name: option }).first()
  // A place search that failed (shown in the list) is typed again, as a person would.
  for (let attempt = 0; attempt < 3; attempt++) {
    await box.fill('')
    await box.fill(typed)
    const shown = await choice.waitFor({ state: 'visible', timeout: 8_000 }).then(
      () => true,
      () => false,
    )
    if (shown) break
  }
  await choice.click()
}

test.describe('CRM example: cargo search embedded by script tag', () => {
  test('search by route and radius, page, favourite, details, sign in for contacts, saved tab', async ({ page }) => {
    const searches: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/v1/cargos') searches.push(url)
    })
    // whether the script-tag entry's own first view (drawn before the widget loads) was on the screen
    await page.addInitScript(() => {
      const look = () => {
        const root = document.querySelector('fx-cargo-search')?.shadowRoot
        if (root?.querySelector('fx-first-view article[part="card"]')) (window as { fxDrawn?: boolean }).fxDrawn = true
        else if (!root?.querySelector('.fx-root')) requestAnimationFrame(look)
      }
      requestAnimationFrame(look)
    })
    await page.setViewportSize({ width: 1440, height: 1000 })
    await page.goto(page_)
    const cards = page.locator('fx-cargo-search article[part="card"]')
    await expect(cards.first()).toBeVisible()
    await expect(cards).toHaveCount(20)
    // the first page was drawn before the widget loaded, then taken over by it: the same 20, asked for once
    expect(await page.evaluate(() => (window as { fxDrawn?: boolean }).fxDrawn)).toBe(true)
    await expect(page.locator('fx-cargo-search fx-first-view')).toHaveCount(0)
    await expect(cards).toHaveCount(20)
    expect(searches.filter((url) => url.searchParams.get('offset') === '0')).toHaveLength(1)

    // Load more appends the next page of 20.
    await page.getByRole('button', { name: 'Показать ещё' }).click()
    await expect(cards).toHaveCount(40)
    expect(searches.at(-1)?.searchParams.get('offset')).toBe('20')

    // A route with a radius: Moscow -> Kazan, 50 km around each (the default). Where the widget is narrow the
    // filters fold behind a toggle.
    const toggle = page.locator('fx-cargo-search').getByRole('button', { name: 'Фильтры', exact: true })
    if (await toggle.isVisible()) await toggle.click()
    await pickPlace(page, 'Откуда', 'Моск', /^Москва/)
    await pickPlace(page, 'Куда', 'Казан', /^Казань/)
    await page.getByRole('button', { name: 'Найти', exact: true }).click()
    await expect.poll(() => searches.at(-1)?.searchParams.get('filter[finish_point_radius]')).toBe('50')
    const last = searches.at(-1)!
    expect(last.searchParams.get('filter[start_point_radius]')).toBe('50')
    expect(last.searchParams.get('offset')).toBe('0')
    await expect(cards.first()).toContainText('Казань')
    // Every result starts within 50 km of Moscow and ends within 50 km of Kazan (checked on the cargo itself).
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-cargo-id')))
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      const cargo = (await (await page.request.get(`/api/v1/cargos/${id}`)).json()).data
      expect(km(cargo.start_point, MOSCOW)).toBeLessThanOrEqual(50.5)
      expect(km(cargo.finish_point, KAZAN)).toBeLessThanOrEqual(50.5)
    }
    await expect(page.locator('#log')).toContainText('fx-search')
    // The route is remembered as a one-click chip.
    await expect(page.locator('fx-cargo-search [part~="route-chip"]').first()).toContainText('Москва')

    // Anonymous visitors are invited to sign in for contacts.
    await cards.first().getByRole('heading').getByRole('button').click()
    await expect(page.locator('fx-cargo-search [part="contacts"]')).toContainText('Войдите, чтобы увидеть контакты')
    await expect(page.locator('#log')).toContainText('fx-cargo-select')
    await page.keyboard.press('Escape')

    // Sign in on the CRM page: the page hands the token to the element.
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await expect(page.locator('#signed-in')).toBeVisible()

    // Favourite toggle, on a cargo not starred yet (the demo carriers have starred a few)
    const unstarred = cards.filter({ has: page.getByRole('button', { name: 'В избранное' }) }).first()
    const unstarredId = await unstarred.getAttribute('data-cargo-id')
    await unstarred.getByRole('button', { name: 'В избранное' }).click()
    await expect(
      cards.and(page.locator(`[data-cargo-id="${unstarredId}"]`)).getByRole('button', { name: 'Убрать из избранного' }),
    ).toBeVisible()
    await expect(page.locator('#log')).toContainText('fx-favorite-change')

    // Details with contacts.
    await cards.first().getByRole('heading').getByRole('button').click()
    await page.getByRole('button', { name: 'Показать контакты' }).click()
    await expect(page.locator('fx-cargo-search [part="contacts"]')).toContainText(/\+7|8 \(/)
    await page.keyboard.press('Escape')

    // Save the current filter as a tab; it is offered after a reload, selected.
    await page.getByRole('button', { name: 'Сохранить вкладку' }).click()
    await page.getByRole('textbox', { name: 'Название вкладки' }).fill('Москва — Казань')
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click()
    await expect(page.getByRole('tab', { name: 'Москва — Казань' })).toHaveAttribute('aria-selected', 'true')
    await page.reload()
    const signIn = page.getByRole('button', { name: 'Войти', exact: true })
    if (await signIn.isVisible()) await signIn.click()
    await expect(page.getByRole('tab', { name: 'Москва — Казань' })).toHaveAttribute('aria-selected', 'true')
  })

  test('switches language at run time and renders at 375 and 1440 px', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(page_)
      await expect(page.locator('fx-cargo-search article[part="card"]').first()).toBeVisible()
      await page.screenshot({ path: `test-results/screens/crm-cargo-search-ru-${width}.png`, fullPage: false })
      await page.locator('fx-cargo-search').evaluate((el) => el.setAttribute('lang', 'en'))
      await expect(page.getByRole('button', { name: width > 550 ? 'Search' : /Filters/ }).first()).toBeVisible()
      await page.screenshot({ path: `test-results/screens/crm-cargo-search-en-${width}.png`, fullPage: false })
    }
  })
})
