/**
 * The answers each instance keeps (see src/server/db/change-feed.ts): `GET me`, the token's owner, the
 * dictionaries and the anonymous first pages of the cargo search. Each is sent with an ETag (304 to a matching
 * If-None-Match), and forgotten on a write to what it was read from: through the API, through the database
 * directly, and (on PostgreSQL) by another process on the same database, which this instance hears of only by the
 * database's notice.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeFeedOf } from '../../src/server/db/change-feed'
import { insertCargo, insertPlaces } from '../../src/server/modules/cargo/testing'
import { createTestServer, type TestServer } from '../helpers/server'

const firstPage = '/api/v1/cargos?limit=20&offset=0&sort=-created_at'

/** Polls until `check` holds (a notice from another connection arrives a moment after its commit). */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('did not happen in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('cached answers: ETags and forgetting on write', () => {
  let s: TestServer
  let token: string
  let companyId: number
  beforeAll(async () => {
    s = await createTestServer({ places: true })
    await insertPlaces(s)
    token = await s.login('shipper@example.com')
    const user = await s.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'shipper@example.com')
      .executeTakeFirstOrThrow()
    companyId = user.company_id!
  })
  afterAll(() => s.close())

  const me = (headers: Record<string, string> = {}) => s.call({ method: 'GET', url: '/api/v1/me', token, headers })

  it('the database has a feed that hears its writes', () => {
    expect(changeFeedOf(s.db)?.live).toBe(true)
  })

  it('GET me: an ETag, 304 to a matching If-None-Match, a new answer after a change through the API', async () => {
    const first = await me()
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await me({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const name = `Иван ${Date.now()}`
    const update = await s.call({ method: 'POST', url: '/api/v1/profile/update', token, payload: { name } })
    expect(update.statusCode).toBe(200)
    const after = await me({ 'if-none-match': etag })
    expect(after.statusCode).toBe(200)
    expect(after.json().data.name).toBe(name)
    expect(after.headers.etag).not.toBe(etag)
  })

  it('GET me: a change written to the database directly (user, company) is seen at once', async () => {
    await me()
    await s.db
      .updateTable('users')
      .set({ timezone: 'Asia/Yekaterinburg' })
      .where('email', '=', 'shipper@example.com')
      .execute()
    expect((await me()).json().data.timezone).toBe('Asia/Yekaterinburg')
    const name = `ООО «Кэш ${Date.now()}»`
    await s.db.updateTable('companies').set({ name }).where('id', '=', companyId).execute()
    expect((await me()).json().data.company.name).toBe(name)
  })

  it('the token: a removed user or a revoked token is refused at once, though its owner was remembered', async () => {
    const other = await s.login('logist@example.com')
    expect((await s.call({ method: 'GET', url: '/api/v1/me', token: other })).statusCode).toBe(200)
    await s.db.updateTable('users').set({ status: 'removed' }).where('email', '=', 'logist@example.com').execute()
    expect((await s.call({ method: 'GET', url: '/api/v1/me', token: other })).statusCode).toBe(401)
    await s.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'logist@example.com').execute()
    expect((await s.call({ method: 'GET', url: '/api/v1/me', token: other })).statusCode).toBe(200)
    await s.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute()
    expect((await s.call({ method: 'GET', url: '/api/v1/me', token: other })).statusCode).toBe(401)
    token = await s.login('shipper@example.com')
  })

  it('dictionaries: an ETag and 304; a renamed item is answered at once', async () => {
    const url = '/api/v1/dictionaries/truck_types'
    const first = await s.call({ method: 'GET', url })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect((await s.call({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const item = first.json().data[0]
    const renamed = `${item.name} (новое)`
    await s.db
      .updateTable('dictionary_items')
      .set({ name_ru: renamed })
      .where('kind', '=', 'truck_types')
      .where('id', '=', item.id)
      .execute()
    const after = await s.call({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.json().data[0].name).toBe(renamed)
  })

  it('the anonymous first page: an ETag and 304; a new cargo, a renamed company and a taken cargo are seen at once', async () => {
    const first = await s.call({ method: 'GET', url: firstPage })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect((await s.call({ method: 'GET', url: firstPage, headers: { 'if-none-match': etag } })).statusCode).toBe(304)

    const id = await insertCargo(s, companyId)
    const withNew = await s.call({ method: 'GET', url: firstPage })
    expect(withNew.json().data[0].id).toBe(id)
    expect(withNew.json().meta.size).toBe(first.json().meta.size + 1)

    const name = `ООО «Перевозки ${Date.now()}»`
    await s.db.updateTable('companies').set({ name }).where('id', '=', companyId).execute()
    expect((await s.call({ method: 'GET', url: firstPage })).json().data[0].company.name).toBe(name)

    await s.db.updateTable('cargos').set({ stage: 'in_work' }).where('id', '=', id).execute()
    const after = await s.call({ method: 'GET', url: firstPage })
    expect(after.json().data.map((cargo: { id: number }) => cargo.id)).not.toContain(id)
    expect(after.json().meta.size).toBe(first.json().meta.size)
  })

  it('the first page in English is kept apart from the Russian one; signed-in callers get their own answer', async () => {
    const ru = await s.call({ method: 'GET', url: firstPage, lang: 'ru' })
    const en = await s.call({ method: 'GET', url: firstPage, lang: 'en' })
    expect(ru.headers.etag).not.toBe(en.headers.etag)
    const signedIn = await s.call({ method: 'GET', url: firstPage, token })
    expect(signedIn.headers.etag).toBeUndefined()
    expect(signedIn.json().data[0]).toHaveProperty('is_favorite')
    expect(ru.json().data[0]).not.toHaveProperty('is_favorite')
  })

  it('the first page compressed once for clients that accept it: brotli, gzip, or plain; each its own ETag', async () => {
    const plain = await s.call({ method: 'GET', url: firstPage })
    const br = await s.call({ method: 'GET', url: firstPage, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gzip = await s.call({ method: 'GET', url: firstPage, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3)
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toMatch(/Accept-Encoding/)
    const again = { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string }
    expect((await s.call({ method: 'GET', url: firstPage, headers: again })).statusCode).toBe(304)
  })

  it("a signed-in list is the caller's own: an ETag and 304; a cargo or a response written is seen at once", async () => {
    const url = '/api/v1/shipper/cargos?tab=available&limit=20&offset=0&sort=-created_at'
    const list = (headers: Record<string, string> = {}) => s.call({ method: 'GET', url, token, headers })
    const shipperId = (
      await s.db.selectFrom('users').select('id').where('email', '=', 'shipper@example.com').executeTakeFirstOrThrow()
    ).id
    const first = await list()
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const etag = first.headers.etag as string
    expect((await list({ 'if-none-match': etag })).statusCode).toBe(304)
    // another user of the company asks the same URL: an answer of their own
    const logist = await s.login('logist@example.com')
    expect((await s.call({ method: 'GET', url, token: logist })).headers.etag).not.toBe(etag)

    const id = await insertCargo(s, companyId, { created_by: shipperId })
    const withNew = await list({ 'if-none-match': etag })
    expect(withNew.statusCode).toBe(200)
    expect(withNew.json().meta.size).toBe(first.json().meta.size + 1)
    expect(withNew.json().data.map((cargo: { id: number }) => cargo.id)).toContain(id)

    const carrier = await s.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('email', '=', 'carrier@example.com')
      .executeTakeFirstOrThrow()
    await s.db
      .insertInto('cargo_responses')
      .values({
        cargo_id: id,
        company_id: carrier.company_id!,
        user_id: carrier.id,
        price: 100_000,
        status: 'accepted',
      })
      .execute()
    const taken = (await list()).json().data.find((cargo: { id: number }) => cargo.id === id)
    expect(taken.taken).toBe(true)
  })

  it("a write the process did not make itself is heard through the database's notice", async () => {
    const feed = changeFeedOf(s.db)!
    const before = feed.heard.get('users') ?? 0
    // a select: this process sees no write in it, only the notice it sends
    await sql`select pg_notify('fx_changes', 'users')`.execute(s.db)
    await eventually(async () => (feed.heard.get('users') ?? 0) > before)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL || process.env.FX_TEST_DB !== 'postgres')(
  'another process writes the same PostgreSQL database',
  () => {
    let s: TestServer
    let other: pg.Client
    beforeAll(async () => {
      s = await createTestServer({ places: true })
      await insertPlaces(s)
      const company = await s.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()
      await insertCargo(s, company.id)
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(s.db)
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.pathname = `/${rows[0]!.name}`
      other = new pg.Client({ connectionString: url.toString() })
      await other.connect()
    })
    afterAll(async () => {
      await other.end()
      await s.close()
    })

    it('GET me, the token and the first page are forgotten when another process writes', async () => {
      const token = await s.login('carrier@example.com')
      const me = () => s.call({ method: 'GET', url: '/api/v1/me', token })
      expect((await me()).statusCode).toBe(200)
      const name = `Пётр ${Date.now()}`
      await other.query(`update users set name = $1 where email = 'carrier@example.com'`, [name])
      await eventually(async () => (await me()).json().data.name === name)

      await other.query(`update access_tokens set revoked_at = now() where revoked_at is null`)
      await eventually(async () => (await me()).statusCode === 401)

      const page = () => s.call({ method: 'GET', url: firstPage })
      const first = (await page()).json().data[0]
      await other.query('update cargos set weight = weight + 1 where id = $1', [first.id])
      await eventually(async () => (await page()).json().data[0].weight === first.weight + 1)
    })
  },
)
