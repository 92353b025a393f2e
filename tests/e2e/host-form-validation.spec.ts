import { expect, type Locator, type Page, test } from '@playwright/test'
import { validationMessage } from '../../src/core/contract/messages'
import { en as analyticsEn, ru as analyticsRu } from '../../src/host/pages/analytics/texts'
import { en as integrationsEn, ru as integrationsRu } from '../../src/host/texts/integrations'
import { contextFor, type Lang, signIn } from './helpers'

/**
 * The site's forms check what is typed with the contract's schemas before anything is sent: the message shows under
 * its field, in the interface language, in words a user knows, and what was typed stays. One form of each kind of
 * field (text, place, checkbox group, a dialog's form) in Russian and in English. Each failed form is also shot at a
 * phone's and a desktop's width (test-results/form-errors/<form>-<lang>-<width>.png) for a look at its layout.
 */

const shots = 'test-results/form-errors'

/** The kit's field (label, control, error) around a control or with a label. */
const fieldWith = (form: Locator, has: string) =>
  has.startsWith('input')
    ? form.locator('.fx-field').filter({ has: form.page().locator(has) })
    : // the label first, not a longer one that starts with it ("Partner's contact")
      form.locator('.fx-field').filter({ hasText: new RegExp(`^${has}(?![\\w'])`) })

async function shoot(page: Page, form: Locator, name: string, lang: Lang) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await form.scrollIntoViewIfNeeded()
    await form.screenshot({ path: `${shots}/${name}-${lang}-${width}.png` })
  }
}

for (const lang of ['ru', 'en'] as const) {
  const t = (lang === 'ru' ? integrationsRu : integrationsEn).integrations
  const required = validationMessage(lang, 'required')

  test(`contact distribution: an empty and a short contact are said under the field (${lang})`, async ({
    browser,
    request,
  }) => {
    const context = await contextFor(browser, lang, await signIn(request, 'shipper@example.com'))
    const page = await context.newPage()
    await page.goto('/integrations/distribution')
    const form = page.locator('[data-form="relation"]')
    await form.getByRole('button', { name: t.add }).click()
    await expect(fieldWith(form, 'input[name="contact"]').locator('.fx-error-text')).toHaveText(required)
    await expect(fieldWith(form, t.partner).locator('.fx-error-text')).toHaveText(required)
    await form.locator('input[name="contact"]').fill('Я')
    await form.getByRole('button', { name: t.add }).click()
    await expect(fieldWith(form, 'input[name="contact"]').locator('.fx-error-text')).toHaveText(
      lang === 'ru' ? 'Минимум 2 символа' : 'Minimum 2 characters',
    )
    await expect(form.locator('input[name="contact"]')).toHaveValue('Я')
    await shoot(page, form, 'distribution', lang)
    await context.close()
  })

  // the price is typed last: leaving it for the button must not lose the click (src/host/forms/after-press.ts)
  test(`auto-bids: a setting with no departure city asks for one, the name typed stays (${lang})`, async ({
    browser,
    request,
  }) => {
    const context = await contextFor(browser, lang, await signIn(request, 'carrier@example.com'))
    const page = await context.newPage()
    await page.goto('/cargos/trades')
    const form = page.locator('[data-form="auto-bid"]')
    await form.locator('input[name="name"]').fill('Казань — Москва')
    await form.locator('input[name="floor"]').fill('12abc')
    await form.getByRole('button', { name: t.setting_save }).click()
    await expect(fieldWith(form, t.from).locator('.fx-error-text')).toHaveText(
      lang === 'ru' ? 'Укажите город отправления' : 'Choose the departure city',
    )
    await expect(fieldWith(form, 'input[name="floor"]').locator('.fx-error-text')).toHaveText(
      validationMessage(lang, 'not_a_number'),
    )
    await expect(form.locator('input[name="name"]')).toHaveValue('Казань — Москва')
    await expect(form.locator('input[name="floor"]')).toHaveValue('12abc')
    await shoot(page, form, 'auto-bid', lang)
    await context.close()
  })

  test(`webhooks: an address that is not http(s) and no event are refused before sending (${lang})`, async ({
    browser,
    request,
  }) => {
    const context = await contextFor(browser, lang, await signIn(request, 'shipper@example.com'))
    const page = await context.newPage()
    await page.goto('/integrations/settings')
    const form = page.locator('[data-form="webhook"]')
    // the box first: the address's message appears as the address is left, and would move the boxes under a click
    await form.locator('input[name="event-cargo.created"]').uncheck()
    await form.locator('input[name="url"]').fill('ftp://example.com/hooks')
    await form.getByRole('button', { name: t.subscribe }).click()
    await expect(fieldWith(form, 'input[name="url"]').locator('.fx-error-text')).toHaveText(
      validationMessage(lang, 'invalid_url'),
    )
    // spec 5: a field left empty (no event ticked) reads "required"
    await expect(form.locator('fieldset .fx-error-text')).toHaveText(required)
    await expect(form.locator('input[name="url"]')).toHaveValue('ftp://example.com/hooks')
    await shoot(page, form, 'webhook', lang)
    await context.close()
  })

  test(`departments: a one-letter name is refused in the dialog, the name stays (${lang})`, async ({
    browser,
    request,
  }) => {
    const a = (lang === 'ru' ? analyticsRu : analyticsEn).analytics
    const context = await contextFor(browser, lang, await signIn(request, 'manager@example.com'))
    const page = await context.newPage()
    await page.goto('/analytics/goals')
    await page.locator('[data-action="new-department"]').click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByLabel(a.department_name).fill('Ю')
    await dialog.locator('[data-action="save-department"]').click()
    const form = dialog.locator('[data-form="department"]')
    await expect(fieldWith(form, 'input[name="name"]').locator('.fx-error-text')).toHaveText(
      lang === 'ru' ? 'Минимум 2 символа' : 'Minimum 2 characters',
    )
    await expect(dialog.getByLabel(a.department_name)).toHaveValue('Ю')
    await shoot(page, dialog, 'department', lang)
    await context.close()
  })
}
