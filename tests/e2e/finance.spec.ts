import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { allResources } from '../../src/host/texts/all-texts'
import { parseClientBankExchange } from '../../src/server/modules/finance/client-bank'
import { auth, contextFor, type Lang, seedSession, shoot, signIn } from './helpers'

/**
 * Finance against the real server and its demo data: a carrier (СибЭкспресс, not applied yet) applies for advance
 * payment with its passport and three images, sends the application and sees the partner's (the local fake's)
 * approval arrive by polling; the shipper's accountant reconciles a period of the registry in bulk, hands a row to a
 * factoring company, approves an advance and exports the approved ones to 1C: the downloaded file is parsed back.
 * @screens: the three screens in both languages at 1440 and 375 px, for each role that uses them.
 */

const t = allResources.ru.translation.finance
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f2a1d80000000049454e44ae426082',
  'hex',
)

test.setTimeout(90_000)

test('a carrier applies for advance payment with its uploads and is approved by the partner', async ({
  browser,
  request,
}) => {
  const siberia = await signIn(request, 'siberia@example.com')
  const context = await contextFor(browser, 'ru', siberia)
  const page = await context.newPage()
  await page.goto('/advance-payment')
  await expect(page.locator('[data-verification="none"]')).toBeVisible()
  const form = page.locator('[data-form="passport"]')
  await form.locator('input[name="passport.series"]').fill('9204')
  await form.locator('input[name="passport.number"]').fill('12')
  await form.locator('input[name="passport.department_code"]').fill('160-005')
  await form.getByLabel(t.issued_at).fill('2015-06-01')
  await form.getByLabel(t.birth_date).fill('1985-03-12')
  await form.locator('input[name="passport.issued_by"]').fill('МВД по Республике Татарстан')
  await page.locator('[data-action="save-passport"]').click()
  // a short number is refused before it is sent, next to the field
  await expect(form.getByText('Номер паспорта — 6 цифр')).toBeVisible()
  await form.locator('input[name="passport.number"]').fill('123456')
  await page.locator('[data-action="save-passport"]').click()
  await expect(page.locator('[data-passport]')).toContainText('••••56')
  for (const type of ['passport_main', 'passport_registration', 'passport_selfie']) {
    const box = page.locator(`[data-upload="${type}"]`)
    await box.locator('input[type="file"]').setInputFiles({ name: `${type}.png`, mimeType: 'image/png', buffer: PNG })
    await expect(box).toHaveAttribute('data-uploaded', '')
  }
  await page.locator('[data-action="send"]').click()
  await expect(page.locator('[data-verification="sent"]')).toBeVisible()
  // the page asks the partner by itself; the fake decides a few seconds after the lead
  await expect(page.locator('[data-verification="approved"]')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-step="decision"][data-done]')).toBeVisible()
  await context.close()
})

/** A day typed as ДД.ММ.ГГГГ, as the API takes it (ГГГГ-ММ-ДД). */
const isoOf = (typed: string) => typed.split('.').reverse().join('-')

test("the shipper's accountant reconciles a period, sets a factoring company, approves an advance and exports it to 1C", async ({
  browser,
  request,
}) => {
  const accountant = await signIn(request, 'manager@example.com')
  const context = await contextFor(browser, 'ru', accountant)
  const page = await context.newPage()

  await page.goto('/finance/registry')
  await page.locator('[data-type="unchecked"]').click()
  const rows = page.locator('[data-registry]')
  // the unchecked rows are on screen (not the first load's any more)
  await expect(page.locator('.fx-fin-list[aria-busy="false"]')).toBeVisible()
  await expect(page.locator('[data-registry][data-checked]')).toHaveCount(0)
  // the period may hold more rows than a page (200): the accountant marks page after page until none is left
  const typed = async (label: string) => isoOf(await page.getByLabel(label, { exact: true }).inputValue())
  const period = `filter[start_date]=${await typed('С')}&filter[end_date]=${await typed('По')}`
  const unchecked = await request.get(`/api/v1/finance/registries?type=unchecked&limit=1&${period}`, {
    headers: auth(accountant),
  })
  const toCheck: number = (await unchecked.json()).meta.size
  expect(toCheck).toBeGreaterThan(0)
  for (let left = toCheck; left > 0; ) {
    const onPage = Math.min(200, left)
    await expect(rows).toHaveCount(onPage)
    await page.getByLabel(t.select_all).check()
    await page.locator('[data-action="mark-checked"]').click()
    await expect(page.getByText(`Отмечено: ${onPage}`).last()).toBeVisible()
    left -= onPage
    if (left > 0) await expect(page.getByText(`Заказов: ${left}`)).toBeVisible()
  }
  await expect(page.getByText(t.empty)).toBeVisible()
  await page.locator('[data-type="checked"]').click()
  await expect(page.locator('[data-registry][data-checked]').first()).toBeVisible()
  const checked = await request.get('/api/v1/finance/registries?type=checked&limit=200', { headers: auth(accountant) })
  expect((await checked.json()).meta.totals.checked).toBeGreaterThanOrEqual(toCheck)

  // a factoring company for one row: the answer's row is merged in place
  const first = rows.first()
  const id = Number(await first.getAttribute('data-registry'))
  await first.getByRole('combobox', { name: t.factoring }).click()
  await page.getByRole('option', { name: 'ООО «Фактор-Лайн»' }).click()
  await expect(page.getByText(/Факторинг для З-\d+: ООО «Фактор-Лайн»/)).toBeVisible()
  const row = (
    await (await request.get('/api/v1/finance/registries?limit=200', { headers: auth(accountant) })).json()
  ).data.find((r: { id: number }) => r.id === id)
  expect(row.factoring_company.name).toBe('ООО «Фактор-Лайн»')

  // an advance waiting for a decision: approve, then export the approved ones to 1C
  await page.goto('/finance/prepayment')
  await page.locator('[data-tab="requested"]').click()
  const waiting = page.locator('[data-advance][data-status="requested"]').first()
  const advanceId = await waiting.getAttribute('data-advance')
  await waiting.locator('[data-action="approve"]').click()
  await page.locator('[data-action="confirm"]').click()
  await expect(page.getByText(/Аванс АВ-\d+ одобрен/)).toBeVisible()
  await page.locator('[data-tab="approved"]').click()
  const approved = page.locator(`[data-advance="${advanceId}"][data-status="approved"]`)
  await expect(approved).toBeVisible()
  const approvedIds = await page
    .locator('[data-advance][data-status="approved"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-advance')))
  for (const box of await page.locator('[data-advance][data-status="approved"] input[type="checkbox"]').all())
    await box.check()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-action="export-1c"]').click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^kl_to_1c_\d{4}-\d{2}-\d{2}\.txt$/)
  const file = parseClientBankExchange(readFileSync((await download.path()) as string))
  expect(file.header.Кодировка).toEqual(['Windows'])
  expect(file.documents.map((d) => d.Номер).sort()).toEqual([...approvedIds].sort())
  expect(
    file.documents.every((d) => d.СекцияДокумент === 'Платежное поручение' && /^\d+\.\d{2}$/.test(d.Сумма ?? '')),
  ).toBe(true)
  await expect(page.getByText(/Файл для 1С сохранён/)).toBeVisible()
  await page.locator('[data-tab="exported"]').click()
  await expect(page.locator(`[data-advance="${advanceId}"][data-status="exported"]`)).toBeVisible()
  await context.close()
})

const shots = 'test-results/screens/finance'

for (const lang of ['ru', 'en'] as Lang[]) {
  test(`finance screens in ${lang} @screens`, async ({ browser, request }) => {
    const shipper = await signIn(request, 'shipper@example.com')
    const carrier = await signIn(request, 'carrier@example.com')
    const petrov = await signIn(request, 'petrov@example.com')
    const ctx = await contextFor(browser, lang, shipper)
    const page = await ctx.newPage()
    await page.goto('/finance/registry')
    await expect(page.locator('[data-registry]').first()).toBeVisible()
    await shoot(page, shots, 'registry', lang)
    await page.goto('/finance/prepayment')
    await expect(page.locator('[data-advance]').first()).toBeVisible()
    await shoot(page, shots, 'prepayment', lang)
    await page.goto('/advance-payment')
    await expect(page.locator('[data-intro]')).toBeVisible()
    await shoot(page, shots, 'advance-shipper', lang)
    await ctx.close()
    for (const [name, who] of [
      ['advance-carrier-approved', carrier],
      ['advance-carrier-new', petrov],
    ] as const) {
      const c = await contextFor(browser, lang, who)
      const p = await c.newPage()
      await p.goto('/advance-payment')
      await expect(p.locator('[data-verification]')).toBeVisible()
      await shoot(p, shots, name, lang)
      await c.close()
    }
    const guest = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: lang })
    await seedSession(guest, lang, null)
    const g = await guest.newPage()
    await g.goto('/advance-payment')
    await expect(g.locator('[data-intro]')).toBeVisible()
    await shoot(g, shots, 'advance-guest', lang)
    await guest.close()
  })
}
