import { expect, type Page, test } from '@playwright/test'
import { day, seedSession as seed, signIn } from './helpers'

/**
 * The shipper's path through fx-order-form and the shipper's lists against a real server: sign in, fill the order
 * form at /order (two points, dates, cargo, weight, price), save a draft, find it in /cargos/in-work, publish it
 * and take it into work with a responsible employee. Plus screenshots of the order form, the lists and the
 * favourites at 375 and 1440 px in Russian and English: test-results/screens/shipper/<screen>-<lang>-<width>.png
 * (not committed), each checked for sideways overflow.
 */

async function pickPlace(page: Page, index: number, typed: string, name: string) {
  const input = page.locator('fx-order-form input[role="combobox"]').nth(index)
  await input.click()
  await input.fill(typed)
  await page.locator('fx-order-form [role="option"]').filter({ hasText: name }).first().click()
  await expect(input).toHaveValue(name)
}

async function choose(page: Page, label: string, option: string) {
  await page
    .locator('fx-order-form')
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .click()
  await page.locator('fx-order-form [role="option"]').filter({ hasText: option }).first().click()
}

async function noOverflow(page: Page, what: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${what} at ${width}px overflows sideways`).toBeLessThanOrEqual(0)
}

test('a shipper posts a cargo in fx-order-form, finds it in the lists, publishes it and takes it into work', async ({
  page,
  context,
  request,
}) => {
  await seed(context, 'ru', await signIn(request, 'shipper@example.com'))
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto('/order')
  const form = page.locator('fx-order-form')
  await expect(form.locator('form.of')).toBeVisible()

  // an empty save shows the messages of spec 5 and sends nothing
  await form.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(form.locator('.fx-error-text').filter({ hasText: 'Обязательное поле' }).first()).toBeVisible()

  await pickPlace(page, 0, 'Москва', 'Москва')
  await pickPlace(page, 1, 'Казань', 'Казань')
  await form.getByLabel('Дата').nth(0).fill(day(3))
  await form.getByLabel('Дата').nth(1).fill(day(5))
  await form.getByLabel('Адрес').nth(0).fill('ул. Складская, 12')
  await choose(page, 'Тип груза', 'Товары народного потребления')
  await form.getByLabel('Вес').fill('12,5')
  await choose(page, 'Тип кузова', 'Тент')
  await page.keyboard.press('Escape')
  // the market hint of the exchange's own demo cargos, and the lane's price index (its chart loads with the route)
  await expect(form.locator('.of-hint-value')).toBeVisible()
  await expect(form.locator('[part="lane-index"]')).toBeVisible()
  await form.getByLabel('Ставка').fill('85000')
  await form.getByLabel('Комментарий').fill('<b>Хрупкое</b> — не кантовать')

  await form.getByRole('button', { name: 'Сохранить черновик' }).click()
  await expect(page).toHaveURL(/\/cargos\/in-work\?tab=available&highlight=\d+/)
  const id = new URL(page.url()).searchParams.get('highlight')
  const card = page.locator(`.sp-card[data-cargo="${id}"]`)
  await expect(card).toBeVisible()
  await expect(card.locator('.sp-stage')).toHaveText('Черновик')
  await expect(card.locator('.sp-route')).toContainText('Москва')
  // user content is text, never markup
  await expect(card.locator('.sp-comment')).toHaveText('<b>Хрупкое</b> — не кантовать')

  await card.getByRole('button', { name: 'Опубликовать' }).click()
  await expect(card.locator('.sp-stage')).toHaveText('Опубликован')
  // an illegal step is not offered: a published cargo cannot be published again
  await expect(card.getByRole('button', { name: 'Опубликовать' })).toHaveCount(0)

  await card.getByRole('button', { name: 'Взять в работу' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox', { name: /^Ответственный/ }).click()
  const options = page.getByRole('option')
  await expect(options.filter({ hasText: 'Системный помощник' })).toHaveCount(0)
  await options.filter({ hasText: 'Дмитрий Волков' }).first().click()
  await dialog.getByRole('button', { name: 'Назначить' }).click()
  await expect(card).toHaveCount(0)

  await page.getByRole('tab', { name: 'В работе' }).click()
  const inWork = page.locator(`.sp-card[data-cargo="${id}"]`)
  await expect(inWork.locator('.sp-stage')).toHaveText('В работе')
  await expect(inWork.locator('[data-responsible]')).not.toHaveAttribute('data-responsible', 'none')

  // the draft was forgotten once saved: the form is empty again
  await page.goto('/order')
  await expect(form.getByLabel('Вес')).toHaveValue('')
})

for (const lang of ['ru', 'en'] as const) {
  test(`screenshots of the order form and the shipper's lists (${lang})`, { tag: '@screens' }, async ({
    page,
    context,
    request,
  }) => {
    await seed(context, lang, await signIn(request, 'shipper@example.com'))
    const submit = lang === 'ru' ? 'Опубликовать' : 'Publish'
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 })
      await page.goto('/order')
      await expect(page.locator('fx-order-form form.of')).toBeVisible()
      await page.locator('fx-order-form').getByRole('button', { name: submit }).click()
      await expect(page.locator('fx-order-form .fx-error-text').first()).toBeVisible()
      await noOverflow(page, 'the order form', width)
      await page.screenshot({ path: `test-results/screens/shipper/order-form-${lang}-${width}.png`, fullPage: true })

      await page.goto('/cargos/in-work?tab=in-work')
      await expect(page.locator('.sp-card').first()).toBeVisible()
      await noOverflow(page, 'the shipper lists', width)
      await page.screenshot({
        path: `test-results/screens/shipper/cargos-in-work-${lang}-${width}.png`,
        fullPage: true,
      })

      await page.goto('/cargos/in-work?tab=contract')
      await expect(page.locator('.sp-card, .hx-empty-box').first()).toBeVisible()
      await page.screenshot({ path: `test-results/screens/shipper/cargos-contract-${lang}-${width}.png` })
    }
  })
}

test('the carrier’s favourites: an honest empty state, then a marked cargo', async ({ page, context, request }) => {
  const carrier = await signIn(request, 'carrier@example.com')
  const auth = { authorization: `Bearer ${carrier.token}` }
  // the e2e server is shared by the suites: marks another suite left (the CRM example marks one) go first
  const marked = await request.get('/api/v1/cargos?filter[favorite]=1&limit=100', { headers: auth })
  for (const { id } of ((await marked.json()) as { data: { id: number }[] }).data) {
    expect((await request.delete(`/api/v1/cargos/${id}/favorite`, { headers: auth })).status()).toBe(200)
  }
  await seed(context, 'en', carrier)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/cargos/favorite')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/shipper/favorite-empty-en-375.png' })

  const list = await request.get('/api/v1/cargos?limit=1', { headers: { authorization: `Bearer ${carrier.token}` } })
  const cargo = ((await list.json()) as { data: { id: number }[] }).data[0]
  expect(cargo).toBeTruthy()
  const mark = await request.post(`/api/v1/cargos/${cargo?.id}/favorite`, {
    headers: { authorization: `Bearer ${carrier.token}` },
  })
  expect(mark.status()).toBe(200)
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 1000 })
    await page.goto('/cargos/favorite')
    await expect(page.locator(`.sp-card[data-cargo="${cargo?.id}"]`)).toBeVisible()
    await noOverflow(page, 'the favourites', width)
    await page.screenshot({ path: `test-results/screens/shipper/favorite-en-${width}.png` })
  }
  await page.getByRole('button', { name: 'Remove from favourites' }).click()
  await expect(page.getByText('No favourites yet')).toBeVisible()
})
