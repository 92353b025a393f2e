import { expect, test } from '@playwright/test'
import { example, examplesOrigin, refusedOrigin } from './origins'

/**
 * Origins: a page on an origin the exchange does not allow gets the widget's own error and one clear console
 * message naming the cause; the site and the API docs run under the Content-Security-Policy without a violation.
 * (The allowed partner origin is walked by the examples' own specs, which all run from it; the order form's example,
 * whose journey is walked on the site's /order, is opened here from that origin.)
 */
test('a page on an origin the exchange does not allow: the SDK names the cause, the widget shows its error', async ({
  page,
}) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await page.goto(example('crm-cargo-search.html', refusedOrigin))
  await expect(page.locator('fx-cargo-search')).toContainText('Не удалось загрузить данные')
  await expect
    .poll(() => messages.filter((text) => text.includes("is not in the partner's allowed origins")))
    .toEqual([expect.stringContaining(`its origin ${refusedOrigin} is not in the partner's allowed origins`)])
  await expect(page.locator('fx-cargo-search article[part="card"]')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screens/examples/refused-origin-1440.png' })
})

test("the order form's example from the partner's origin: the page signs in cross-origin, the form opens", async ({
  page,
}) => {
  await page.goto(example('order-form.html'))
  await page.locator('#login-form button[type="submit"]').click()
  await expect(page.locator('#login-status')).toContainText('Вы вошли')
  await expect(page.locator('fx-order-form form.of')).toBeVisible()
  expect(new URL(page.url()).origin).toBe(examplesOrigin)
})

test('the site, an example and the API docs run under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const site = await page.goto('/login')
  expect(site?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
  await page.goto('/cargos/search')
  await expect(page.locator('fx-cargo-search article[part="card"]').first()).toBeVisible({ timeout: 20_000 })
  // the examples keep their code in files: they run on the exchange's own /examples/ under the same policy
  await page.goto('/examples/crm-cargo-search.html')
  await expect(page.locator('fx-cargo-search article[part="card"]').first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/api/docs')
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Freight exchange API')
  expect(violations).toEqual([])
})
