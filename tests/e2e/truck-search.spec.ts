import { expect, type Page, test } from '@playwright/test'
import { seedSession, signIn } from './helpers'
import { example } from './origins'

/**
 * A shipper finds a truck (issue 13) against a real server with the demo data: on /trucks/list it searches trucks
 * free in Kazan next week for Moscow, opens an external carrier's planned trip, reads the comments and adds one,
 * writes to the carrier about one of its cargos (sent through the outbox), and opens the carrier's page. Then the
 * shipper's TMS example page finds the same trucks through the script-tag SDK. The map shows the list's trucks.
 */

const SHIPPER = 'shipper@example.com'

async function pickPlace(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true })
  const choice = page.getByRole('option', { name: option }).first()
  for (let attempt = 0; attempt < 3; attempt++) {
    await box.fill('')
    await box.fill(typed)
    if (
      await choice.waitFor({ state: 'visible', timeout: 8_000 }).then(
        () => true,
        () => false,
      )
    )
      break
  }
  await choice.click()
}

test('a shipper searches trucks in Kazan next week, opens a carrier, comments and messages it', async ({
  page,
  context,
  request,
}) => {
  const session = await signIn(request, SHIPPER)
  await seedSession(context, 'ru', session)
  await page.goto('/trucks/list')
  const widget = page.locator('fx-truck-search')
  await expect(widget.locator('.ts-card').first()).toBeVisible()
  // the week's free trucks anywhere: the map below shows the same search
  const firstCount = (await widget.locator('.ts-count').textContent()) ?? ''
  expect(firstCount).toMatch(/^Найден/)

  await pickPlace(page, 'Где свободна', 'Казан', /^Казань/)
  await pickPlace(page, 'Куда (для маршрутов)', 'Москв', /^Москва/)
  await widget.getByRole('button', { name: 'Найти' }).click()
  const planned = widget.locator('.ts-card[data-source="planned_route"]').first()
  await expect(planned).toContainText('Казань → Москва')
  await expect(widget.locator('.ts-last-routes')).toContainText('Казань → Москва')

  await planned.locator('.ts-card-open').click()
  const details = widget.locator('.ts-details')
  await expect(details.locator('.ts-carrier-name')).toContainText('Из вашей базы')
  await expect(details.locator('.ts-routes li').first()).toContainText('Казань → Москва')
  await details.getByRole('textbox', { name: 'Комментарий к машине' }).fill('Договорились о ставке, ждём подтверждения')
  await details.getByRole('button', { name: 'Добавить комментарий' }).click()
  await expect(details.locator('.ts-comments li').first()).toContainText('Договорились о ставке')

  await details.getByRole('combobox', { name: 'Мой груз' }).selectOption({ index: 1 })
  await details.getByRole('button', { name: 'Написать перевозчику' }).click()
  await expect(details.locator('.ts-message-text')).toHaveValue(/Здравствуйте! Есть груз №\d+/)
  await details.getByRole('button', { name: 'Отправить' }).click()
  await expect(widget.locator('.fx-toast').last()).toContainText('Отправлено 1 сообщение')

  await details.getByRole('link', { name: 'Страница перевозчика' }).click()
  await expect(page).toHaveURL(/\/trucks\/carrier\/\d+$/)
  await expect(page.locator('.hx-carrier-card')).toContainText('Из вашей базы')
  await expect(page.locator('.hx-carrier-list').nth(1).locator('li').first()).toBeVisible()

  // the map (offline country borders) shows the same trucks, clustered; a cluster click zooms in
  await page.goto('/trucks/map')
  await expect(page.locator('.hx-map-count')).toHaveText(firstCount)
  await expect(page.locator('.hx-map path.leaflet-interactive, .hx-map svg path').first()).toBeAttached()
  const marker = page.locator('.hx-map-marker').first()
  await expect(marker).toBeVisible()
})

test('the TMS example page finds the trucks through the script tag', async ({ page }) => {
  await page.goto(example('tms-truck-search.html'))
  await expect(page.locator('fx-truck-search .ts-sign-in')).toBeVisible()
  await page.getByRole('button', { name: 'Войти на биржу' }).click()
  await expect(page.locator('fx-truck-search .ts-card').first()).toBeVisible()
  await page.locator('fx-truck-search .ts-card-open').first().click()
  await expect(page.locator('#log')).toContainText('fx-truck-select')
})
