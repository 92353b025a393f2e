import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { TELEGRAM_STATUS } from '../../../core/contract/telegram'
import { deliverPending, logAdapter } from '../../services/outbox'
import { api, fieldErrorsOf, tokenFor } from '../account/testing'
import { telegramAdapter } from '../responses/telegram'
import { botApi } from './bot-api'
import { type FakeBotApi, startFakeBotApi } from './fake-bot-api'
import { signInitData } from './secrets'
import { contactUpdate, postUpdate, startUpdate } from './testing'

const silent = { info() {}, error() {} }

describe('telegram: verification through the bot, the webhook and the mini-app sign-in', () => {
  let server: TestServer
  let fake: FakeBotApi
  let account: { phone: string; inn: string; id: number }

  beforeAll(async () => {
    fake = await startFakeBotApi()
    server = await createTestServer({ config: { telegramApiBase: fake.url } })
    const row = await server.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.id', 'u.phone', 'c.inn'])
      .where('u.email', '=', 'siberia@example.com')
      .executeTakeFirstOrThrow()
    account = { id: row.id, phone: row.phone!, inn: row.inn }
  })
  afterAll(async () => {
    await server.close()
    await fake.close()
  })

  /** Delivers the outbox through the Bot API adapter to the fake, answers what the fake received since. */
  const deliver = async () => {
    const before = fake.calls.length
    const adapter = telegramAdapter(server.config.telegramBotToken, logAdapter(silent), undefined, fake.url)
    await deliverPending(server.db, adapter, 100)
    return fake.calls.slice(before).filter((c) => c.method === 'sendMessage')
  }
  const start = (query: string, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method: 'GET', url: api(`v2/user/verification/telegram?${query}`), lang })
  const check = (id: string) => server.call({ method: 'GET', url: api(`v2/user/verification/check-telegram/${id}`) })
  const params = () => new URLSearchParams({ phone: account.phone, inn: account.inn }).toString()

  it('starts with a deep link to the bot, verifies by the shared contact and answers status 2 with a token once', async () => {
    const started = await start(params())
    expect(started.statusCode).toBe(200)
    const v = started.json().data
    expect(v.configured).toBe(true)
    expect(v.link).toMatch(new RegExp(`^https://t\\.me/${server.config.telegramBotName}\\?start=[A-Za-z0-9_-]{20,64}$`))
    expect(Date.parse(v.expires_at)).toBeGreaterThan(Date.now())
    expect((await check(v.id)).json().data).toEqual({ status: TELEGRAM_STATUS.waiting, token: null, user: null })

    const telegramId = 555000111
    const payload = new URL(v.link).searchParams.get('start')!
    expect((await postUpdate(server, startUpdate(telegramId, `/start ${payload}`))).statusCode).toBe(200)
    expect((await check(v.id)).json().data.status).toBe(TELEGRAM_STATUS.started)
    // the bot asks for the contact with a button, through the outbox and the Bot API
    const asked = await deliver()
    expect(asked).toHaveLength(1)
    expect(asked[0]!.token).toBe(server.config.telegramBotToken)
    expect(asked[0]!.payload).toMatchObject({
      chat_id: String(telegramId),
      reply_markup: { keyboard: [[{ request_contact: true }]] },
    })

    // someone else's contact is not accepted
    await postUpdate(server, contactUpdate(telegramId, account.phone, 999))
    expect((await check(v.id)).json().data.status).toBe(TELEGRAM_STATUS.started)
    expect((await deliver())[0]!.payload.text).toContain('своим номером')

    // Telegram sends the phone without the plus
    await postUpdate(server, contactUpdate(telegramId, account.phone.replace('+', '')))
    const verified = (await check(v.id)).json().data
    expect(verified.status).toBe(TELEGRAM_STATUS.verified)
    expect(verified.token).toMatch(/^fx_/)
    expect(verified.user).toMatchObject({ id: account.id, telegram_linked: true })
    const me = await server.call({ method: 'GET', url: api('me'), token: verified.token })
    expect(me.json().data).toMatchObject({ id: account.id, telegram_linked: true })
    const linked = await server.db
      .selectFrom('users')
      .select('telegram_user_id')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow()
    expect(Number(linked.telegram_user_id)).toBe(telegramId)
    // the token is handed out once
    expect((await check(v.id)).json().data).toEqual({ status: TELEGRAM_STATUS.verified, token: null, user: null })
    const done = await deliver()
    expect(done[0]!.payload).toMatchObject({ reply_markup: { remove_keyboard: true } })
    expect(done[0]!.payload.text).toContain('Telegram привязан')
  })

  it('refuses a contact whose phone is not the account’s, and a phone and INN of no account alike', async () => {
    const other = (await start(params())).json().data
    await postUpdate(server, startUpdate(777, `/start ${new URL(other.link).searchParams.get('start')}`, 'en'))
    await postUpdate(server, contactUpdate(777, '+79990000000'))
    expect((await check(other.id)).json().data).toEqual({ status: TELEGRAM_STATUS.refused, token: null, user: null })

    // nobody has this phone: the start answers the same link, the contact ends refused
    const nobody = await start(new URLSearchParams({ phone: '+79990000001', inn: account.inn }).toString())
    expect(nobody.statusCode).toBe(200)
    const n = nobody.json().data
    expect(n.configured).toBe(true)
    await postUpdate(server, startUpdate(778, `/start ${new URL(n.link).searchParams.get('start')}`))
    await postUpdate(server, contactUpdate(778, '+79990000001'))
    expect((await check(n.id)).json().data.status).toBe(TELEGRAM_STATUS.refused)
    const replies = await deliver()
    expect(replies.map((r) => r.payload.text).join('\n')).toContain('Номер не совпадает')
  })

  it('answers an unknown link and a plain /start in the bot, and expires a verification past its time', async () => {
    await postUpdate(server, startUpdate(779, '/start unknownpayload123'))
    await postUpdate(server, startUpdate(779, '/start'))
    await postUpdate(server, contactUpdate(780, '+79990000002'))
    const texts = (await deliver()).map((r) => r.payload.text as string)
    expect(texts).toHaveLength(3)
    expect(texts[0]).toContain('устарела')
    expect(texts[1]).toContain('Здравствуйте')
    expect(texts[2]).toContain('Сначала откройте ссылку')

    const late = (await start(params())).json().data
    await server.db
      .updateTable('telegram_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', late.id)
      .execute()
    expect((await check(late.id)).json().data.status).toBe(TELEGRAM_STATUS.expired)
    await postUpdate(server, startUpdate(781, `/start ${new URL(late.link).searchParams.get('start')}`))
    expect((await check(late.id)).json().data.status).toBe(TELEGRAM_STATUS.expired)
  })

  it('checks the webhook’s secret token before anything else', async () => {
    const update = startUpdate(782, '/start')
    expect((await postUpdate(server, update, null)).statusCode).toBe(401)
    expect((await postUpdate(server, update, 'wrong-secret')).statusCode).toBe(401)
    // a malformed update without the secret is refused for the secret, not read
    expect((await postUpdate(server, { update_id: 'x' }, null)).statusCode).toBe(401)
    expect((await postUpdate(server, { update_id: 'x' })).statusCode).toBe(422)
    // an update of another kind is taken and ignored
    expect((await postUpdate(server, { update_id: 5, edited_message: { text: 'hi' } })).statusCode).toBe(200)
  })

  it('refuses bad input with 422 in both languages and an unknown verification with 404', async () => {
    const ru = await start('phone=123&inn=1')
    expect(ru.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(ru)).sort()).toEqual(['inn', 'phone'])
    const en = await start('phone=123&inn=1', 'en')
    expect(fieldErrorsOf(en).phone?.[0]).not.toBe(fieldErrorsOf(ru).phone?.[0])
    expect((await start(`${params()}&extra=1`)).statusCode).toBe(422)
    expect((await check('short')).statusCode).toBe(422)
    expect((await check('a'.repeat(43))).statusCode).toBe(404)
  })

  it('signs in inside the mini-app with initData signed by the bot token, for a linked account only', async () => {
    const token = server.config.telegramBotToken!
    const carrier = await server.db
      .selectFrom('users')
      .select(['id', 'telegram_user_id'])
      .where('email', '=', 'carrier@example.com')
      .executeTakeFirstOrThrow()
    const fields = (id: number, authDate = Math.floor(Date.now() / 1000)) => ({
      auth_date: String(authDate),
      query_id: 'AAE',
      user: JSON.stringify({ id, first_name: 'Алексей', language_code: 'ru' }),
    })
    const login = (init_data: string) =>
      server.call({ method: 'POST', url: api('v2/telegram/web-app/login'), payload: { init_data } })
    const ok = await login(signInitData(token, fields(Number(carrier.telegram_user_id))))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.user.id).toBe(carrier.id)
    const forged = await login(signInitData('1:other-bot', fields(Number(carrier.telegram_user_id))))
    expect(forged.statusCode).toBe(422)
    expect(fieldErrorsOf(forged).init_data).toEqual(['Данные Telegram не прошли проверку'])
    const stale = await login(signInitData(token, fields(Number(carrier.telegram_user_id), 1_000_000)))
    expect(stale.statusCode).toBe(422)
    const stranger = await login(signInitData(token, fields(424242)))
    expect(fieldErrorsOf(stranger).init_data).toEqual(['Этот Telegram не привязан ни к одной учётной записи'])
    expect((await login('')).statusCode).toBe(422)
  })

  it('registers the webhook with its secret through the Bot API adapter, and fails loudly when Telegram refuses', async () => {
    const api = botApi('42:abc', fake.url)
    await api.setWebhook('https://fx.example/api/v2/telegram/webhook', 's3cret')
    expect(fake.calls.at(-1)).toMatchObject({
      token: '42:abc',
      method: 'setWebhook',
      payload: { url: 'https://fx.example/api/v2/telegram/webhook', secret_token: 's3cret' },
    })
    fake.failWith = 401
    await expect(api.setWebhook('https://fx.example/x', 's')).rejects.toThrow('401')
    fake.failWith = null
  })
})

describe('telegram: without a bot token', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer({ config: { telegramBotToken: null } })
  })
  afterAll(() => server.close())

  it('says Telegram is not configured (never a 5xx), and the webhook takes nothing', async () => {
    const row = await server.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.phone', 'c.inn'])
      .where('u.email', '=', 'carrier@example.com')
      .executeTakeFirstOrThrow()
    const res = await server.call({
      method: 'GET',
      url: api(`v2/user/verification/telegram?${new URLSearchParams({ phone: row.phone!, inn: row.inn })}`),
      token: await tokenFor(server, 'carrier@example.com'),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ configured: false, id: null, link: null, bot: null, expires_at: null })
    expect((await postUpdate(server, startUpdate(1, '/start'), 'anything')).statusCode).toBe(401)
    const login = await server.call({
      method: 'POST',
      url: api('v2/telegram/web-app/login'),
      payload: { init_data: 'a=1&hash=00' },
      lang: 'en',
    })
    expect(login.statusCode).toBe(422)
    expect(fieldErrorsOf(login).init_data).toEqual(['Telegram is not configured on the exchange'])
  })
})
