import { type APIRequestContext, expect, test } from '@playwright/test'
import { ru as chartRu } from '../../src/host/charts/texts'
import { en as analyticsEn, ru as analyticsRu } from '../../src/host/pages/analytics/texts'
import { auth, contextFor, type Lang, publishedCargo, type Session, shoot, signIn } from './helpers'

/**
 * Analytics against the real server: the head of «Логистика: Центр» (manager@) sets the logistician's monthly
 * target of covered cargos on /analytics/goals; the logistician posts a cargo and gets it covered (a carrier's
 * response, the check, the contract signed: through the API, the lifecycle spec walks those screens); the
 * logistician's dashboard card of covered cargos moves by one against the new target.
 *
 * @screens: the four screens for the shipper, the logistician (dashboard only: the guard keeps the others from
 * logisticians) and the manager, in both languages at 1440 and 375 px, into test-results/analytics/.
 */

async function post(request: APIRequestContext, who: Session, path: string, data: object = {}) {
  const response = await request.post(`/api/${path}`, { headers: auth(who), data })
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true)
  return (await response.json()).data
}

async function placeId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/v1/geo/places?query=${encodeURIComponent(name)}&type=city&limit=1`)
  return (await answer.json()).data[0].id
}

/** The logistician posts a cargo (the order form's call), a carrier answers, the cargo is covered by a contract. */
async function postAndCover(request: APIRequestContext, logist: Session) {
  const carrier = await signIn(request, 'carrier@example.com')
  const security = await signIn(request, 'security@example.com')
  const shipper = await signIn(request, 'shipper@example.com')
  const [from, to] = [await placeId(request, 'Казань'), await placeId(request, 'Москва')]
  const cargo = await post(request, logist, 'v1/shipper/cargos', publishedCargo(from, to, 3))
  const response = await post(request, carrier, `v1/cargos/${cargo.id}/response/add`, { price: 5_900_000 })
  await post(request, logist, `v2/cargos/responses/${response.id}/secure-state`, { state: 'accepted' })
  await post(request, logist, `v2/cargos/responses/${response.id}/security-check`)
  await post(request, security, `v1/orders/security/${response.id}/approve`)
  const contract = await post(request, carrier, 'v1/carrier/contract/create', { response_id: response.id })
  await post(request, shipper, 'v1/shipper/contract/confirm', { contract_id: contract.id })
}

test('a head sets a goal; the logistician covers a cargo; the dashboard moves', async ({ browser, request }) => {
  test.setTimeout(60_000)
  const t = analyticsRu.analytics
  const manager = await signIn(request, 'manager@example.com')
  const logist = await signIn(request, 'logist@example.com')
  const target = 100 + Math.floor(Math.random() * 800)

  const mc = await contextFor(browser, 'ru', manager)
  const lc = await contextFor(browser, 'ru', logist)
  try {
    const mp = await mc.newPage()
    await mp.goto('/analytics/goals')
    const person = mp.locator('[data-person="logist@example.com"]')
    await person.locator('[data-action="edit-goals"]').click()
    const dialog = mp.locator('dialog[open]')
    await dialog.getByLabel('Закрыто грузов').fill(String(target))
    await dialog.getByRole('button', { name: 'Сохранить' }).click()
    await expect(mp.getByText(t.saved).first()).toBeVisible()
    await expect(person.locator('[data-goal="17"] [data-value]')).toContainText(`/ ${target}`)

    const lp = await lc.newPage()
    await lp.goto('/analytics/dashboard')
    const card = lp.locator('[data-goal="17"]')
    await expect(card.getByText(t.target.replace('{{value}}', String(target)))).toBeVisible()
    const before = Number((await card.locator('[data-value]').innerText()).replace(/\D/g, ''))

    await postAndCover(request, logist)
    await lp.reload()
    await expect(card.locator('[data-value]')).toHaveText(String(before + 1))
    await expect(
      card.getByText(t.progress.replace('{{value}}', String(Math.floor(((before + 1) * 100) / target)))),
    ).toBeVisible()
  } finally {
    await mc.close()
    await lc.close()
  }
})

test('the head of logistics makes a department, moves a logistician into it and deletes it', async ({
  browser,
  request,
}) => {
  const t = analyticsRu.analytics
  const manager = await signIn(request, 'manager@example.com')
  const context = await contextFor(browser, 'ru', manager)
  try {
    const page = await context.newPage()
    await page.goto('/analytics/goals')
    await page.locator('[data-action="new-department"]').click()
    const dialog = page.locator('dialog[open]')
    // a name taken (whatever its case) is said under the field, and nothing is made
    await dialog.getByLabel(t.department_name).fill('логистика: центр')
    await dialog.locator('[data-action="save-department"]').click()
    await expect(dialog.getByText('Отдел с таким названием уже есть')).toBeVisible()
    const name = `Логистика: Юг ${Date.now() % 100_000}`
    await dialog.getByLabel(t.department_name).fill(name)
    await dialog.locator('[data-action="save-department"]').click()
    await expect(page.getByText(t.department_created).first()).toBeVisible()
    const made = page.locator('[data-department]').filter({ has: page.getByRole('heading', { name }) })
    await expect(made.getByText(t.no_people)).toBeVisible()

    // Артём Зайцев moves from «Восток» to the new department, then back when it is deleted… into no department
    const person = page.locator('[data-person="zaytsev@north-trade.example"]')
    await person.getByRole('combobox', { name: t.department }).click()
    await page.getByRole('option', { name }).click()
    await expect(made.locator('[data-person="zaytsev@north-trade.example"]')).toBeVisible()
    await made.locator('[data-action="delete-department"]').click()
    await page.locator('dialog[open] [data-action="confirm"]').click()
    await expect(page.getByText(t.department_deleted).first()).toBeVisible()
    await expect(page.getByRole('heading', { name })).toHaveCount(0)
    const none = page.locator('[data-department="none"]')
    await expect(none.locator('[data-person="zaytsev@north-trade.example"]')).toBeVisible()
    // back to «Восток», as the demo has it
    await none
      .locator('[data-person="zaytsev@north-trade.example"]')
      .getByRole('combobox', { name: t.department })
      .click()
    await page.getByRole('option', { name: 'Логистика: Восток' }).click()
    await expect(
      page
        .locator('[data-department]')
        .filter({ hasText: 'Логистика: Восток' })
        .locator('[data-person="zaytsev@north-trade.example"]'),
    ).toBeVisible()
  } finally {
    await context.close()
  }
})

test('the chart library reaches the browser only on a page that draws a chart', async ({ browser, request }) => {
  const manager = await signIn(request, 'manager@example.com')
  const context = await contextFor(browser, 'ru', manager)
  try {
    const page = await context.newPage()
    const loaded: string[] = []
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname))
    const chartCode = () => loaded.filter((path) => /\/assets\/draw-[\w-]+\.(js|css)$/.test(path))
    await page.goto('/analytics/goals')
    await expect(page.locator('[data-department]').first()).toBeVisible()
    await page.goto('/cargos/in-work')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(chartCode()).toEqual([])
    // the dashboard draws one: uPlot's code and stylesheet come with it, and the table carries the same numbers
    await page.goto('/analytics/dashboard')
    const chart = page.locator('[data-chart]')
    await expect(chart.locator('.uplot canvas')).toBeVisible()
    expect(chartCode().some((path) => path.endsWith('.js'))).toBe(true)
    expect(chartCode().some((path) => path.endsWith('.css'))).toBe(true)
    await chart.getByText(chartRu.chart.table_view).click()
    await expect(chart.locator('tbody tr').first()).toBeVisible()
  } finally {
    await context.close()
  }
})

const screens: { who: string; email: string; pages: string[] }[] = [
  { who: 'shipper', email: 'shipper@example.com', pages: ['dashboard', 'logistic', 'goals', 'clients'] },
  { who: 'logist', email: 'logist@example.com', pages: ['dashboard'] },
  { who: 'manager', email: 'manager@example.com', pages: ['dashboard', 'logistic', 'goals', 'clients'] },
]

for (const lang of ['ru', 'en'] as Lang[]) {
  test(`analytics screens in ${lang} @screens`, async ({ browser, request }) => {
    test.setTimeout(240_000)
    const title = (lang === 'ru' ? analyticsRu : analyticsEn).analytics
    const titles: Record<string, string> = {
      dashboard: title.dashboard_title,
      logistic: title.logistic_title,
      goals: title.goals_title,
      clients: title.clients_title,
    }
    for (const { who, email, pages } of screens) {
      const session = await signIn(request, email)
      const context = await contextFor(browser, lang, session)
      try {
        const page = await context.newPage()
        for (const name of pages) {
          await page.goto(`/analytics/${name}`)
          await expect(page.getByRole('heading', { level: 1, name: titles[name] })).toBeVisible()
          await expect(page.locator('.fx-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
          await expect(page.locator('[data-chart], [data-cards], [data-department]').first()).toBeVisible()
          // each chart drawn (uPlot arrives with the first chart) before the picture is taken
          await expect(page.locator('[data-chart] .uplot')).toHaveCount(await page.locator('[data-chart]').count())
          // the wide tables fit their box on a desktop: nothing scrolls sideways at 1440 px
          const sideways = await page
            .locator('.fx-table')
            .evaluateAll((wraps) => wraps.filter((w) => w.scrollWidth > w.clientWidth + 1).length)
          expect(sideways, `${name}: tables scrolling sideways at 1440 px`).toBe(0)
          await shoot(page, 'test-results/analytics', `${name}-${who}`, lang)
        }
      } finally {
        await context.close()
      }
    }
  })
}
