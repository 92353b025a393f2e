import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { withInnCheckDigits } from '../../../core/contract/validators'

/** A valid 10-digit INN from 9 digits. */
const inn = withInnCheckDigits

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Пётр Иванов',
  email: 'new.user@example.com',
  phone: '+7 (916) 555-12-34',
  password: 'secret-pass-1',
  company: { inn: inn('500100732'), name: 'ООО «Новый Путь»', type: 'carrier' },
  ...over,
})

describe('registration', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer()
  })
  afterAll(() => s.close())

  const post = (url: string, payload: unknown, lang?: 'ru' | 'en', remoteAddress?: string) =>
    s.call({ method: 'POST', url: `/api/v1/auth/register${url}`, payload: payload as object, lang, remoteAddress })
  // the oracle tests speak from an address of their own, so that the per-address limits of the others hold
  const aside = (url: string, payload: unknown, lang?: 'ru' | 'en') => post(url, payload, lang, '10.90.0.1')

  it('registers a new company with a code from the outbox; the user is its administrator', async () => {
    const start = await post('', form())
    expect(start.statusCode).toBe(200)
    const { request_id } = start.json().data
    expect(start.body).not.toMatch(/\b\d{6}\b.*code/)
    const code = await s.lastCode('new.user@example.com')

    const wrong = await post('/confirmation', { request_id, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.code).toEqual(['Неверный код'])

    const done = await post('/confirmation', { request_id, code })
    expect(done.statusCode).toBe(200)
    const { token, user } = done.json().data
    expect(token).toMatch(/^fx_/)
    expect(user).toMatchObject({
      email: 'new.user@example.com',
      phone: '+79165551234',
      roles: ['carrier', 'admin'],
      status: 'active',
      timezone: 'Europe/Moscow',
      company: { name: 'ООО «Новый Путь»', type: 'carrier' },
    })
    const me = await s.call({ method: 'GET', url: '/api/v1/me', token })
    expect(me.statusCode).toBe(200)

    const again = await post('/confirmation', { request_id, code })
    expect(again.statusCode).toBe(404)
  })

  it('does not tell whether an e-mail is registered: the same answer, and the mailbox gets a note, not a code', async () => {
    const taken = await aside('', form({ email: 'shipper@example.com', phone: '+79160000010' }), 'en')
    const free = await aside('', form({ email: 'free.one@example.com', phone: '+79160000011' }), 'en')
    expect(taken.statusCode).toBe(200)
    expect(free.statusCode).toBe(200)
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data))
    const note = await s.lastMessage('shipper@example.com')
    expect(note?.subject).toBe('You are already registered on the freight exchange')
    expect(note?.body).not.toMatch(/\b\d{6}\b/)
    expect(note?.body).toContain('http://fx.test/login/recovery')
    // the request can never be confirmed, and reads like any other to a wrong code
    const request_id = taken.json().data.request_id
    const wrongTaken = await aside('/confirmation', { request_id, code: '123456' }, 'en')
    const wrongFree = await aside('/confirmation', { request_id: free.json().data.request_id, code: '123456' }, 'en')
    expect(wrongTaken.statusCode).toBe(wrongFree.statusCode)
    expect(wrongTaken.json()).toEqual(wrongFree.json())
  })

  it('tells a taken phone only at the confirmation, to whoever proved the e-mail', async () => {
    const start = await aside('', form({ email: 'phone.taken@example.com', phone: '+79161110001' }), 'en')
    expect(start.statusCode).toBe(200)
    const code = await s.lastCode('phone.taken@example.com')
    const done = await aside('/confirmation', { request_id: start.json().data.request_id, code }, 'en')
    expect(done.statusCode).toBe(422)
    expect(done.json().message).toBe('This phone is already registered')
    expect(done.json().errors).toEqual({ phone: ['This phone is already registered'] })
  })

  it('register/check answers only whether the INN is on the exchange, never about e-mails or phones', async () => {
    const shipperInn = (
      await s.db.selectFrom('companies').select('inn').where('type', '=', 'shipper').executeTakeFirstOrThrow()
    ).inn
    const known = await aside('/check', { inn: shipperInn })
    expect(known.json()).toEqual({ data: { company_exists: true } })
    expect((await aside('/check', { inn: inn('500100799') })).json()).toEqual({ data: { company_exists: false } })
    const asked = await aside('/check', { email: 'shipper@example.com', inn: shipperInn }, 'en')
    expect(asked.statusCode).toBe(422)
    expect(asked.json().errors.email).toEqual(['Unknown field'])
  })

  it('validates every field and rejects unknown ones (422, errors by field, ru and en)', async () => {
    const bad = {
      name: '',
      email: 'nope',
      phone: '12',
      password: 'short',
      company: { inn: '1234567890', type: 'x' },
      extra: 1,
    }
    const ru = await post('', bad)
    expect(ru.statusCode).toBe(422)
    const errors = ru.json().errors
    expect(errors.email).toEqual(['Введите корректный e-mail'])
    expect(errors.password).toEqual(['Минимум 8 символов'])
    expect(errors['company.inn']).toEqual(['Некорректный ИНН'])
    expect(errors.extra).toEqual(['Неизвестное поле'])
    expect(errors.name).toBeDefined()
    expect(errors.phone).toBeDefined()
    expect(errors['company.type']).toBeDefined()
    const en = await post('', bad, 'en')
    expect(en.json().errors.password).toEqual(['Minimum 8 characters'])
    expect(en.json().errors.email).toEqual(['Enter a correct e-mail'])
  })

  it('needs a company name for a new INN and the same type for a known one', async () => {
    const noName = await post(
      '',
      form({ email: 'a1@example.com', phone: '+79160000001', company: { inn: inn('500100733'), type: 'carrier' } }),
    )
    expect(noName.json().errors['company.name']).toEqual(['Укажите название компании'])
    const shipperInn = (
      await s.db.selectFrom('companies').select('inn').where('type', '=', 'shipper').executeTakeFirstOrThrow()
    ).inn
    const mismatch = await post(
      '',
      form({ email: 'a2@example.com', phone: '+79160000002', company: { inn: shipperInn, type: 'carrier' } }),
    )
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors['company.type']).toBeDefined()
  })

  it('joining a known company makes a pending employee without a token, who cannot sign in until approved', async () => {
    const company = await s.db
      .selectFrom('companies')
      .select('inn')
      .where('type', '=', 'shipper')
      .executeTakeFirstOrThrow()
    const start = await post(
      '',
      form({ email: 'joiner@example.com', phone: '+79160000003', company: { inn: company.inn, type: 'shipper' } }),
    )
    expect(start.statusCode).toBe(200)
    const code = await s.lastCode('joiner@example.com')
    const done = await post('/confirmation', { request_id: start.json().data.request_id, code })
    expect(done.statusCode).toBe(200)
    expect(done.json().data.token).toBeNull()
    expect(done.json().data.user).toMatchObject({ status: 'pending', roles: ['shipper', 'employee'] })
    const login = await s.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'joiner@example.com', password: 'secret-pass-1' },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().message).toMatch(/ожидает подтверждения/)
  })

  it('locks a code after five wrong tries and lets an expired code fail clearly', async () => {
    const start = await post('', form({ email: 'locked@example.com', phone: '+79160000004' }))
    const { request_id } = start.json().data
    const code = await s.lastCode('locked@example.com')
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 1; i <= 4; i++) expect((await post('/confirmation', { request_id, code: wrong })).statusCode).toBe(422)
    const fifth = await post('/confirmation', { request_id, code: wrong })
    expect(fifth.statusCode).toBe(429)
    const right = await post('/confirmation', { request_id, code })
    expect(right.statusCode).toBe(429)
    expect(right.headers['retry-after']).toBeDefined()

    const other = await post('', form({ email: 'expired@example.com', phone: '+79160000005' }))
    await s.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', other.json().data.request_id)
      .execute()
    const late = await post('/confirmation', {
      request_id: other.json().data.request_id,
      code: await s.lastCode('expired@example.com'),
    })
    expect(late.statusCode).toBe(422)
    expect(late.json().errors.code).toEqual(['Срок действия кода истёк, запросите новый'])
  })

  it('resends a code no sooner than a minute later, and the old code stops working', async () => {
    const start = await post('', form({ email: 'resend@example.com', phone: '+79160000006' }))
    const { request_id } = start.json().data
    const first = await s.lastCode('resend@example.com')
    const tooSoon = await post('/resend', { request_id })
    expect(tooSoon.statusCode).toBe(429)
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0)
    await s.db
      .updateTable('verification_codes')
      .set({ last_sent_at: new Date(Date.now() - 61_000) })
      .where('id', '=', request_id)
      .execute()
    const resent = await post('/resend', { request_id })
    expect(resent.statusCode).toBe(200)
    const second = await s.lastCode('resend@example.com')
    if (first !== second) expect((await post('/confirmation', { request_id, code: first })).statusCode).toBe(422)
    expect((await post('/confirmation', { request_id, code: second })).statusCode).toBe(200)
  })
})
