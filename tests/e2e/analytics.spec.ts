import { type APIRequestContext, expect, test } from '@playwright/test'
import { en as analyticsEn, ru as analyticsRu } from '../../src/host/pages/analytics/texts'
import { auth, contextFor, day, type Lang, type Session, shoot, signIn } from './helpers'

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
  const cargo = await post(request, logist, 'v1/shipper/cargos', {
    points: [
      { kind: 'load', place_id: from, address: null, date: day(3) },
      { kind: 'unload', place_id: to, address: null, date: day(5) },
    ],
    cargo_type_id: 1,
    pack_type_id: 1,
    weight: 10,
    volume: 40,
    truck_types: [1],
    load_types: [1],
    additional_conditions: [],
    additional_equipments: [],
    price: 6_000_000,
    currency: 'RUB',
    payment_type: 1,
    price_mode: 'nds',
    contacts: [],
    comment: null,
    publish: true,
  })
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
          await shoot(page, 'test-results/analytics', `${name}-${who}`, lang)
        }
      } finally {
        await context.close()
      }
    }
  })
}
