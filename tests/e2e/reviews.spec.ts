import { expect, type Page, test } from '@playwright/test'
import { allResources } from '../../src/host/texts/all-texts'
import { auth, contextFor, shoot, signIn } from './helpers'

/**
 * Ratings and reviews: a closed demo order of north (shipper) and volga (carrier) that nobody has reviewed yet is
 * reviewed by both sides on the order page, and the shipper's review shows first on volga's page (`/trucks/carrier/:id`)
 * beside the rating; the page reads in English too.
 *
 * With REVIEWS_SHOTS=<dir>, screenshots of the review form, the carrier's page and the shipper's response cards in
 * both languages at 1440 and 375 px.
 */

const ru = allResources.ru.translation
const shots = process.env.REVIEWS_SHOTS

test.setTimeout(90_000)

/** Fills the order page's review form: the overall rating, each criterion, the text; and publishes it. */
async function review(page: Page, rating: number, text: string) {
  const form = page.locator('form[data-form="review"]')
  await expect(form).toBeVisible()
  for (const fieldset of await form.locator('fieldset[data-field]').all()) {
    const name = await fieldset.getAttribute('data-field')
    await fieldset.locator(`input[value="${name === 'rating' ? rating : Math.max(1, rating - 1)}"]`).check()
  }
  await form.locator('textarea[name="text"]').fill(text)
  await form.locator('[data-action="send-review"]').click()
  await expect(page.locator('[data-review-of="given"] .fx-review')).toContainText(text)
}

test('both sides review a closed demo order; the review shows on the carrier page, in ru and en', async ({
  browser,
  request,
}) => {
  const shipper = await signIn(request, 'shipper@example.com')
  const carrier = await signIn(request, 'carrier@example.com')
  // a closed order of north and volga that neither side has reviewed (the seed leaves the freshly closed ones)
  const orders = await request.get('/api/v2/cargo-flow/shipper/orders?limit=100&filter[status]=closed', {
    headers: auth(shipper),
  })
  let order: { id: number; carrier_company: { id: number } } | undefined
  for (const o of (await orders.json()).data as { id: number; carrier_company: { id: number } }[]) {
    const [mine, theirs] = await Promise.all(
      [shipper, carrier].map(async (who) =>
        (await request.get(`/api/v2/orders/${o.id}/reviews`, { headers: auth(who) })).json(),
      ),
    )
    if (mine.data?.can_review && theirs.data?.can_review) {
      order = o
      break
    }
  }
  expect(order, 'a closed demo order of north and volga without reviews').toBeDefined()
  const id = order!.id
  const volga = order!.carrier_company.id

  const english = await contextFor(browser, 'en', shipper)
  const englishPage = await english.newPage()
  if (shots) {
    await englishPage.goto(`/cargos/orders/${id}`)
    await expect(englishPage.locator('[data-section="reviews"] h2')).toHaveText('Leave a review')
    await shoot(englishPage, shots, 'review-form', 'en', englishPage.locator('[data-section="reviews"]'))
  }
  const shipperContext = await contextFor(browser, 'ru', shipper)
  const shipperPage = await shipperContext.newPage()
  await shipperPage.goto(`/cargos/orders/${id}`)
  await expect(shipperPage.locator('[data-section="reviews"] h2')).toHaveText(ru.review_pages.leave)
  if (shots) await shoot(shipperPage, shots, 'review-form', 'ru', shipperPage.locator('[data-section="reviews"]'))
  const text = `Довезли вовремя, документы в порядке <b>${id}</b>`
  await review(shipperPage, 4, text)

  const carrierContext = await contextFor(browser, 'ru', carrier)
  const carrierPage = await carrierContext.newPage()
  await carrierPage.goto(`/cargos/orders/${id}`)
  await expect(carrierPage.locator('[data-review-of="received"] .fx-review-text')).toHaveText(text)
  await review(carrierPage, 3, 'Оплата пришла с задержкой в три дня')

  // the carrier's page: the rating and the newest review first, user text shown as text
  await shipperPage.goto(`/trucks/carrier/${volga}`)
  const reviews = shipperPage.locator('#reviews')
  await expect(reviews.locator('h2')).toHaveText(ru.reviews.title)
  await expect(reviews.locator('.fx-rating-average-value')).toBeVisible()
  await expect(reviews.locator('.fx-review').first()).toContainText(text)
  await expect(reviews.locator('.fx-review b')).toHaveCount(0)
  await expect(reviews.locator('.fx-pagination')).toBeVisible()
  if (shots) {
    await shoot(shipperPage, shots, 'carrier-page', 'ru')
    await shipperPage.goto('/cargos/responses')
    const card = shipperPage.locator('[data-field="rating"]').first()
    await expect(card).toBeVisible()
    await shoot(shipperPage, shots, 'response-cards', 'ru')
  }

  // in English
  await englishPage.goto(`/trucks/carrier/${volga}`)
  await expect(englishPage.locator('#reviews h2')).toHaveText('Rating and reviews')
  await expect(englishPage.locator('#reviews .fx-review').first()).toContainText(text)
  if (shots) {
    await shoot(englishPage, shots, 'carrier-page', 'en')
    await englishPage.goto('/cargos/responses')
    await expect(englishPage.locator('[data-field="rating"]').first()).toBeVisible()
    await shoot(englishPage, shots, 'response-cards', 'en')
    await englishPage.goto(`/cargos/orders/${id}`)
    await expect(englishPage.locator('[data-section="reviews"]')).toBeVisible()
    await shoot(englishPage, shots, 'order-reviews', 'en', englishPage.locator('[data-section="reviews"]'))
  }
  await Promise.all([shipperContext.close(), carrierContext.close(), english.close()])
})
