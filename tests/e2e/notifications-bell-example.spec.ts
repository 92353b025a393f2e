import { expect, test } from '@playwright/test'
import { expectNoOverflow } from './helpers'
import { example } from './origins'

/**
 * The notifications bell embedded by script tag on a partner's page (examples/notifications-bell.html, served from
 * its own origin: the live stream and every call go to the exchange cross-origin): the page's
 * own sign-in hands the token to the element, the bell counts the unread, the page's language switch reaches it,
 * and opening a notification is an event the page logs. Screenshots: test-results/screens/examples/.
 */
test('the bell example: sign in, count, switch language, log an opened notification', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(example('notifications-bell.html'))
  await page.locator('#login-form select[name="login"]').selectOption('carrier@example.com')
  await page.locator('#login-form button[type="submit"]').click()
  await expect(page.locator('#login-status')).toContainText('Вы вошли как')
  await expect(page.locator('#login-form')).toBeHidden()
  const badge = page.locator('fx-notifications-bell [part="badge"]')
  await expect(badge).toBeVisible()
  expect(Number(await badge.textContent())).toBeGreaterThan(0)

  await page.locator('[data-lang="en"]').click()
  await expect(page.locator('fx-notifications-bell')).toHaveAttribute('lang', 'en')
  await expect(page.locator('[data-lang="en"]')).toHaveAttribute('aria-pressed', 'true')

  await page.locator('fx-notifications-bell [part="bell"]').click()
  await page.locator('fx-notifications-bell [data-id]').first().click()
  await expect(page.locator('#log')).toContainText('fx-notification-open')
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await page.screenshot({ path: `test-results/screens/examples/notifications-bell-${width}.png`, fullPage: true })
    await expectNoOverflow(page, 'the bell example')
  }

  await page.locator('#logout').click()
  await expect(page.locator('#login-form')).toBeVisible()
  await expect(page.locator('fx-notifications-bell [part="badge"]')).toHaveCount(0)
})
