import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { z } from 'zod'
import { account, auth, companies, defineEndpoint, reference } from '../contract'
import type { Lang } from '../contract/common'
import { createApiClient } from './client'
import { ApiError, shouldToast } from './errors'
import { fakeFetch, jsonResponse, sampleUser } from './testing'

const base = 'https://exchange.test'

function setup(
  handler: Parameters<typeof fakeFetch>[0] = () => jsonResponse({ data: sampleUser() }),
  opts: { token?: string | null; lang?: Lang } = {},
) {
  const fake = fakeFetch(handler)
  const reporter = vi.fn()
  const onUnauthorized = vi.fn()
  let token = opts.token ?? null
  let lang: Lang = opts.lang ?? 'ru'
  const api = createApiClient({
    baseUrl: `${base}/`,
    getToken: () => token,
    getLanguage: () => lang,
    onUnauthorized,
    reporter,
    fetch: fake.fetch,
    retry: 0,
  })
  return {
    api,
    fake,
    reporter,
    onUnauthorized,
    setToken: (t: string | null) => {
      token = t
    },
    setLang: (l: Lang) => {
      lang = l
    },
  }
}

const v2Ping = defineEndpoint({
  method: 'GET',
  path: 'v2/user/passport',
  summary: 'test',
  tags: [],
  access: 'user',
  response: z.object({ data: z.object({ ok: z.boolean() }) }),
})
const v3Ping = defineEndpoint({ ...v2Ping, path: '/v3/cargos/:id/points', params: z.object({ id: z.number() }) })
const v20Path = defineEndpoint({ ...v2Ping, path: 'v20/things' })

describe('URL and prefix rule', () => {
  it('adds /v1 to paths without v2/ or v3/', async () => {
    const { api, fake } = setup()
    await api.call(account.me)
    expect(fake.last.url.href).toBe(`${base}/api/v1/me`)
    expect(fake.last.method).toBe('GET')
  })

  it('keeps v2/ and v3/ paths as they are (leading slash tolerated)', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: { ok: true } }))
    await api.call(v2Ping)
    expect(fake.last.url.pathname).toBe('/api/v2/user/passport')
    await api.call(v3Ping, { params: { id: 12 } })
    expect(fake.last.url.pathname).toBe('/api/v3/cargos/12/points')
  })

  it('does not mistake v20/ for v2/', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: { ok: true } }))
    await api.call(v20Path)
    expect(fake.last.url.pathname).toBe('/api/v1/v20/things')
  })

  it('fills and encodes path parameters', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: [], meta: { size: 0 } }))
    await api.call(reference.dictionary, { params: { kind: 'additional-conditions' } })
    expect(fake.last.url.pathname).toBe('/api/v1/dictionaries/additional-conditions')
    expect(api.url(companies.updateCompany, { params: { id: 5 } })).toBe(`${base}/api/v1/companies/5`)
  })

  it('works with a same-origin (empty) base as relative URLs', () => {
    const api = createApiClient({ reporter: () => {} })
    expect(api.url(account.me)).toBe('/api/v1/me')
  })
})

describe('headers', () => {
  it('attaches the bearer token only when the session has one', async () => {
    const { api, fake, setToken } = setup()
    await api.call(account.me)
    expect(fake.last.headers.get('authorization')).toBeNull()
    setToken('tok-123')
    await api.call(account.me)
    expect(fake.last.headers.get('authorization')).toBe('Bearer tok-123')
  })

  it('sends Accept-Language of the current interface language', async () => {
    const { api, fake, setLang } = setup()
    await api.call(account.me)
    expect(fake.last.headers.get('accept-language')).toBe('ru')
    setLang('en')
    await api.call(account.me)
    expect(fake.last.headers.get('accept-language')).toBe('en')
    expect(fake.last.headers.get('accept')).toBe('application/json')
  })

  it('sends bodies as JSON, and no body when the endpoint has none', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: { token: 't', user: sampleUser() } }))
    await api.call(auth.login, { body: { login: 'ivan@example.com', password: 'secret' } })
    expect(fake.last.method).toBe('POST')
    expect(fake.last.headers.get('content-type')).toContain('application/json')
    expect(fake.last.json).toEqual({ login: 'ivan@example.com', password: 'secret' })

    const out = setup(() => jsonResponse({ data: { ok: true } }))
    await out.api.call(auth.logout)
    expect(out.fake.last.body).toBe('')
    expect(out.fake.last.headers.get('content-type')).toBeNull()
  })
})

describe('query encoding', () => {
  it('puts nested filters as filter[key]=value and drops empty values', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: [], meta: { size: 0 } }))
    await api.call(companies.findCompanies, { query: { filter: { inn: '7707083893' } } })
    expect(fake.last.url.search).toBe('?filter[inn]=7707083893')
    expect(fake.last.url.searchParams.get('filter[inn]')).toBe('7707083893')
  })

  it('encodes arrays with [] and keeps order, through request() for paths outside the contract', async () => {
    const { api, fake } = setup(() => jsonResponse({ data: [], meta: { size: 0 } }))
    await api.request({
      method: 'GET',
      path: 'cargos',
      query: {
        limit: 20,
        offset: 0,
        sort: '-id',
        filter: { truck_types: [1, 2], own: true, status: undefined, user_id: null, mode: '', price: { min: 100 } },
        include: 'contacts',
      },
    })
    expect(decodeURIComponent(fake.last.url.search)).toBe(
      '?limit=20&offset=0&sort=-id&filter[truck_types][]=1&filter[truck_types][]=2&filter[own]=true&filter[price][min]=100&include=contacts',
    )
  })
})

describe('answers', () => {
  it('parses the answer with the endpoint schema and types it', async () => {
    const { api } = setup(() => jsonResponse({ data: { ...sampleUser(), extra_field: 'dropped' } }))
    const me = await api.call(account.me)
    expectTypeOf(me.data.roles).toEqualTypeOf<
      (
        | 'shipper'
        | 'carrier'
        | 'external_carrier'
        | 'expeditor'
        | 'admin'
        | 'manager'
        | 'employee'
        | 'shipper.logist'
        | 'security'
      )[]
    >()
    expect(me.data.roles).toContain('shipper.logist')
    expect(me.data).not.toHaveProperty('extra_field')
  })

  it('reads lists as data and meta.size', async () => {
    const item = { id: 1, name: 'Тент', short_name: 'тент' }
    const { api } = setup(() => jsonResponse({ data: [item], meta: { size: 41 } }))
    const page = await api.call(reference.dictionary, { params: { kind: 'truck_types' } })
    expect(page.meta.size).toBe(41)
    expect(page.data[0]?.name).toBe('Тент')
  })

  it('rejects an answer that breaks the contract (and reports it)', async () => {
    const { api, reporter } = setup(() => jsonResponse({ data: { id: 'not-a-number' } }))
    const error = await api.call(account.me).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'contract', status: 200, message: 'Неизвестная ошибка' })
    expect(reporter).toHaveBeenCalledTimes(1)
  })

  it('rejects a 2xx answer that is not JSON', async () => {
    const { api } = setup(() => new Response('<html>', { status: 200 }))
    await expect(api.call(account.me)).rejects.toMatchObject({ kind: 'contract' })
  })

  it('checks input types at compile time', () => {
    const { api } = setup()
    // never called: only the type checker reads this
    const typeChecks = () => {
      // @ts-expect-error params are required for a path with :id
      void api.call(companies.updateCompany, { body: {} }).catch(() => {})
      // @ts-expect-error the body of login is required
      void api.call(auth.login).catch(() => {})
      // @ts-expect-error unknown body field
      void api.call(auth.login, { body: { login: 'x', password: 'y', extra: 1 } }).catch(() => {})
      expectTypeOf(api.call(auth.logout)).resolves.toEqualTypeOf<{ data: { ok: true } }>()
    }
    expect(typeChecks).toBeTypeOf('function')
  })
})

describe('errors: catalogue through the client, both languages', () => {
  const cases: Array<[number, unknown, string, string]> = [
    [
      422,
      {
        message: 'Проверьте введённые данные',
        errors: { email: ['Введите корректный e-mail'], name: ['Обязательное поле'] },
      },
      'Введите корректный e-mail',
      'Введите корректный e-mail',
    ],
    [422, { message: 'Check the data you entered' }, 'Check the data you entered', 'Check the data you entered'],
    [422, undefined, 'Неизвестная ошибка', 'Unknown error'],
    [500, { message: 'boom' }, 'Ошибка сервера, попробуйте позже', 'Server error, try later'],
    [
      402,
      { message: 'pay' },
      'Тариф истёк, обратитесь к администрации',
      'The tariff has expired, contact the administration',
    ],
    [403, { message: 'Нет доступа' }, 'Нет доступа', 'No access'],
    [409, { message: 'conflict' }, 'Неизвестная ошибка, попробуйте позже', 'Unknown error, try later'],
    [404, { message: 'Не найдено' }, 'Неизвестная ошибка, попробуйте позже', 'Unknown error, try later'],
    [503, undefined, 'Неизвестная ошибка, попробуйте позже', 'Unknown error, try later'],
  ]
  for (const [status, body, ru, en] of cases) {
    for (const [lang, text] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      it(`${status} ${body === undefined ? 'without body' : ''} in ${lang}: "${text}"`, async () => {
        const { api, reporter } = setup(() => jsonResponse(body, status), { lang })
        const error = await api.call(account.me).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(ApiError)
        expect((error as ApiError).message).toBe(text)
        expect((error as ApiError).status).toBe(status)
        expect(reporter).toHaveBeenCalledWith(error, { method: 'GET', url: `${base}/api/v1/me`, path: 'me' })
      })
    }
  }

  it('keeps field errors and the server message for forms', async () => {
    const body = { message: 'Проверьте введённые данные', errors: { 'company.inn': ['Некорректный ИНН'] } }
    const { api } = setup(() => jsonResponse(body, 422))
    const error = (await api.call(account.me).catch((e: unknown) => e)) as ApiError
    expect(error.fields).toEqual({ 'company.inn': ['Некорректный ИНН'] })
    expect(error.fieldError('company.inn')).toBe('Некорректный ИНН')
    expect(error.serverMessage).toBe('Проверьте введённые данные')
    expect(error.messageIn('en')).toBe('Некорректный ИНН')
  })

  it('network failure: "unknown error" in both languages, reported', async () => {
    for (const [lang, text] of [
      ['ru', 'Неизвестная ошибка'],
      ['en', 'Unknown error'],
    ] as const) {
      const { api, reporter } = setup(
        () => {
          throw new TypeError('fetch failed')
        },
        { lang },
      )
      const error = (await api.call(account.me).catch((e: unknown) => e)) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'network', status: 0, message: text })
      expect(shouldToast(error)).toBe(true)
      expect(reporter).toHaveBeenCalledTimes(1)
    }
  })

  it('a timeout is an "unknown error" too', async () => {
    const fake = fakeFetch(() => new Promise<Response>(() => {}))
    const api = createApiClient({ baseUrl: base, fetch: fake.fetch, timeout: 20, retry: 0, reporter: () => {} })
    await expect(api.call(account.me)).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'Неизвестная ошибка',
    })
  })

  it('a cancelled request rejects with the abort error, not reported', async () => {
    const controller = new AbortController()
    const { api, reporter } = setup(() => {
      controller.abort()
      return new Promise<Response>(() => {})
    })
    const error = await api.call(account.me, { signal: controller.signal }).catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect(shouldToast(error)).toBe(false)
    expect(reporter).not.toHaveBeenCalled()
  })

  it('a throwing reporter does not hide the error', async () => {
    const fake = fakeFetch(() => jsonResponse({ message: 'x' }, 500))
    const api = createApiClient({
      baseUrl: base,
      fetch: fake.fetch,
      reporter: () => {
        throw new Error('reporter down')
      },
    })
    await expect(api.call(account.me)).rejects.toMatchObject({ status: 500 })
  })

  it('setReporter replaces the reporter', async () => {
    const { api, reporter } = setup(() => jsonResponse({ message: 'x' }, 500))
    const next = vi.fn()
    api.setReporter(next)
    await api.call(account.me).catch(() => {})
    expect(reporter).not.toHaveBeenCalled()
    expect(next).toHaveBeenCalledTimes(1)
  })
})

describe('401', () => {
  it('calls onUnauthorized when the request carried the token', async () => {
    const { api, onUnauthorized } = setup(() => jsonResponse({ message: 'Требуется вход в систему' }, 401), {
      token: 'expired',
    })
    const error = await api.call(account.me).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 401 })
    expect(shouldToast(error)).toBe(false)
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('does not call it when no token was sent (e.g. wrong password at login)', async () => {
    const { api, onUnauthorized } = setup(() => jsonResponse({ message: 'Неверный логин или пароль' }, 401))
    await api.call(auth.login, { body: { login: 'ivan@example.com', password: 'x' } }).catch(() => {})
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('does not call it when the token changed while the request was in flight', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const ctx = setup(
      async () => {
        await gate
        return jsonResponse({ message: 'unauthorized' }, 401)
      },
      { token: 'old' },
    )
    const pending = ctx.api.call(account.me).catch((e: unknown) => e)
    await vi.waitFor(() => expect(ctx.fake.requests).toHaveLength(1))
    ctx.setToken('new')
    release()
    await pending
    expect(ctx.onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('multipart', () => {
  it('sends fields and files as form data', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: 'v2/companies/advance-payments/verification/upload',
      summary: 'test',
      tags: [],
      access: 'user',
      multipart: true,
      body: z.object({ type: z.string() }),
      response: z.object({ data: z.object({ ok: z.boolean() }) }),
    })
    const { api, fake } = setup(() => jsonResponse({ data: { ok: true } }))
    await api.call(upload, { body: { type: 'passport' }, files: { file: new Blob(['abc'], { type: 'image/png' }) } })
    expect(fake.last.url.pathname).toBe('/api/v2/companies/advance-payments/verification/upload')
    expect(fake.last.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(fake.last.body).toContain('name="type"')
    expect(fake.last.body).toContain('passport')
    expect(fake.last.body).toContain('name="file"')
  })
})

describe('prefetch', () => {
  it('sends the GET at once and the next call of it reads that answer instead of asking again', async () => {
    let n = 0
    const { api, fake } = setup(() => jsonResponse({ data: sampleUser({ id: ++n }) }), { token: 'fx_1' })
    api.prefetch(account.me)
    // on the wire before anything is awaited: the point of a prefetch
    expect(fake.requests).toHaveLength(1)
    expect(fake.last.headers.get('authorization')).toBe('Bearer fx_1')
    expect(fake.last.headers.get('accept-language')).toBe('ru')
    const answer = await api.call(account.me)
    expect(answer.data.id).toBe(1)
    expect(fake.requests).toHaveLength(1)
    // used once: the next call asks the server
    expect((await api.call(account.me)).data.id).toBe(2)
    expect(fake.requests).toHaveLength(2)
  })

  it('is not taken by a call with another language, token or query', async () => {
    const { api, fake, setLang, setToken } = setup(() => jsonResponse({ data: [], meta: { size: 0 } }), {
      token: 'fx_1',
    })
    api.prefetch(reference.dictionary, { params: { kind: 'truck_types' }, query: { limit: 10 } })
    setLang('en')
    await api.call(reference.dictionary, { params: { kind: 'truck_types' }, query: { limit: 10 } })
    setLang('ru')
    setToken('fx_2')
    await api.call(reference.dictionary, { params: { kind: 'truck_types' }, query: { limit: 10 } })
    setToken('fx_1')
    await api.call(reference.dictionary, { params: { kind: 'truck_types' }, query: { limit: 20 } })
    expect(fake.requests).toHaveLength(4)
    // the matching call still finds it
    await api.call(reference.dictionary, { params: { kind: 'truck_types' }, query: { limit: 10 } })
    expect(fake.requests).toHaveLength(4)
  })

  it('an answer that is an error goes through the catalogue like any other', async () => {
    const { api, reporter } = setup(() => jsonResponse({ message: 'x' }, 500))
    api.prefetch(account.me)
    const error = await api.call(account.me).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(500)
    expect(reporter).toHaveBeenCalledTimes(1)
  })

  it('a prefetch that got no answer is asked again by the call', async () => {
    let first = true
    const { api, fake } = setup(() => {
      if (first) {
        first = false
        throw new TypeError('Failed to fetch')
      }
      return jsonResponse({ data: sampleUser() })
    })
    api.prefetch(account.me)
    expect((await api.call(account.me)).data.id).toBe(7)
    expect(fake.requests).toHaveLength(2)
  })

  it('a call cancelled while its prefetched answer is on the way rejects with the abort', async () => {
    const { api, reporter } = setup()
    api.prefetch(account.me)
    const controller = new AbortController()
    const call = api.call(account.me, { signal: controller.signal })
    controller.abort()
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
    expect(reporter).not.toHaveBeenCalled()
  })

  it('a fetch that throws at once leaves the call to ask on its own', async () => {
    let calls = 0
    const api = createApiClient({
      baseUrl: base,
      retry: 0,
      reporter: () => {},
      fetch: () => {
        calls += 1
        if (calls === 1) throw new TypeError('cannot start')
        return Promise.resolve(jsonResponse({ data: sampleUser() }))
      },
    })
    expect(() => api.prefetch(account.me)).not.toThrow()
    expect((await api.call(account.me)).data.id).toBe(7)
    expect(calls).toBe(2)
  })

  it('refuses anything but a GET', () => {
    const { api } = setup()
    expect(() => api.prefetch(auth.logout)).toThrow(/not a GET/)
  })
})
