/**
 * Help, news and Telegram against a real server with the demo data and a fake Telegram Bot API
 * (tests/e2e/server.ts): a tour started on the help page, stepped, left and resumed at its stored step (its steps
 * inside the cargo search widget's shadow root); the "what's new" dialog after an update, marked read; the
 * new-version notice that waits while the user types; Telegram verification from the profile, the bot driven by
 * webhook updates as Telegram sends them and its replies read from the fake Bot API; the Telegram message dialog
 * of a cargo. `@screens`: the same screens in both languages at 375 and 1440 px.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { SECRET_HEADER } from '../../src/core/contract/telegram'
import { signInitData, webhookSecret } from '../../src/server/modules/telegram/secrets'
import { auth, type Lang, seedSession, shoot, signIn } from './helpers'
import { telegramOrigin } from './origins'

const secret = webhookSecret({ telegramBotToken: 'e2e:bot-token', telegramWebhookSecret: null })!
const screens = 'test-results/screens/help-telegram'

interface BotCall {
  method: string
  payload: { chat_id?: string; text?: string; reply_markup?: { keyboard?: unknown; remove_keyboard?: boolean } }
}

// less motion asked for: the tour's popovers and the scrolls do not slide (quicker, and what such users get)
test.use({ contextOptions: { reducedMotion: 'reduce' } })

let updateId = 1000
const update = (telegramId: number, message: object) => ({
  update_id: updateId++,
  message: {
    message_id: updateId,
    date: Math.floor(Date.now() / 1000),
    from: { id: telegramId, is_bot: false, first_name: 'Тест', language_code: 'ru' },
    chat: { id: telegramId, type: 'private' },
    ...message,
  },
})

async function postUpdate(request: APIRequestContext, body: object) {
  const res = await request.post('/api/v2/telegram/webhook', { data: body, headers: { [SECRET_HEADER]: secret } })
  expect(res.status()).toBe(200)
}

/** The fake Bot API's sendMessage calls to a chat, waited for until `match` holds. */
async function botMessages(request: APIRequestContext, chat: number, match: (calls: BotCall[]) => boolean) {
  let mine: BotCall[] = []
  await expect
    .poll(async () => {
      const calls = (await (await request.get(`${telegramOrigin}/__calls`)).json()) as BotCall[]
      mine = calls.filter((c) => c.method === 'sendMessage' && c.payload.chat_id === String(chat))
      return match(mine)
    })
    .toBe(true)
  return mine
}

async function open(page: Page, request: APIRequestContext, email: string, path: string, lang: Lang = 'ru') {
  const session = await signIn(request, email)
  await seedSession(page.context(), lang, session)
  await page.goto(path)
  return session
}

test('a tour: started on the help page, stepped inside the widget, left, and resumed at its step', async ({
  page,
  request,
}) => {
  const session = await open(page, request, 'siberia@example.com', '/account/help')
  const item = page.locator('[data-guide="cargos-search"]')
  await expect(item).toHaveAttribute('data-status', 'new')
  await item.locator('[data-action="start"]').click()
  await expect(page).toHaveURL(/\/cargos\/search/)
  const popover = page.locator('.driver-popover')
  await expect(popover.locator('.driver-popover-title')).toHaveText('Фильтры')
  // the highlighted element is the filters panel inside the widget's shadow root
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .querySelector('fx-cargo-search')
          ?.shadowRoot?.querySelector('[part=filters]')
          ?.classList.contains('driver-active-element'),
      ),
    )
    .toBe(true)
  await popover.getByRole('button', { name: 'Далее' }).click()
  await expect(popover.locator('.driver-popover-title')).toHaveText('Вид и порядок')
  await expect(popover.locator('.driver-popover-progress-text')).toHaveText(/2 из \d/)
  // leave the tour half-way: the step is kept on the server
  await page.keyboard.press('Escape')
  await expect(popover).toHaveCount(0)
  const stored = async () => {
    const res = await request.get('/api/v2/panel/help-guides', { headers: auth(session) })
    const guide = ((await res.json()).data as { route: string; step: number; status: string }[]).find(
      (g) => g.route === 'cargos-search',
    )
    return `${guide?.status}:${guide?.step}`
  }
  await expect.poll(stored).toBe('started:1')

  // resume at the stored step (the header's button runs the tour of the screen shown), then finish
  await page.locator('[data-action="tour"]').click()
  await expect(popover.locator('.driver-popover-title')).toHaveText('Вид и порядок')
  for (let i = 0; i < 3; i++) await popover.locator('.driver-popover-next-btn').click()
  await expect(popover).toHaveCount(0)
  await expect.poll(stored).toBe('finished:3')
})

test('what’s new after an update: the unread release notes, marked read', async ({ page, request }) => {
  const session = await signIn(request, 'shipper@example.com')
  const unread = async () =>
    (await (await request.get('/api/v2/panel/release-notes?filter[unread]=1', { headers: auth(session) })).json()).meta
      .size as number
  const before = await unread()
  expect(before).toBeGreaterThan(0)
  await seedSession(page.context(), 'ru', session)
  // this browser last saw an older version
  await page.addInitScript(() => localStorage.setItem('fx.seenVersion', '0.0.1-old'))
  await page.goto('/cargos/in-work')
  const dialog = page.locator('dialog[open]').filter({ has: page.locator('[data-dialog="whats-new"]') })
  await expect(dialog.getByRole('heading', { name: 'Что нового на бирже' })).toBeVisible()
  await expect(dialog.locator('[data-note][data-unread]')).toHaveCount(before)
  await dialog.locator('[data-action="got-it"]').click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(unread).toBe(0)
  // the user menu opens it at will
  await page.locator('.hx-user-button').click()
  await page.locator('[data-action="whats-new"]').click()
  await expect(page.locator('dialog[open] [data-note]').first()).toBeVisible()
})

test('the new-version notice waits while the user types, then offers a reload', async ({ page, request }) => {
  let version = '9.0.0+a'
  let reads = 0
  await page.route('**/version.txt', (route) => {
    reads += 1
    return route.fulfill({
      body: `${version}\n`,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain' },
    })
  })
  await open(page, request, 'manager@example.com', '/account/profile')
  const name = page.getByLabel('Имя и фамилия')
  await expect(name).toBeVisible()
  // the page's first read is its own version: only a later, different one is news
  await expect.poll(() => reads).toBeGreaterThan(0)
  const notice = page.locator('.hx-version-notice')
  await name.click()
  await name.press('End')
  await name.type(' ')
  version = '9.0.1+b'
  const read = page.waitForResponse('**/version.txt')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await (await read).finished()
  // the read has been answered and a frame drawn since: a notice would be on the screen now
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  await expect(notice).toHaveCount(0)
  // the focus leaves the field: the notice shows
  await page.locator('h1').click()
  await expect(notice).toBeVisible()
  await expect(notice).toHaveAttribute('data-version', '9.0.1+b')
  await notice.locator('[data-action="reload"]').click()
  // the reloaded page runs the new version: its release notes follow
  await expect(page.locator('[data-dialog="whats-new"]')).toBeVisible()
  await expect(notice).toHaveCount(0)
})

test('Telegram verification from the profile: deep link, /start, the shared contact, status 2 and the token', async ({
  page,
  request,
}) => {
  const session = await open(page, request, 'petrov@example.com', '/account/profile')
  const me = (await (await request.get('/api/v1/me', { headers: auth(session) })).json()).data as {
    phone: string
  }
  const section = page.locator('[data-section="telegram"]')
  await expect(section.locator('[data-linked]')).toHaveCount(0)
  await section.locator('[data-action="link-telegram"]').click()
  const dialog = page.locator('dialog[open]')
  await expect(dialog.getByLabel('Телефон учётной записи')).toHaveValue(me.phone)
  await dialog.locator('[data-action="get-link"]').click()
  const link = dialog.locator('[data-action="open-bot"]')
  await expect(link).toHaveAttribute('href', /^https:\/\/t\.me\/\w+\?start=[\w-]+$/)
  const payload = new URL((await link.getAttribute('href'))!).searchParams.get('start')!

  // Telegram: the user presses Start; the bot asks for the number with a button
  const telegramId = 700100200
  await postUpdate(request, update(telegramId, { text: `/start ${payload}` }))
  await expect(dialog.locator('[data-telegram="waiting"]')).toHaveAttribute('data-status', '1')
  await expect(dialog).toContainText('Поделиться номером')
  await botMessages(request, telegramId, (calls) => calls.some((c) => c.payload.reply_markup?.keyboard))
  // ... and shares it (Telegram sends the phone without the plus)
  await postUpdate(
    request,
    update(telegramId, {
      contact: { phone_number: me.phone.replace('+', ''), first_name: 'Тест', user_id: telegramId },
    }),
  )
  await expect(dialog.locator('[data-telegram="verified"]')).toBeVisible()
  await botMessages(request, telegramId, (calls) => calls.some((c) => c.payload.reply_markup?.remove_keyboard))
  // the token of status 2 is the session's now, and the profile says linked
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(session.token)
  await dialog.getByRole('button', { name: 'Закрыть' }).first().click()
  await expect(section.locator('[data-linked]')).toBeVisible()
})

test('the Telegram message dialog sends a cargo to the user’s own Telegram through the bot', async ({
  page,
  request,
}) => {
  const session = await signIn(request, 'carrier@example.com')
  const cargos = (await (await request.get('/api/v1/cargos?limit=1', { headers: auth(session) })).json()).data as {
    id: number
  }[]
  await seedSession(page.context(), 'ru', session)
  await page.goto(`/cargos/details/${cargos[0]!.id}`)
  await page.locator('[data-action="send-telegram"]').click()
  const dialog = page.locator('dialog[open]')
  await expect(dialog.getByRole('heading', { name: 'Отправить груз в Telegram' })).toBeVisible()
  const note = `Позвонить до обеда ${Date.now()}`
  await dialog.getByLabel('Заметка к грузу').fill(note)
  await dialog.locator('[data-action="send-telegram-confirm"]').click()
  await expect(page.getByText('Груз отправлен в Telegram')).toBeVisible()
  // the demo carrier is linked to Telegram user 100200300: the outbox delivers to the fake Bot API
  await botMessages(request, 100200300, (calls) => calls.some((c) => c.payload.text?.includes(note)))
})

test('an account without Telegram is told where to link it instead of the message form', async ({ page, request }) => {
  const session = await signIn(request, 'siberia@example.com')
  const cargos = (await (await request.get('/api/v1/cargos?limit=1', { headers: auth(session, 'en') })).json())
    .data as { id: number }[]
  await seedSession(page.context(), 'en', session)
  await page.goto(`/cargos/details/${cargos[0]!.id}`)
  await page.locator('[data-action="send-telegram"]').click()
  const dialog = page.locator('dialog[open]')
  await dialog.getByLabel('A note to the cargo').fill('Call before noon')
  await dialog.locator('[data-action="send-telegram-confirm"]').click()
  await expect(dialog.locator('[data-telegram="not-linked"]')).toBeVisible()
  await expect(dialog.locator('[data-action="send-telegram-confirm"]')).toHaveCount(0)
  await expect(dialog.getByRole('link')).toHaveAttribute('href', /\/account\/profile/)
})

test('the mini-app: signed in by initData, a deep link to a cargo, the main button responds', async ({
  page,
  request,
}) => {
  const initData = signInitData('e2e:bot-token', {
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAHe2e',
    // the demo carrier's linked Telegram account
    user: JSON.stringify({ id: 100200300, first_name: 'Иван', language_code: 'ru' }),
  })
  await page.route('https://telegram.org/js/telegram-web-app.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__tg = { main: null, mainClicks: [] };
        window.Telegram = { WebApp: {
          initData: ${JSON.stringify(initData)},
          ready() {}, expand() {}, colorScheme: 'light', themeParams: { button_color: '#2481cc' }, onEvent() {},
          BackButton: { show() {}, hide() {}, onClick() {}, offClick() {} },
          MainButton: { setText(t) { window.__tg.main = t }, show() {}, hide() { window.__tg.main = null },
            onClick(f) { window.__tg.mainClicks.push(f) }, offClick(f) { window.__tg.mainClicks = window.__tg.mainClicks.filter((g) => g !== f) } },
        } }`,
    }),
  )
  const anonymous = await request.get('/api/v1/cargos?limit=1')
  const cargo = ((await anonymous.json()).data as { id: number }[])[0]!.id
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(`/?tgWebAppStartParam=cargo_${cargo}`)
  await expect(page).toHaveURL(new RegExp(`/cargos/details/${cargo}`))
  await expect(page.locator('.hx-tabbar')).toBeVisible()
  // signed in as the carrier linked to that Telegram account, without typing anything
  await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^fx_/)
  await expect(page.locator('.hx-user-button')).toBeVisible()
  const tg = () => page.evaluate(() => (window as unknown as { __tg: { main: string | null } }).__tg.main)
  await expect.poll(tg).toBe('Откликнуться')
  await expect(page.locator('.hx-respond')).toBeVisible()
  await page.evaluate(() => (window as unknown as { __tg: { mainClicks: (() => void)[] } }).__tg.mainClicks.at(-1)?.())
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.hx-respond')))).toBe(true)
  // leaving the screen hides the main button
  await page.locator('.hx-tab').first().click()
  await expect.poll(tg).toBeNull()
  // loads near me: the device stands in Kazan; the search opens from the nearest city
  await page.context().grantPermissions(['geolocation'])
  await page.context().setGeolocation({ latitude: 55.8, longitude: 49.15 })
  await page.locator('[data-action="near-me"]').click()
  await expect(page).toHaveURL(/\/cargos\/search\?filter=/)
  const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')
  expect(filter).toMatchObject({ start_point_type: 'city', start_point_radius: 50 })
  const place = await request.get(`/api/v1/geo/places/${filter.start_point_id}`)
  expect((await place.json()).data.name_ru).toBe('Казань')
  await expect(page.locator('fx-cargo-search [part="results"]')).toBeVisible()
})

// ---------------------------------------------------------------------------------------------------------------
// Screenshots

for (const lang of ['ru', 'en'] as const) {
  test(`@screens help and Telegram screens (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000)
    const session = await signIn(request, 'carrier@example.com')
    await seedSession(page.context(), lang, session)
    await page.goto('/account/help')
    await expect(page.locator('[data-guide]').first()).toBeVisible()
    await shoot(page, screens, 'help-page', lang)

    // a tour step inside the calendar widget
    await page.locator('[data-guide="transport-calendar"] [data-action]').click()
    await expect(page.locator('.driver-popover')).toBeVisible()
    await page.locator('.driver-popover-next-btn').click()
    await page.waitForTimeout(600)
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      await page.waitForTimeout(700)
      await page.screenshot({ path: `${screens}/tour-${lang}-${width}.png` })
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.keyboard.press('Escape')

    // what's new
    await page.goto('/account/profile')
    await page.locator('.hx-user-button').click()
    await page.locator('[data-action="whats-new"]').click()
    await expect(page.locator('dialog[open] [data-note]').first()).toBeVisible()
    await shoot(page, screens, 'whats-new', lang)
    await page.locator('[data-action="got-it"]').click()

    // Telegram verification: waiting for the bot, and not configured
    await page.locator('[data-action="link-telegram"]').click()
    await page.locator('[data-action="get-link"]').click()
    await expect(page.locator('[data-action="open-bot"]')).toBeVisible()
    await shoot(page, screens, 'telegram-waiting', lang)
    await page.keyboard.press('Escape')
    await page.route('**/api/v2/user/verification/telegram?*', (route) =>
      route.fulfill({
        json: { data: { configured: false, id: null, link: null, bot: null, expires_at: null } },
      }),
    )
    await page.locator('[data-action="link-telegram"]').click()
    await page.locator('[data-action="get-link"]').click()
    await expect(page.locator('[data-telegram="not-configured"]')).toBeVisible()
    await shoot(page, screens, 'telegram-not-configured', lang)
    await page.keyboard.press('Escape')

    // the version notice
    let version = '1.0.0'
    await page.route('**/version.txt', (route) => route.fulfill({ body: version }))
    await page.reload()
    await expect(page.locator('[data-section="telegram"]')).toBeVisible()
    await page.waitForTimeout(500)
    version = '1.0.1'
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(page.locator('.hx-version-notice')).toBeVisible()
    await shoot(page, screens, 'version-notice', lang)

    // the Telegram message dialog
    const cargos = (await (await request.get('/api/v1/cargos?limit=1', { headers: auth(session) })).json()).data as {
      id: number
    }[]
    await page.goto(`/cargos/details/${cargos[0]!.id}`)
    await page.locator('[data-action="send-telegram"]').click()
    await expect(page.locator('[data-dialog="telegram-message"]')).toBeVisible()
    await shoot(page, screens, 'telegram-message', lang)
  })
}
