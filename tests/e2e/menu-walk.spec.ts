import { expect, test } from '@playwright/test'
import { type Lang, type Session, seedSession, signIn } from './helpers'

/**
 * Every menu item of every role, in both languages, at 375 and 1440 px: the page it opens must show what the item
 * promised (no «no access», no failed load, no sideways scroll), and a screenshot goes to
 * test-results/screens/menu/<role>/<lang>-<width>-<n>-<route>.png for people to look at. Tagged `@screens`: it makes
 * some 200 page loads, so `npm run screens` runs it, not `npm test` (whose host-routes walk checks the guard).
 */
const roles: Record<string, string | null> = {
  anonymous: null,
  shipper: 'shipper@example.com',
  logistician: 'logist@example.com',
  carrier: 'carrier@example.com',
  security: 'security@example.com',
  manager: 'manager@example.com',
}

const refusals = /Нет доступа|No access|Не удалось загрузить|Could not load|войдите как|sign in as/i

for (const [role, email] of Object.entries(roles)) {
  for (const lang of ['ru', 'en'] as Lang[]) {
    test(`menu walk: ${role} (${lang})`, { tag: '@screens' }, async ({ page, context, request }) => {
      test.setTimeout(240_000)
      const session: Session | null = email ? await signIn(request, email) : null
      await seedSession(context, lang, session)
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/')
      await expect(page.locator('[data-layout]')).toBeVisible()
      const items = await page
        .locator('.hx-menu a.hx-menu-item')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''))
      expect(items.length, `${role} has menu items`).toBeGreaterThan(0)
      for (const [index, href] of items.entries()) {
        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
          await page.goto(href)
          const layout = page.locator('[data-layout][data-route]')
          await expect(layout).toBeVisible()
          // what the page loads has arrived: no skeletons left, asked again after a moment, since a widget that has
          // not drawn yet has none either (a search's filter form, which comes after its results, was shot as its
          // placeholder that way)
          await expect(page.locator('.fx-skeleton')).toHaveCount(0, { timeout: 15_000 })
          await page.waitForTimeout(400)
          await expect(page.locator('.fx-skeleton')).toHaveCount(0, { timeout: 15_000 })
          const route = await layout.getAttribute('data-route')
          await page.screenshot({
            path: `test-results/screens/menu/${role}/${lang}-${width}-${String(index).padStart(2, '0')}-${route}.png`,
          })
          const text = await page.locator('main').innerText()
          expect(text, `${role} ${href} at ${width}px`).not.toMatch(refusals)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${role} ${href} at ${width}px overflows sideways`).toBeLessThanOrEqual(1)
        }
      }
    })
  }
}
