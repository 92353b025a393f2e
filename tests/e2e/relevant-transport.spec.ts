import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type Session, seedSession as seed, signIn } from './helpers'
import { example } from './origins'

/**
 * A carrier's matching trucks and fleet analytics against a real server with the demo data: the Volga carrier
 * (two trucks free in Kazan next week) opens a cargo from Kazan on the host's cargo page and in the cargo search's
 * details dialog (the CRM example), sees its trucks that fit and picks one for the response; the transport
 * analytics show last week's revenue. Screenshots at 375 and 1440 px in Russian and English go to
 * test-results/screens/matching/ (not committed).
 */

const CARRIER = 'carrier@example.com'
const KAZAN = 551487

interface FoundCargo {
  id: number
  load_date_from: string
  start_point: { id: number; name: string }
  finish_point: { id: number }
}

/** An available cargo from Kazan that the carrier's trucks free there next week fit. */
async function kazanCargo(request: APIRequestContext, session: Session): Promise<FoundCargo> {
  const headers = { authorization: `Bearer ${session.token}` }
  const response = await request.get(`/api/v1/cargos/relevant-for-transport?limit=100&filter[start_date]=${today()}`, {
    headers,
  })
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as { data: FoundCargo[] }
  const cargo = data.find((item) => item.start_point.id === KAZAN)
  expect(cargo, 'a relevant cargo from Kazan').toBeTruthy()
  return cargo as FoundCargo
}

const today = () => new Date().toISOString().slice(0, 10)

async function shot(page: Page, name: string, lang: string, width: number) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(300)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${name} at ${width}px overflows sideways`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: `test-results/screens/matching/${name}-${lang}-${width}.png`, fullPage: true })
}

const texts = {
  ru: { fit: /Подход(ит|ят) \d+ ваш/, choose: 'Откликнуться этой машиной', revenue: /\d[\d\s\u00a0]*(,\d+)?\s₽/ },
  en: { fit: /\d+ of your trucks fit/, choose: 'Respond with this truck', revenue: /RUB\s[\d,]+/ },
}

test.describe('relevant transport and fleet analytics', () => {
  for (const lang of ['ru', 'en'] as const) {
    // The Russian pass runs in `npm test`; the English one, the same steps with the English texts, runs with the
    // screenshots (`npm run screens`), to keep CI within 15 minutes.
    const screensOnly = lang === 'en' ? { tag: '@screens' } : {}
    test(
      `a carrier sees its trucks that fit a cargo from Kazan on the cargo page (${lang})`,
      screensOnly,
      async ({ page, context, request }) => {
        const session = await signIn(request, CARRIER)
        const cargo = await kazanCargo(request, session)
        await seed(context, lang, session)
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
          await page.goto(`/cargos/details/${cargo.id}`)
          const panel = page.locator('[aria-labelledby="hx-relevant"]')
          await expect(panel.locator('.fx-rt-count')).toHaveText(texts[lang].fit, { timeout: 15_000 })
          const items = panel.locator('.fx-rt-item')
          await expect(items.first()).toBeVisible()
          await expect(items.first()).toContainText(lang === 'ru' ? 'Казань' : 'Kazan')
          const number = (await items.first().locator('.fx-rt-number').textContent()) ?? ''
          await items.first().getByRole('button', { name: texts[lang].choose }).click()
          await expect(items.first()).toHaveAttribute('data-chosen', 'true')
          // the response form offers the chosen truck
          await expect(page.locator('[part="respond"] .fx-select-value')).toHaveText(number)
          await shot(page, 'cargo-page', lang, width)
        }
      },
    )

    test(
      `the cargo search dialog shows a carrier its trucks that fit (${lang})`,
      screensOnly,
      async ({ page, request }) => {
        const session = await signIn(request, CARRIER)
        const cargo = await kazanCargo(request, session)
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
          await page.goto(example('crm-cargo-search.html'))
          await page.evaluate(() => localStorage.clear())
          await page.reload()
          await page.locator('#login-form button[type="submit"]').click()
          await expect(page.locator('#login-status')).toContainText('Вы вошли как')
          const search = page.locator('fx-cargo-search')
          if (lang === 'en') await page.locator('[data-lang="en"]').click()
          await search.evaluate(
            (el, filters) => {
              ;(el as HTMLElement & { filters: unknown }).filters = filters
            },
            {
              start_point_id: cargo.start_point.id,
              finish_point_id: cargo.finish_point.id,
              start_date: cargo.load_date_from,
            },
          )
          const card = search.locator(`[data-cargo-id="${cargo.id}"]`)
          await expect(card).toBeVisible({ timeout: 15_000 })
          await card.locator('.cs-open').click()
          const dialog = search.locator('dialog[open]')
          await expect(dialog.locator('.fx-rt-count')).toHaveText(texts[lang].fit, { timeout: 15_000 })
          const first = dialog.locator('.fx-rt-item').first()
          await expect(first).toBeVisible()
          await expect(first).toContainText(lang === 'ru' ? 'Казань' : 'Kazan')
          // choosing a truck preselects it in the response form below
          const number = (await first.locator('.fx-rt-number').textContent()) ?? ''
          await first.getByRole('button', { name: texts[lang].choose }).click()
          await expect(dialog.locator('[part="respond"] .fx-select-value')).toHaveText(number)
          await first.scrollIntoViewIfNeeded()
          await page.waitForTimeout(300)
          await page.screenshot({ path: `test-results/screens/matching/search-dialog-${lang}-${width}.png` })
        }
      },
    )

    test(
      `the transport analytics show revenue from the server (${lang})`,
      screensOnly,
      async ({ page, context, request }) => {
        await seed(context, lang, await signIn(request, CARRIER))
        const answers: number[] = []
        page.on('response', (response) => {
          if (new URL(response.url()).pathname === '/api/v2/transports/analytics') answers.push(response.status())
        })
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width < 600 ? 812 : 900 })
          await page.goto('/transport/analytics')
          await expect(page.locator('.tp-chart')).toBeVisible({ timeout: 15_000 })
          const total = page.locator('.fx-table-foot [role="cell"]').last()
          await expect(total).toContainText(texts[lang].revenue)
          await expect(page.locator('.fx-table-row:not(.fx-table-head, .fx-table-foot)')).toHaveCount(8)
          // every figure in view: on a phone each truck is a card, the table does not scroll sideways
          const wrap = page.locator('.fx-table')
          expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
          await shot(page, 'analytics', lang, width)
        }
        expect(answers.length).toBeGreaterThan(0)
        expect(answers.every((status) => status === 200)).toBe(true)
      },
    )
  }
})
