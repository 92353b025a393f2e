import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import type { HelpGuide, ReleaseNote } from '../../../core/contract/help'
import { api, fieldErrorsOf, tokenFor, userId } from '../account/testing'

describe('help: guided tours, release notes and the version file', () => {
  let server: TestServer
  const tokens: Record<string, string> = {}
  const call = (who: string, method: 'GET' | 'POST', path: string, payload?: object, lang: 'ru' | 'en' = 'ru') =>
    server.call({ method, url: api(path), token: tokens[who] ?? null, lang, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    server = await createTestServer()
    for (const who of ['shipper', 'carrier', 'siberia', 'security'])
      tokens[who] = await tokenFor(server, `${who}@example.com`)
  })
  afterAll(() => server.close())

  const guides = async (who: string, lang: 'ru' | 'en' = 'ru') => {
    const res = await call(who, 'GET', 'v2/panel/help-guides', undefined, lang)
    expect(res.statusCode).toBe(200)
    return res.json() as { data: HelpGuide[]; meta: { size: number } }
  }

  it('lists the tours for the caller’s roles in the request language, each new at step 0', async () => {
    const stored = await server.db.selectFrom('help_guides').select(['route', 'roles', 'title_en']).execute()
    const forRoles = (roles: string[]) =>
      stored.filter((g) => g.roles.length === 0 || g.roles.some((r) => roles.includes(r))).map((g) => g.route)
    const shipperRoles = (
      await server.db
        .selectFrom('users')
        .select('roles')
        .where('email', '=', 'shipper@example.com')
        .executeTakeFirstOrThrow()
    ).roles
    const ru = await guides('shipper')
    expect(ru.data.map((g) => g.route).sort()).toEqual(forRoles(shipperRoles).sort())
    expect(ru.meta.size).toBe(ru.data.length)
    expect(ru.data.every((g) => g.status === 'new' && g.step === 0 && g.steps.length > 0)).toBe(true)
    const en = await guides('shipper', 'en')
    const search = en.data.find((g) => g.route === 'cargos-search')!
    expect(search.title).toBe(stored.find((g) => g.route === 'cargos-search')!.title_en)
    expect(ru.data.find((g) => g.route === 'cargos-search')!.title).not.toBe(search.title)
    // steps walk real elements, inside widgets' shadow roots too
    expect(search.steps[0]!.target).toContain('fx-cargo-search >>> ')
    // the order form's tour is the shipper's: the carrier does not get it
    expect((await guides('carrier')).data.some((g) => g.route === 'order')).toBe(false)
    expect((await call('anonymous', 'GET', 'v2/panel/help-guides')).statusCode).toBe(401)
  })

  it('stores the step reached, resumes there, finishes, and keeps each user’s place apart', async () => {
    const guide = (await guides('carrier')).data.find((g) => g.route === 'cargos-search')!
    const moved = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, { step: 2 })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().data).toMatchObject({ id: guide.id, step: 2, status: 'started' })
    const again = (await guides('carrier')).data.find((g) => g.id === guide.id)!
    expect(again).toMatchObject({ step: 2, status: 'started' })
    expect(again.updated_at).not.toBeNull()
    // another carrier's place is their own
    expect((await guides('siberia')).data.find((g) => g.id === guide.id)).toMatchObject({ step: 0, status: 'new' })
    const done = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, {
      step: guide.steps.length - 1,
      finished: true,
    })
    expect(done.json().data).toMatchObject({ status: 'finished', step: guide.steps.length - 1 })
    // starting over reopens it
    const restart = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, { step: 0 })
    expect(restart.json().data).toMatchObject({ status: 'started', step: 0 })
  })

  it('refuses a step beyond the tour (422 in ru and en), a tour of other roles and an unknown one (404)', async () => {
    const guide = (await guides('carrier')).data.find((g) => g.route === 'cargos-search')!
    const ru = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, {
      step: guide.steps.length,
    })
    expect(ru.statusCode).toBe(422)
    expect(fieldErrorsOf(ru).step).toEqual(['В этом обучении нет такого шага'])
    const en = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, { step: 99 }, 'en')
    expect(fieldErrorsOf(en).step).toEqual(['This tour has no such step'])
    const bad = await call('carrier', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, { step: -1, extra: 1 })
    expect(bad.statusCode).toBe(422)
    const order = (await guides('shipper')).data.find((g) => g.route === 'order')!
    expect(
      (await call('carrier', 'POST', `v2/panel/help-guides/${order.id}/change-step`, { step: 0 })).statusCode,
    ).toBe(404)
    expect((await call('carrier', 'POST', 'v2/panel/help-guides/999999/change-step', { step: 0 })).statusCode).toBe(404)
    expect(
      (await call('anonymous', 'POST', `v2/panel/help-guides/${guide.id}/change-step`, { step: 0 })).statusCode,
    ).toBe(401)
  })

  it('lists release notes newest first with read marks, the unread ones, and marks them read', async () => {
    const published = await server.db.selectFrom('release_notes').select(['id', 'title_en']).execute()
    const shipperId = await userId(server, 'shipper@example.com')
    const readBefore = await server.db
      .selectFrom('release_note_reads')
      .select('note_id')
      .where('user_id', '=', shipperId)
      .execute()
    const all = await call('shipper', 'GET', 'v2/panel/release-notes', undefined, 'en')
    expect(all.statusCode).toBe(200)
    const notes = all.json() as { data: ReleaseNote[]; meta: { size: number } }
    expect(notes.meta.size).toBe(published.length)
    const times = notes.data.map((n) => Date.parse(n.published_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(published.map((n) => n.title_en)).toContain(notes.data[0]!.title)
    const unread = await call('shipper', 'GET', 'v2/panel/release-notes?filter[unread]=1')
    const unreadNotes = unread.json().data as ReleaseNote[]
    expect(unreadNotes.length).toBe(published.length - readBefore.length)
    expect(unreadNotes.every((n) => !n.is_read)).toBe(true)

    const first = unreadNotes[0]!
    const read = await call('shipper', 'POST', 'v2/panel/release-notes/read', { ids: [first.id] })
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual({ updated: 1, unread: unreadNotes.length - 1 })
    // marking twice changes nothing; the carrier's marks are their own
    expect(
      (await call('shipper', 'POST', 'v2/panel/release-notes/read', { ids: [first.id] })).json().data.updated,
    ).toBe(0)
    const carrierUnread = (await call('carrier', 'GET', 'v2/panel/release-notes?filter[unread]=1')).json()
      .data as ReleaseNote[]
    expect(carrierUnread.some((n) => n.id === first.id)).toBe(true)
    const rest = await call('shipper', 'POST', 'v2/panel/release-notes/read', { all: true })
    expect(rest.json().data).toEqual({ updated: unreadNotes.length - 1, unread: 0 })
    expect((await call('shipper', 'GET', 'v2/panel/release-notes?filter[unread]=1')).json().meta.size).toBe(0)
    // unknown ids are simply not marked
    expect((await call('carrier', 'POST', 'v2/panel/release-notes/read', { ids: [999999] })).json().data.updated).toBe(
      0,
    )
  })

  it('refuses bad input (422) and anonymous callers (401) on release notes', async () => {
    expect((await call('shipper', 'POST', 'v2/panel/release-notes/read', { ids: [] })).statusCode).toBe(422)
    expect((await call('shipper', 'POST', 'v2/panel/release-notes/read', { all: false })).statusCode).toBe(422)
    expect((await call('shipper', 'GET', 'v2/panel/release-notes?filter[unread]=maybe')).statusCode).toBe(422)
    expect((await call('anonymous', 'GET', 'v2/panel/release-notes')).statusCode).toBe(401)
    expect((await call('anonymous', 'POST', 'v2/panel/release-notes/read', { all: true })).statusCode).toBe(401)
  })

  it('answers the version file as plain text that is never cached', async () => {
    const res = await server.call({ method: 'GET', url: '/version.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body.trim()).toMatch(new RegExp(`^${server.config.version.replace(/\./g, '\\.')}`))
  })
})
