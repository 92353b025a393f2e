import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { auth, contextFor, type Session, shoot, signIn } from './helpers'
import { example } from './origins'

/**
 * Live tracking: the carrier creates the link for the driver on a demo order on the way; the driver's page (no
 * sign-in, Chromium's geolocation emulated) posts the phone's position; the shipper sees the truck on the order page
 * and sees it move when the driver moves, in ru and en, then on the on-way list (the row's summary, the map on
 * demand); and `fx-order-tracking` on a partner's page served from the second origin shows the same truck.
 *
 * The exchange refuses jumps faster than a truck, with the fixes' accuracy as slack: each move here is under a
 * kilometre from the last position with an accuracy of 800 m. With TRACKING_SHOTS=<dir>, screenshots of the order
 * page, the on-way list and the driver's page in both languages at 1440 and 375 px.
 */

const shots = process.env.TRACKING_SHOTS

test.setTimeout(120_000)

interface Point {
  lat: number
  lon: number
}

/** A demo order on the way between shipper@ and carrier@, and where its truck was last seen. */
async function orderOnTheWay(request: APIRequestContext, shipper: Session, carrier: Session) {
  const mine = await request.get('/api/v1/carrier/orders?limit=100&filter[view]=on_way', { headers: auth(carrier) })
  const carriers = new Set(((await mine.json()).data as { id: number }[]).map((o) => o.id))
  const theirs = await request.get('/api/v2/cargo-flow/shipper/orders?limit=100&filter[view]=on_way', {
    headers: auth(shipper),
  })
  const orders = ((await theirs.json()).data as { id: number; status: string }[]).filter(
    (o) => o.status === 'on_way' && carriers.has(o.id),
  )
  expect(orders.length, 'a demo order on the way of shipper@ and carrier@').toBeGreaterThan(0)
  const id = orders[0]!.id
  const tracking = await request.get(`/api/v2/orders/${id}/tracking`, { headers: auth(shipper) })
  expect(tracking.status()).toBe(200)
  const { last, route } = (await tracking.json()).data as { last: Point | null; route: Point[] }
  // no position yet: the driver starts at the loading point
  return { id, last: last ?? route[0] ?? { lat: 55.75, lon: 37.62 } }
}

/** The truck's position the map draws, as numbers. */
async function truckAt(map: Locator): Promise<Point> {
  const [lat, lon] = ((await map.locator('.fx-tm-truck').getAttribute('data-at')) ?? '').split(',').map(Number)
  return { lat: lat ?? Number.NaN, lon: lon ?? Number.NaN }
}

async function expectTruckAt(map: Locator, at: Point, timeout = 10_000) {
  await expect
    .poll(
      async () => {
        const drawn = await truckAt(map)
        return Math.abs(drawn.lat - at.lat) < 1e-4 && Math.abs(drawn.lon - at.lon) < 1e-4
      },
      { timeout },
    )
    .toBe(true)
}

async function driverPage(browser: Browser, url: string, at: Point) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'ru',
    geolocation: { latitude: at.lat, longitude: at.lon, accuracy: 800 },
    permissions: ['geolocation'],
  })
  const page = await context.newPage()
  await page.goto(new URL(url).pathname)
  return { context, page }
}

async function shotsOf(page: Page, name: string, lang: 'ru' | 'en') {
  if (shots) await shoot(page, shots, name, lang)
}

test("a driver's page posts positions and the shipper sees the truck move, in ru and en", async ({
  browser,
  request,
}) => {
  const shipper = await signIn(request, 'shipper@example.com')
  const carrier = await signIn(request, 'carrier@example.com')
  const { id, last } = await orderOnTheWay(request, shipper, carrier)

  // the carrier makes the link on the order page
  const carrierContext = await contextFor(browser, 'ru', carrier)
  const carrierPage = await carrierContext.newPage()
  await carrierPage.goto(`/cargos/orders/${id}`)
  const share = carrierPage.locator('[data-block="share-link"]')
  await share.locator('[data-action="create-link"]').click()
  const url = await share.locator('input[name="tracking-url"]').inputValue()
  expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{32}$/)
  if (shots) await shoot(carrierPage, shots, 'carrier-share', 'ru', carrierPage.locator('[data-section="tracking"]'))
  await carrierContext.close()

  // the driver opens it: the page asks for the position and sends it
  const first = { lat: Number((last.lat + 0.006).toFixed(6)), lon: Number(last.lon.toFixed(6)) }
  const driver = await driverPage(browser, url, first)
  const sharing = driver.page.locator('.hx-track-sharing')
  await expect(sharing).toHaveAttribute('data-sent', '1')
  await expect(sharing).toHaveAttribute('data-state', 'sharing')
  await expect(driver.page.locator('.hx-track-status')).toHaveText('Передача идёт')
  await expect(sharing.locator('[data-fact="sent"] dd')).toContainText('±800 м')

  // the shipper, in English, sees the truck where the driver is
  const shipperContext = await contextFor(browser, 'en', shipper)
  const shipperPage = await shipperContext.newPage()
  await shipperPage.goto(`/cargos/orders/${id}`)
  const section = shipperPage.locator('[data-section="tracking"]')
  await expect(section.locator('h2')).toHaveText('Where the truck is')
  await expectTruckAt(section, first)
  await expect(section.locator('[data-fact="last-seen"] dd')).toHaveText(/just now|minute ago/)
  await expect(section.locator('[data-fact="eta"] dt')).toHaveText('Arrival')
  await shotsOf(shipperPage, 'order-tracking', 'en')

  // the truck moves: the driver's page sends the new position, the shipper's map follows
  const second = { lat: Number((first.lat + 0.006).toFixed(6)), lon: first.lon }
  await driver.context.setGeolocation({ latitude: second.lat, longitude: second.lon, accuracy: 800 })
  await expect(sharing).toHaveAttribute('data-sent', '2', { timeout: 15_000 })
  await expectTruckAt(section, second, 20_000)

  // the driver's page in English
  await shotsOf(driver.page, 'driver', 'ru')
  await driver.page
    .locator('.hx-auth-header')
    .getByRole('button', { name: /^EN$|English/ })
    .first()
    .click()
  await expect(driver.page.locator('.hx-track-status')).toHaveText('Sharing')
  // the language switch does not restart the sharing
  await expect(sharing).toHaveAttribute('data-sent', '2')
  await expect(sharing.locator('[role="alert"]')).toHaveCount(0)
  await shotsOf(driver.page, 'driver', 'en')
  await driver.context.close()

  // the on-way list in Russian: the row's summary, and the map on demand
  const russian = await contextFor(browser, 'ru', shipper)
  const list = await russian.newPage()
  await list.goto('/cargos/on-way')
  const row = list.locator(`[data-row-tracking="${id}"]`)
  await expect(row.locator('[data-fact="last-seen"]')).toContainText('Последняя точка')
  await row.locator('[data-action="toggle-map"]').click()
  await expectTruckAt(row, second)
  await shotsOf(list, 'on-way', 'ru')
  if (shots) {
    await list.goto(`/cargos/orders/${id}`)
    await expect(list.locator('[data-section="tracking"] .fx-tm-truck')).toBeVisible()
    await shotsOf(list, 'order-tracking', 'ru')
    await shipperPage.goto('/cargos/on-way')
    await shipperPage.locator(`[data-row-tracking="${id}"] [data-action="toggle-map"]`).click()
    await expect(shipperPage.locator(`[data-row-tracking="${id}"] .fx-tm-truck`)).toBeVisible()
    await shotsOf(shipperPage, 'on-way', 'en')
  }
  await russian.close()
  await shipperContext.close()
})

test('fx-order-tracking on a partner page from the second origin shows the truck', async ({ page, request }) => {
  const shipper = await signIn(request, 'shipper@example.com')
  const carrier = await signIn(request, 'carrier@example.com')
  const { id } = await orderOnTheWay(request, shipper, carrier)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(example(`order-tracking.html?order=${id}`))
  await page.locator('#login-form select[name="login"]').selectOption('shipper@example.com')
  await page.locator('#login-form button[type="submit"]').click()
  const widget = page.locator('fx-order-tracking')
  await expect(widget).toHaveAttribute('order-id', String(id))
  await expect(widget.locator('.fx-tm-truck')).toBeVisible()
  await expect(widget.locator('[part="title"]')).toContainText('где машина')
  await expect(page.locator('#log')).toContainText('fx-tracking-update')
  await page.locator('[data-lang="en"]').click()
  await expect(widget.locator('[part="title"]')).toContainText('where the truck is')
  await expect(widget.locator('[data-fact="distance-left"] dt')).toHaveText('To go')
  if (shots) {
    await shoot(page, shots, 'widget', 'en')
  }
})
