import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { validationMessages } from '../../src/core/contract/messages'
import { en as responsesEn, ru as responsesRu } from '../../src/host/texts/responses'
import { en as shipperEn, ru as shipperRu } from '../../src/host/texts/shipper'
import { pdfText } from '../helpers/pdf-text'
import { auth, contextFor, type Lang, shoot as shootIn, signIn } from './helpers'

/**
 * An auction and its responses on the site against the real server, in Russian and in English: the shipper starts an
 * auction on an available cargo from its cargo card and sees a carrier's bid as the best one; on the responses
 * screen it reads, adds and deletes a comment on the carrier's truck, accepts the response and downloads the power
 * of attorney (a PDF with the Russian text as such).
 *
 * Screenshots at 375 and 1440 px: test-results/screens/auction-comments/<screen>-<lang>-<width>.png; the PDFs
 * next to them.
 */

const shots = 'test-results/screens/auction-comments'
const shoot = (page: Page, name: string, lang: Lang, part?: Locator) => shootIn(page, shots, name, lang, part)
const texts = { ru: { ...responsesRu, ...shipperRu }, en: { ...responsesEn, ...shipperEn } }

/** The screen (or one element of it) at 1440 and at 375 px, checking that nothing overflows sideways. */

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

for (const lang of ['ru', 'en'] as const) {
  // The Russian journey runs in `npm test`; the English one, the same steps with the English texts, runs with the
  // screenshots (`npm run screens`), to keep CI within 15 minutes.
  test(
    `the shipper auctions a cargo, comments on a truck and downloads the power of attorney (${lang})`,
    lang === 'en' ? { tag: '@screens' } : {},
    async ({ browser, request }) => {
      const t = texts[lang]
      const shipper = await signIn(request, 'shipper@example.com')
      const carrier = await signIn(request, 'carrier@example.com')

      // Two available cargos of the shipper's own first page, with a price and no auction: one to auction, one to
      // respond to with a truck.
      const own = await request.get('/api/v1/shipper/cargos?tab=available&limit=20&offset=0&sort=-created_at', {
        headers: auth(shipper, lang),
      })
      expect(own.status()).toBe(200)
      // (not one a carrier already holds: demo data has accepted responses on available cargos)
      const holding = await request.get(
        '/api/v2/cargos/responses?limit=100&filter[status]=accepted,wait_security_check,security_approved,contract',
        { headers: auth(shipper, lang) },
      )
      const held = new Set(((await holding.json()).data as { cargo_id: number }[]).map((r) => r.cargo_id))
      const free = ((await own.json()).data as { id: number; stage: string; price: number | null; auction: unknown }[])
        .filter((c) => c.stage === 'available' && c.price !== null && c.auction === null && !held.has(c.id))
        .map((c) => c.id)
      expect(free.length, 'two free cargos on the first page').toBeGreaterThanOrEqual(2)
      const [auctioned, offered] = free as [number, number]

      const context = await contextFor(browser, lang, shipper)
      try {
        const page = await context.newPage()

        // --- the auction: started from the card
        await page.goto(`/cargos/in-work?tab=available&highlight=${auctioned}`)
        const card = page.locator(`[data-cargo="${auctioned}"]`)
        await card.locator('[data-action="auction"]').click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toContainText(t.shipper_cargos.auction_title.replace('{{id}}', String(auctioned)))
        await dialog.locator('input[name="start_price"]').fill('60000')
        await dialog.locator('input[name="min_step"]').fill('500')
        // the end: the kit's day and 24-hour time fields in the interface language, not the browser's own
        await expect(dialog.locator('input[type="datetime-local"], input[type="time"]')).toHaveCount(0)
        const endTime = dialog.locator('input[name="ends_time"]')
        await endTime.fill('25:00')
        await expect(dialog).toContainText(validationMessages[lang].invalid_time)
        // a start with the bad time is refused in the dialog: nothing is sent, what was typed stays
        await dialog.locator('[data-action="start-auction"]').click()
        await expect(dialog).toBeVisible()
        await expect(endTime).toHaveValue('25:00')
        await endTime.fill('1830')
        await endTime.blur()
        await expect(endTime).toHaveValue('18:30')
        await shoot(page, 'auction-dialog', lang, page.getByRole('dialog'))
        // a step over half the start price: the server's field message under the field
        await dialog.locator('input[name="min_step"]').fill('40000')
        await dialog.locator('[data-action="start-auction"]').click()
        await expect(dialog.locator('.fx-error-text')).toBeVisible()
        await shoot(page, 'auction-dialog-error', lang, page.getByRole('dialog'))
        await dialog.locator('input[name="min_step"]').fill('500')
        await dialog.locator('[data-action="start-auction"]').click()
        await expect(dialog).toBeHidden()
        await expect(card.locator('[data-auction="running"]')).toBeVisible()
        await expect(card.locator('[data-field="best"]')).toHaveText(t.shipper_cargos.auction_no_bids)
        await expect(card.locator('[data-action="auction"]')).toHaveCount(0)

        // a carrier bids; the shipper sees the best bid
        const bid = await request.post(`/api/v2/cargos/${auctioned}/auction/set-price`, {
          headers: auth(carrier, lang),
          data: { price: 5_950_000 },
        })
        expect(bid.status()).toBe(200)
        // another carrier outbids it; it bids again on its responses screen (the responded tab): a price above the
        // largest bid allowed is refused under the field and stays typed; one a step below the best is taken
        const outbid = await request.post(`/api/v2/cargos/${auctioned}/auction/set-price`, {
          headers: auth(await signIn(request, 'siberia@example.com'), lang),
          data: { price: 5_900_000 },
        })
        expect(outbid.status()).toBe(200)
        const carrierContext = await contextFor(browser, lang, carrier)
        try {
          const cp = await carrierContext.newPage()
          await cp.goto('/cargos/responses')
          await cp.locator('[role="tab"][data-tab="available"]').click()
          await cp.locator(`[data-cargo="${auctioned}"] [data-action="bid"]`).click()
          const bidDialog = cp.getByRole('dialog')
          const price = bidDialog.locator('input[name="price"]')
          await price.fill('70000')
          await bidDialog.locator('[data-action="confirm-price"]').click()
          await expect(bidDialog.locator('.fx-error-text')).toBeVisible()
          await expect(price).toHaveValue(/^70\D?000$/)
          await price.fill('58500')
          await bidDialog.locator('[data-action="confirm-price"]').click()
          await expect(bidDialog).toBeHidden()
        } finally {
          await carrierContext.close()
        }
        await page.reload()
        await expect(card.locator('[data-field="best"]')).toContainText('58')
        await card.scrollIntoViewIfNeeded()
        await shoot(page, 'auction-card', lang, card)

        // --- a response with a truck, its comments, and the power of attorney
        const trucks = await request.get('/api/v1/carrier/transports?limit=1', { headers: auth(carrier, lang) })
        const truck = ((await trucks.json()).data as { id: number; number: string }[])[0]!
        const responded = await request.post(`/api/v1/cargos/${offered}/response/add`, {
          headers: auth(carrier, lang),
          data: { price: 5_800_000, transport_id: truck.id },
        })
        expect(responded.status()).toBe(201)
        const responseId = ((await responded.json()).data as { id: number }).id

        await page.goto('/cargos/responses')
        const row = page.locator(`[data-response="${responseId}"]`)
        await row.locator('[data-action="details"]').click()
        const details = page.getByRole('dialog')
        const comments = details.locator(`[data-truck-comments="${truck.id}"]`)
        await expect(comments).toContainText(t.truck_comments.title.replace('{{number}}', truck.number))
        await expect(comments.locator('[data-empty]')).toBeVisible()
        // people's text is shown as text, never as markup
        const note = lang === 'ru' ? 'Водитель опытный, <b>пунктуален</b>' : 'Experienced driver, <b>on time</b>'
        await comments.locator('textarea[name="content"]').fill(note)
        await comments.locator('[data-action="add-comment"]').click()
        const added = comments.locator('[data-comment]').first()
        await expect(added.locator('.fx-hp-comment-text')).toHaveText(note)
        await expect(comments.locator('b')).toHaveCount(0)
        await shoot(page, 'truck-comments', lang, page.getByRole('dialog'))
        await added.locator('[data-action="delete-comment"]').click()
        await expect(comments.locator('[data-comment]')).toHaveCount(0)
        await expect(comments.locator('[data-empty]')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(details).toBeHidden()

        await row.locator('[data-action="accept"]').click()
        await page.getByRole('tab', { name: t.responses.tab_accepted }).click()
        const accepted = page.locator(`[data-response="${responseId}"]`)
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          accepted.locator('[data-action="power-of-attorney"]').click(),
        ])
        const path = await download.path()
        const pdf = readFileSync(path)
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        mkdirSync(shots, { recursive: true })
        writeFileSync(`${shots}/power-of-attorney-${lang}.pdf`, pdf)
        const text = (await pdfText(pdf)).text
        expect(text).toContain(lang === 'ru' ? `Доверенность № ${responseId}` : `Power of attorney No. ${responseId}`)
        expect(text).toContain('ООО «ВолгаТрансАвто»')
      } finally {
        await context.close()
      }
    },
  )
}
