/**
 * Every guided tour points at what is on its screen: for each demo role, each tour the server lists for it (once per
 * tour and side: a carrier's responses page is not a shipper's, a logistician's is) is started from the help page as
 * a user starts it, and every step with a target
 * must highlight an element of the screen (driver.js marks it `driver-active-element`, inside a widget's shadow root
 * too); a step whose element is missing would show in the middle of an unrelated screen. A renamed class or part
 * breaks a tour silently otherwise: this test names the tour and the step.
 */
import { expect, test } from '@playwright/test'
import type { HelpGuide } from '../../src/core/contract/help'
import { auth, seedSession, signIn } from './helpers'

// less motion asked for: the popovers do not slide between steps
test.use({ contextOptions: { reducedMotion: 'reduce' } })

/** The demo roles with their side: a tour is walked once per side, by the first role of it that sees the tour. */
const roles = {
  shipper: ['shipper@example.com', 'shipper'],
  logistician: ['logist@example.com', 'shipper'],
  manager: ['manager@example.com', 'shipper'],
  carrier: ['carrier@example.com', 'carrier'],
  security: ['security@example.com', 'security'],
} as const

/**
 * Whether driver.js highlights an element of the page, searched through open shadow roots: not the dummy it adds
 * in the middle of the screen when a step's element is missing.
 */
const highlighted = () => {
  const search = (root: Document | ShadowRoot): boolean =>
    root.querySelector('.driver-active-element:not(#driver-dummy-element)') !== null ||
    [...root.querySelectorAll('*')].some((el) => el.shadowRoot !== null && search(el.shadowRoot))
  return search(document)
}

const walked = new Set<string>()

for (const [role, [email, side]] of Object.entries(roles)) {
  test(`every step of the ${role}'s tours highlights an element of its screen`, async ({ page, request }) => {
    const session = await signIn(request, email)
    const res = await request.get('/api/v2/panel/help-guides', {
      headers: { ...auth(session), 'accept-language': 'ru' },
    })
    expect(res.status()).toBe(200)
    const guides = ((await res.json()) as { data: HelpGuide[] }).data.filter(
      (guide) => !walked.has(`${side}:${guide.route}`),
    )
    await seedSession(page.context(), 'ru', session)
    const popover = page.locator('.driver-popover')
    for (const guide of guides) {
      walked.add(`${side}:${guide.route}`)
      // from the first step: a tour another test left half-way resumes where it stopped, so back to its start
      if (guide.status === 'started') {
        const back = await request.post(`/api/v2/panel/help-guides/${guide.id}/change-step`, {
          headers: auth(session),
          data: { step: 0 },
        })
        expect(back.status()).toBe(200)
      }
      await page.goto('/account/help')
      await page.locator(`[data-guide="${guide.route}"] [data-action]`).click()
      for (const [index, step] of guide.steps.entries()) {
        const where = `${guide.route}, step ${index + 1} «${step.title}» (${step.target})`
        await expect(popover.locator('.driver-popover-title'), where).toHaveText(step.title)
        if (step.target) await expect.poll(() => page.evaluate(highlighted), { message: where }).toBe(true)
        await popover.locator('.driver-popover-next-btn').click()
      }
      await expect(popover).toHaveCount(0)
    }
  })
}
