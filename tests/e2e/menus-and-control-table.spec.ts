/**
 * Menus and the control table, one journey: a deep link offers sign-in and comes back; a signed-in user is not shown
 * the sign-in page; the menu offers the control table and it moves a task on (on a phone its tasks are cards); a
 * cargo search lives in the address.
 */
import { expect, test } from '@playwright/test'
import { seedSession, signIn } from './helpers'

test('deep link → sign in → back; control table; search in the address', async ({ page, context, request }) => {
  await seedSession(context, 'ru', null)
  // an anonymous deep link lands on the search (spec 4, rule 2), which offers sign-in and returns to the page after it
  await page.goto('/order')
  await expect(page).toHaveURL(/\/cargos\/search\?next=%2Forder$/)
  await expect(page.locator('[data-notice="sign-in-to-open"]')).toContainText('Новый заказ')
  await page.getByRole('link', { name: 'Войти и открыть' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Forder$/)
  await expect(page.locator('[data-notice="sign-in-to-continue"]')).toBeVisible()
  await page.getByRole('textbox', { name: /E-mail или телефон/ }).fill('shipper@example.com')
  await page.locator('input[type="password"]').fill('demo12345')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page).toHaveURL(/\/order$/)
  await expect(page.locator('[data-layout][data-route="order"]')).toBeVisible()

  // signed in, /login and /registration go to the start page
  await page.goto('/login')
  await expect(page.locator('[data-layout][data-route="cargos-search"]')).toBeVisible()
  await page.goto('/registration')
  await expect(page.locator('[data-layout][data-route="cargos-search"]')).toBeVisible()

  // a search applied is in the address; back goes to the previous one
  await page.getByRole('combobox', { name: 'Сортировка' }).click()
  await page.getByRole('option', { name: /Цена/ }).first().click()
  await expect(page).toHaveURL(/sort=/)
  const sorted = page.url()
  await page.goBack()
  await expect(page).not.toHaveURL(/sort=/)
  await page.goForward()
  await expect(page).toHaveURL(sorted)

  // the carrier's control table: rows from the demo, and a task moved on
  const carrier = await signIn(request, 'carrier@example.com')
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.token)
    localStorage.setItem('userRoles', JSON.stringify(s.roles))
    localStorage.setItem('userCompanyType', s.companyType ?? '')
  }, carrier)
  await page.goto('/cargos/search')
  await page.locator('.hx-menu-item', { hasText: 'Таблица контроля' }).click()
  const table = page.getByRole('table', { name: 'Транспортные задачи' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  await page.getByRole('combobox', { name: 'Задача' }).click()
  await page.getByRole('option', { name: 'Свободна' }).click()
  const ready = table.getByRole('button', { name: 'Готов к погрузке' }).first()
  await ready.click()
  await expect(page.locator('.fx-toast[data-kind="success"]')).toContainText('готова к погрузке')

  // on a phone each task is a card of labelled lines: nothing scrolls sideways, the button is still there
  await page.setViewportSize({ width: 375, height: 812 })
  const card = table.getByRole('row').nth(1)
  await expect(card.locator('.fx-table-label', { hasText: 'Машина' })).toBeVisible()
  const wrap = page.locator('.tp-control-wrap')
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await expect(table.getByRole('button', { name: 'Готов к погрузке' }).first()).toBeVisible()
})
