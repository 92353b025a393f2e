import { createHmac } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { auth, contextFor, day, seedSession, shoot, signIn } from './helpers'

/**
 * Integrations against a real server with the demo data: a partner subscribes a local receiver to
 * "cargo created"; a shipper makes a file source from a sample XLSX (its columns mapped from the header), uploads
 * it and reads the report (one bad row by line); a rule publishes the orders; the shipper auctions one of them and a
 * carrier's auto-bid takes the lead on the trades screen; the receiver gets the signed events.
 * Screenshots (@screens): test-results/screens/integrations/<screen>-<lang>-<width>.png.
 */

const shots = 'test-results/screens/integrations'
const header = ['Номер заказа партнёра', 'Город погрузки', 'Город выгрузки', 'Дата погрузки', 'Вес, т', 'Ставка, ₽']

async function sampleFile(dir: string, stamp: string): Promise<string> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Заявки')
  sheet.addRow(header)
  sheet.addRow([`E2E-${stamp}-1`, 'Казань', 'Москва', day(4), 18, 95000])
  sheet.addRow([`E2E-${stamp}-2`, 'Москва', 'Казань', day(5), 20, 88000])
  sheet.addRow([`E2E-${stamp}-3`, 'Нигдеград', 'Казань', day(5), 20, 88000])
  mkdirSync(dir, { recursive: true })
  const path = `${dir}/orders-${stamp}.xlsx`
  await book.xlsx.writeFile(path)
  return path
}

async function pick(page: Page, label: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
}

test("the platform's chart, its table of numbers opened on a phone, fits its box", async ({ browser, request }) => {
  const shipper = await signIn(request, 'shipper@example.com')
  const context = await contextFor(browser, 'ru', shipper)
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/integrations/platform')
  await page.getByText('Таблица с теми же числами').first().click()
  const table = page.locator('.fx-chart-table-wrap').first()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  // the demo's two sources: the last column's gap after it made the table scroll 5 px sideways inside the card
  // (first in this file: the journey below adds a third source, whose column a phone's table scrolls to, as it should)
  expect(await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth), 'the table scrolls sideways').toBe(0)
  await context.close()
})

test('a shipper imports an XLSX with a mapping, a rule publishes it, an auto-bid wins, a partner gets signed events', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(150_000)
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = []
  const hook = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  try {
    const shipper = await signIn(request, 'shipper@example.com')
    const carrier = await signIn(request, 'carrier@example.com')
    const sub = await request.post('/api/v1/external/subscribers/subscribe', {
      headers: auth(shipper),
      data: { url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks`, events: ['cargo.created'] },
    })
    expect(sub.status()).toBe(201)
    const secret = (await sub.json()).data.secret as string
    const rule = await request.post('/api/v2/cargos/custom-logics', {
      headers: auth(shipper),
      data: {
        name: 'E2E: всё на биржу',
        position: 0,
        conditions: [{ field: 'weight', op: 'gte', value: 15 }],
        actions: { publish: true },
      },
    })
    expect(rule.status()).toBe(201)

    const stamp = String(Date.now())
    const file = await sampleFile('test-results/integrations', stamp)
    await seedSession(context, 'ru', shipper)
    await page.goto('/integrations/platform')
    await expect(page.getByRole('heading', { name: 'Импорт заказов' })).toBeVisible()
    // one name per page: the menu says what the page's title says
    for (const [path, name] of [
      ['/integrations/platform', 'Импорт заказов'],
      ['/integrations/distribution', 'Распределение контактов'],
      ['/integrations/settings', 'Правила и вебхуки'],
    ] as const) {
      await expect(page.locator(`.hx-menu a.hx-menu-item[href="${path}"]`)).toHaveText(name)
    }
    const form = page.locator('[data-form="import"]')
    await form.locator('input[name="name"]').fill(`Е2Е ${stamp}`)
    await form.locator('input[name="partner_name"]').fill(`ТМС E2E ${stamp}`)
    await pick(page, 'Тип груза по умолчанию', /./)
    await pick(page, 'Тип кузова по умолчанию', /./)
    await form.locator('input[type="file"]').setInputFiles(file)
    await expect(form.locator('[data-mapping]')).toBeVisible()
    await form.getByRole('button', { name: 'Создать источник' }).click()
    const item = page.locator('[data-import]', { hasText: `Е2Е ${stamp}` })
    await expect(item).toBeVisible()
    await item.locator('input[type="file"]').setInputFiles(file)
    const report = item.locator('[data-report]')
    await expect(report).toContainText('добавлено: 2')
    await expect(report).toContainText('с ошибками: 1')
    const rows = report.locator('.fx-table-row:not(.fx-table-head)')
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('Нигдеград')
    // the error names the partner's own column, and the source says which columns it expects
    await expect(report.locator('[data-field="from"]')).toHaveText('Город погрузки')
    await expect(item.locator('[data-expected-columns]')).toContainText('«Вес, т»')
    // the rule published them
    const orders = page.locator('[data-order]', { hasText: `E2E-${stamp}-1` })
    await expect(orders).toContainText('На бирже')

    // the shipper auctions one for 20 seconds; the carrier's auto-bid (a round every 3 s) takes the lead
    const listed = await request.get('/api/v1/integration/import-orders?limit=5', { headers: auth(shipper) })
    const imported = (await listed.json()).data.find((o: { external_id: string }) => o.external_id === `E2E-${stamp}-1`)
    const auction = await request.post(`/api/v1/shipper/cargos/${imported.cargo_id}/auction`, {
      headers: auth(shipper),
      data: { start_price: 9_500_000, min_step: 100_000, ends_at: new Date(Date.now() + 20_000).toISOString() },
    })
    expect(auction.status(), await auction.text()).toBeLessThan(300)
    const cargo = await (
      await request.get(`/api/v1/shipper/cargos/${imported.cargo_id}`, { headers: auth(shipper) })
    ).json()
    const setting = await request.post('/api/v2/integration/auto-bids/settings', {
      headers: auth(carrier),
      data: {
        name: `E2E ${stamp}`,
        lanes: [{ from_place_id: cargo.data.start_point.id, to_place_id: cargo.data.finish_point.id }],
        floor: 8_000_000,
        step: 200_000,
        daily_limit: 5,
      },
    })
    expect(setting.status(), await setting.text()).toBe(200)
    const carrierContext = await contextFor(browser, 'ru', carrier)
    const trades = await carrierContext.newPage()
    await trades.goto('/cargos/trades')
    const bid = trades.locator('[data-bid]').filter({ hasText: 'Казань' }).first()
    await expect(bid.locator('[data-outcome="leading"]')).toBeVisible()
    const bidId = await bid.getAttribute('data-bid')

    // the auction ends; the server decides it by itself: the carrier's response is accepted
    await expect
      .poll(
        async () => {
          const answer = await request.get(
            `/api/v2/cargos/responses?filter[cargo_id]=${imported.cargo_id}&filter[status]=accepted`,
            { headers: auth(carrier) },
          )
          return (await answer.json()).meta?.size
        },
        { timeout: 75_000, intervals: [2000] },
      )
      .toBe(1)
    // the carrier sees it won: among the won bids of the trades screen
    await trades.reload()
    await trades.getByRole('tab', { name: 'Только выигранные' }).click()
    const won = trades.locator(`[data-bid="${bidId}"]`)
    await expect(won.locator('[data-outcome="won"]')).toHaveText('Выиграна')
    await expect(won).toContainText('Казань')
    await carrierContext.close()

    // the partner got the cargos, signed
    await expect
      .poll(() => received.filter((r) => r.body.includes('cargo.created')).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2)
    const first = received[0]!
    const signature = `sha256=${createHmac('sha256', secret).update(`${first.headers['x-fx-timestamp']}.${first.body}`).digest('hex')}`
    expect(first.headers['x-fx-signature']).toBe(signature)
  } finally {
    await new Promise<void>((resolve) => hook.close(() => resolve()))
  }
})

test('a shipper changes a rule on the settings screen: the list names the partner, a bad name is refused, the change lands', async ({
  page,
  context,
  request,
}) => {
  const shipper = await signIn(request, 'shipper@example.com')
  const stamp = String(Date.now())
  const created = await request.post('/api/v2/cargos/custom-logics', {
    headers: auth(shipper),
    data: {
      name: `Правка ${stamp}`,
      position: 50,
      conditions: [{ field: 'weight', op: 'gte', value: 30 }],
      actions: { publish: true },
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).data.id as number
  await seedSession(context, 'ru', shipper)
  await page.goto('/integrations/settings')
  // the demo rule names its partner, not the partner's id
  await expect(
    page.locator('[data-rule]', { hasText: 'Тяжёлые заявки Ромашки' }).locator('[data-conditions]'),
  ).toContainText('партнёр равно ТМС «Ромашка»')
  const item = page.locator(`[data-rule="${id}"]`)
  await item.getByRole('button', { name: 'Изменить' }).click()
  const form = page.locator('[data-form="rule"]')
  await expect(page.getByRole('heading', { name: `Изменить правило «Правка ${stamp}»` })).toBeVisible()
  await expect(form.locator('input[name="name"]')).toHaveValue(`Правка ${stamp}`)
  await form.locator('input[name="name"]').fill('П')
  await form.getByRole('button', { name: 'Сохранить правило' }).click()
  await expect(form).toContainText('Минимум 2 символа')
  await expect(item).toContainText(`Правка ${stamp}`) // nothing changed
  await form.locator('input[name="name"]').fill(`Изменено ${stamp}`)
  await form.locator('input[name="conditions.0.value"]').fill('25')
  await form.locator('input[name="active"]').uncheck()
  await form.getByRole('button', { name: 'Сохранить правило' }).click()
  await expect(item).toContainText(`Изменено ${stamp}`)
  await expect(item).toContainText('вес, т не меньше 25')
  await expect(item).toContainText('Выключено')
  await expect(page.getByRole('heading', { name: 'Новое правило' })).toBeVisible()
  const stored = await request.get(`/api/v2/cargos/custom-logics/${id}`, { headers: auth(shipper) })
  expect((await stored.json()).data).toMatchObject({ name: `Изменено ${stamp}`, active: false, position: 50 })
})

for (const lang of ['ru', 'en'] as const) {
  test(`@screens integrations and trades screens (${lang})`, async ({ browser, request }) => {
    const shipper = await signIn(request, 'shipper@example.com')
    const carrier = await signIn(request, 'carrier@example.com')
    const ctx = await contextFor(browser, lang, shipper)
    const page = await ctx.newPage()
    for (const [path, name] of [
      ['/integrations/platform', 'platform'],
      ['/integrations/distribution', 'distribution'],
      ['/integrations/settings', 'settings'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('.fx-hp-item').first()).toBeVisible()
      await shoot(page, shots, name, lang)
    }
    // the rule editor changing the demo's partner rule
    await page.locator('[data-rule]').first().locator('[data-action="edit"]').click()
    await expect(page.locator('[data-form="rule"][data-rule-id]')).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0)) // the full page from its top (editing scrolled to the editor)
    await shoot(page, shots, 'settings-edit', lang)
    await ctx.close()
    const cctx = await contextFor(browser, lang, carrier)
    const trades = await cctx.newPage()
    await trades.goto('/cargos/trades')
    await expect(trades.locator('[data-setting]').first()).toBeVisible()
    await shoot(trades, shots, 'trades', lang)
    await cctx.close()
  })
}
