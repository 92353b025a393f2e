import { expect, type Page, test } from '@playwright/test'
import { allResources } from '../../src/host/texts/all-texts'
import { en as orderFormEn, ru as orderFormRu } from '../../src/widgets/order-form/texts'
import { auth, contextFor, day, type Lang, shoot as shootIn, signIn } from './helpers'

/**
 * The cargo lifecycle through the exchange site, three people in three browser contexts against the real server:
 * the shipper posts a cargo in fx-order-form at /order; the carrier finds it at the top of the cargo search, opens
 * it and responds from its details page with a price, a truck and a comment; the shipper sees the response (its
 * notifications bell counts it), accepts it and sends it to the security check; the security service approves; the
 * carrier makes the contract, the shipper signs it; the cargo is in the carrier's "in work" tab. In Russian, then in
 * English.
 *
 * Screenshots of each screen at 375 and 1440 px: test-results/screens/lifecycle/<screen>-<lang>-<width>.png.
 */

const shots = 'test-results/screens/lifecycle'
const texts = { ru: allResources.ru.translation, en: allResources.en.translation }
const orderTexts = { ru: orderFormRu.order_form, en: orderFormEn.order_form }
const shoot = (page: Page, name: string, lang: Lang) => shootIn(page, shots, name, lang)

/** The unread count on the bell (0 when it shows no badge). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.locator('fx-notifications-bell [part="badge"]')
  if ((await badge.count()) === 0) return 0
  return Number.parseInt((await badge.textContent()) ?? '0', 10)
}

/** Fills the order form's place `index` by typing `typed` and choosing the suggestion `name`. */
async function pickPlace(page: Page, index: number, typed: string, name: string) {
  const input = page.locator('fx-order-form input[role="combobox"]').nth(index)
  await input.click()
  await input.fill(typed)
  await page.locator('fx-order-form [role="option"]').filter({ hasText: name }).first().click()
  await expect(input).toHaveValue(name)
}

/** Chooses `option` in the order form's select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page
    .locator('fx-order-form')
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .click()
  await page.locator('fx-order-form [role="option"]').filter({ hasText: option }).first().click()
}

/** What the shipper types into the order form, per language. */
const order = {
  ru: { from: 'Москва', to: 'Казань', cargoType: 'Товары народного потребления', truck: 'Тент' },
  en: { from: 'Moscow', to: 'Kazan', cargoType: 'Consumer goods', truck: 'Curtainsider' },
}

test.describe.configure({ mode: 'serial' })
// Three people through a dozen screens on a busy machine: more than the default minute.
test.setTimeout(180_000)

for (const lang of ['ru', 'en'] as const) {
  // The Russian journey runs in `npm test`; the English one, the same steps with the English texts, runs with the
  // screenshots (`npm run screens`), to keep CI within 15 minutes.
  test(
    `a cargo goes from a response to a signed contract and into work (${lang})`,
    lang === 'en' ? { tag: '@screens' } : {},
    async ({ browser, request }) => {
      const t = texts[lang]
      const carrier = await signIn(request, 'carrier@example.com')
      const shipper = await signIn(request, 'shipper@example.com')
      const security = await signIn(request, 'security@example.com')

      const shipperContext = await contextFor(browser, lang, shipper)
      const carrierContext = await contextFor(browser, lang, carrier)
      const securityContext = await contextFor(browser, lang, security)
      try {
        // The shipper posts a cargo in fx-order-form.
        const o = orderTexts[lang]
        const typed = order[lang]
        const sp = await shipperContext.newPage()
        await sp.goto('/order')
        const form = sp.locator('fx-order-form')
        await expect(form.locator('form.of')).toBeVisible()
        await pickPlace(sp, 0, typed.from, typed.from)
        await pickPlace(sp, 1, typed.to, typed.to)
        await form.getByLabel(o.date).nth(0).fill(day(3))
        await form.getByLabel(o.date).nth(1).fill(day(5))
        await choose(sp, o.cargo_type, typed.cargoType)
        await form.getByLabel(o.weight).fill('12')
        await choose(sp, o.truck_types, typed.truck)
        await sp.keyboard.press('Escape')
        await form.getByLabel(o.price, { exact: true }).fill('60000')
        await shoot(sp, 'shipper-order-form', lang)
        await form.getByRole('button', { name: o.publish, exact: true }).click()
        await expect(sp).toHaveURL(/\/cargos\/in-work\?.*highlight=\d+/)
        const cargoId = Number(new URL(sp.url()).searchParams.get('highlight'))
        expect(cargoId).toBeGreaterThan(0)

        await sp.goto('/cargos/responses')
        await expect(sp.locator('[data-page="responses"] h1')).toHaveText(t.responses.title)
        await expect(sp.locator('fx-notifications-bell [part="bell"]')).toBeVisible()
        await sp.waitForTimeout(500)
        const before = await bellCount(sp)

        // The carrier finds it at the top of the cargo search (newest first), opens it and responds from its details
        // page with a price, one of its trucks and a comment.
        const cp = await carrierContext.newPage()
        const comment = lang === 'ru' ? 'Подадим машину к 9:00' : 'Truck at 9:00'
        await cp.goto('/cargos/search')
        const card = cp.locator(`fx-cargo-search article[data-cargo-id="${cargoId}"]`)
        await expect(card).toBeVisible()
        await shoot(cp, 'carrier-search', lang)
        await card.locator('button').first().click()
        await expect(cp).toHaveURL(new RegExp(`/cargos/details/${cargoId}$`))
        const respond = cp.locator('.hx-respond[data-response-status="none"]')
        await expect(respond).toBeVisible()
        await respond.locator('input[name="price"]').fill('55000')
        await respond.getByRole('combobox', { name: new RegExp(`^${t.responses.truck_label}`) }).click()
        await cp.getByRole('option').first().click()
        await respond.locator('input[name="comment"]').fill(comment)
        await shoot(cp, 'carrier-details', lang)
        await respond.locator('[data-action="respond"]').click()
        await expect(cp.locator('.hx-respond[data-response-status="new"]')).toBeVisible()
        // the carrier sees what it offered, and may change or withdraw it while the shipper has not decided
        const offer = cp.locator('.hx-respond [data-offer]')
        await expect(offer).toContainText('55')
        await expect(offer).toContainText(comment)
        await expect(cp.locator('.hx-respond [data-action="change-response"]')).toBeVisible()
        await expect(cp.locator('.hx-respond [data-action="withdraw-response"]')).toBeVisible()
        const mine = await request.get(`/api/v2/cargos/responses?filter[cargo_id]=${cargoId}`, {
          headers: auth(carrier, lang),
        })
        const responseId = ((await mine.json()).data as { id: number; status: string }[]).find(
          (r) => r.status === 'new',
        )!.id

        // The shipper's bell counts the new response; the response is on the "new" tab.
        await expect.poll(() => bellCount(sp), { timeout: 15_000 }).toBeGreaterThan(before)
        await sp.reload()
        const response = sp.locator(`li[data-response="${responseId}"]`)
        await expect(response).toBeVisible()
        await expect(response.locator('[data-field="price"]')).toContainText('55')
        await expect(response).toContainText(comment)
        await shoot(sp, 'shipper-responses', lang)
        // its details: the carrier's company and the response's history
        await response.locator('[data-action="details"]').click()
        const flow = sp.locator('dialog[open] [data-flow]')
        await expect(flow).toBeVisible()
        await expect(flow).toContainText('1655')
        await expect(flow.locator('[data-status="new"]')).toBeVisible()
        await shoot(sp, 'shipper-response-details', lang)
        await sp.keyboard.press('Escape')
        await expect(flow).toHaveCount(0)
        await response.locator('[data-action="accept"]').click()
        await expect(sp.getByText(t.responses.accepted_toast).first()).toBeVisible()
        await sp.getByRole('tab', { name: t.responses.tab_accepted }).click()
        const accepted = sp.locator(`li[data-response="${responseId}"][data-status="accepted"]`)
        await expect(accepted).toBeVisible()
        await expect(accepted.locator('[data-action="power-of-attorney"]')).toBeVisible()
        const download = sp.waitForEvent('download')
        await accepted.locator('[data-action="power-of-attorney"]').click()
        expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
        await shoot(sp, 'shipper-accepted', lang)
        await accepted.locator('[data-action="send-to-security"]').click()
        await expect(sp.getByText(t.responses.security_toast).first()).toBeVisible()

        // The security service approves.
        const xp = await securityContext.newPage()
        await xp.goto('/security')
        await expect(xp.locator('[data-page="security"] h1')).toHaveText(t.route['security-list'])
        const check = xp.locator(`li[data-response="${responseId}"]`)
        await expect(check).toBeVisible()
        await expect(check.locator('[data-field="carrier"]')).toHaveText('ООО «ВолгаТрансАвто»')
        await shoot(xp, 'security-list', lang)
        // the check shows the carrier, its truck and driver; approval takes an optional comment
        await check.locator('[data-action="open-check"]').click()
        const checkDialog = xp.getByRole('dialog')
        await expect(checkDialog.locator('[data-fact="inn"]')).toBeVisible()
        await expect(checkDialog.locator('[data-fact="registered"]')).toBeVisible()
        await expect(checkDialog.locator('[data-section="truck"], [data-section="company"]').first()).toBeVisible()
        await shoot(xp, 'security-check', lang)
        await checkDialog.locator('[data-action="approve"]').click()
        await expect(xp.getByText(t.security_pages.approved_toast).first()).toBeVisible()
        await expect(check).toHaveCount(0)

        // The carrier makes the contract from its approved response.
        await cp.goto('/cargos/responses')
        await expect(cp.locator('[data-page="responses"] h1')).toHaveText(t.responses.title_carrier)
        await cp.getByRole('tab', { name: t.responses.tab_mine }).click()
        const approved = cp.locator(`li[data-response="${responseId}"][data-status="security_approved"]`)
        await expect(approved).toBeVisible()
        await shoot(cp, 'carrier-my-responses', lang)
        await approved.locator('[data-action="create-contract"]').click()
        await expect(cp.locator(`li[data-response="${responseId}"][data-status="contract"]`)).toBeVisible()

        // The shipper signs it on the contracts screen.
        await sp.goto('/cargos/contracts')
        await expect(sp.locator('[data-page="contracts"] h1')).toHaveText(t.contracts_pages.title)
        const contract = sp.locator('li[data-contract][data-status="pending_shipper"]').filter({
          hasText: String(cargoId),
        })
        await expect(contract).toBeVisible()
        await shoot(sp, 'shipper-contracts', lang)
        // signing asks first, with the contract one click away
        await contract.locator('[data-action="confirm"]').click()
        const contractPdf = sp.waitForEvent('download')
        await sp.locator('dialog[open] [data-action="open-contract"]').click()
        expect((await contractPdf).suggestedFilename()).toMatch(/\.pdf$/)
        await sp.locator('dialog[open] [data-action="confirm-sign"]').click()
        await expect(sp.getByText(t.contracts_pages.signed_toast).first()).toBeVisible()
        await expect(
          sp.locator('li[data-contract][data-status="signed"]').filter({ hasText: String(cargoId) }),
        ).toBeVisible()

        // The cargo is in work with the carrier.
        await cp.reload()
        await cp.getByRole('tab', { name: t.responses.tab_work }).click()
        await expect(cp.locator(`li[data-cargo="${cargoId}"]`)).toBeVisible()
        await shoot(cp, 'carrier-in-work', lang)
        await cp.goto('/cargos/contracts')
        await expect(
          cp.locator('li[data-contract][data-status="signed"]').filter({ hasText: String(cargoId) }),
        ).toBeVisible()
        await shoot(cp, 'carrier-contracts', lang)
        const status = await request.get(`/api/v1/cargos/status/${cargoId}`, { headers: auth(shipper, lang) })
        expect((await status.json()).data.stage).toBe('in_work')
      } finally {
        await shipperContext.close()
        await carrierContext.close()
        await securityContext.close()
      }
    },
  )
}
