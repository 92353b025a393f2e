import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegClaiming, pngClaiming } from '../../../../tests/helpers/hostile-files'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api } from '../account/testing'
import { factoringPartnerFrom, httpFactoringPartner } from './factoring-partner'
import { call, messageOf, multipart, type Who, type World, world } from './testing'

const PNG = pngClaiming(800, 600)
const JPEG = jpegClaiming(640, 480)
const passport = {
  series: '9204',
  number: '123456',
  issued_by: 'МВД по Республике Татарстан',
  issued_at: '2015-06-01',
  department_code: '160-005',
  birth_date: '1985-03-12',
}
const PATH = 'v2/companies/advance-payments/verification'

describe('finance: the advance-payment check with the factoring partner (local fake)', () => {
  let server: TestServer
  let w: World

  beforeAll(async () => {
    server = await createTestServer({ config: { factoringUrl: 'fake:0' } })
    w = await world(server)
  })
  afterAll(() => server.close())

  const upload = (who: Who, type: string, file = { name: 'p.png', type: 'image/png', bytes: PNG }) =>
    w.server.call({ method: 'POST', url: api(`${PATH}/upload`), token: w.tokens[who], ...multipart({ type }, file) })

  it('walks a carrier from no application to approved: passport kept encrypted, images checked by content', async () => {
    const none = (await call(w, 'siberia', 'GET', PATH)).json().data
    expect(none).toMatchObject({ status: 'none', partner: { configured: true }, passport: null })
    expect(none.missing).toEqual(['passport', 'passport_main', 'passport_registration', 'passport_selfie'])
    const url = (await call(w, 'siberia', 'GET', `${PATH}/make-url?company_type=ooo`)).json().data
    expect(url).toMatchObject({ configured: true, url: expect.stringContaining('ooo') })
    expect((await call(w, 'siberia', 'GET', `${PATH}/make-url?company_type=zao`)).statusCode).toBe(422)

    const bad = await call(
      w,
      'siberia',
      'POST',
      PATH,
      { company_type: 'ooo', passport: { ...passport, series: '92' } },
      'en',
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors['passport.series']).toEqual(['The passport series is 4 digits'])
    const saved = await call(w, 'siberia', 'POST', PATH, { company_type: 'ooo', passport })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.passport).toEqual({
      series: '92••',
      number: '••••56',
      issued_at: '2015-06-01',
      department_code: '•••-••5',
    })
    expect(saved.body).not.toContain('123456')
    const stored = await server.db
      .selectFrom('advance_verifications')
      .select('passport_enc')
      .where('company_id', '=', w.companies.siberia)
      .executeTakeFirstOrThrow()
    expect(stored.passport_enc).toMatch(/^v1:/)
    expect(stored.passport_enc).not.toContain('123456')
    expect(Buffer.from(stored.passport_enc!.slice(3), 'base64').toString('latin1')).not.toContain('123456')
    const mine = (await call(w, 'siberia', 'GET', 'v2/user/passport')).json().data
    expect(mine).toMatchObject({ number: '••••56' })
    expect((await call(w, 'carrier', 'GET', 'v2/user/passport')).json().data).toBeNull()

    // images: by content, not by name or declared type; at most 5 MB; private to the company
    const html = await upload('siberia', 'passport_main', {
      name: 'p.png',
      type: 'image/png',
      bytes: Buffer.from('<html>'),
    })
    expect(html.statusCode).toBe(422)
    const pdf = await upload('siberia', 'passport_main', {
      name: 'p.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('%PDF-1.4 x'),
    })
    expect(pdf.statusCode).toBe(422)
    const huge = await upload('siberia', 'passport_main', {
      name: 'big.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    })
    expect(huge.statusCode).toBe(413)
    expect((await upload('siberia', 'passport_back')).statusCode).toBe(422)
    expect((await upload('shipper', 'passport_main')).statusCode).toBe(403)
    const first = await upload('siberia', 'passport_main')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data.uploads).toMatchObject([{ type: 'passport_main', mime: 'image/png' }])
    await upload('siberia', 'passport_main', { name: 'p.jpg', type: 'image/jpeg', bytes: JPEG })
    await upload('siberia', 'passport_registration')
    // incomplete: not sent
    const early = await call(w, 'siberia', 'GET', `${PATH}/send-lid`, undefined, 'en')
    expect(early.statusCode).toBe(409)
    expect(messageOf(early)).toBe('Fill in the passport and attach every image to send the application')
    const withSelfie = await upload('siberia', 'passport_selfie')
    expect(withSelfie.json().data.missing).toEqual([])
    const removed = await call(w, 'siberia', 'DELETE', `${PATH}/upload?type=passport_selfie`)
    expect(removed.json().data.missing).toEqual(['passport_selfie'])
    expect((await call(w, 'siberia', 'DELETE', `${PATH}/upload?type=nope`)).statusCode).toBe(422)
    await upload('siberia', 'passport_selfie')
    const files = await server.db.selectFrom('advance_verification_files').select(['type', 'mime']).execute()
    expect(files.filter((f) => f.type === 'passport_main')).toEqual([{ type: 'passport_main', mime: 'image/jpeg' }])
    // another carrier sees only its own application
    expect((await call(w, 'petrov', 'GET', PATH)).json().data.status).toBe('none')

    expect((await call(w, 'siberia', 'GET', `${PATH}/check-request-payment-status`)).statusCode).toBe(409)
    const sent = await call(w, 'siberia', 'GET', `${PATH}/send-lid`)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().data).toMatchObject({ status: 'sent', partner: { request_id: expect.stringMatching(/^fake-/) } })
    // sent: nothing changes any more
    expect((await call(w, 'siberia', 'POST', PATH, { company_type: 'ip', passport })).statusCode).toBe(409)
    expect((await upload('siberia', 'passport_main')).statusCode).toBe(409)
    expect((await call(w, 'siberia', 'GET', `${PATH}/send-lid`)).statusCode).toBe(409)
    const decided = (await call(w, 'siberia', 'GET', `${PATH}/check-request-payment-status`)).json().data
    expect(decided).toMatchObject({ status: 'approved', decided_at: expect.any(String) })
    // wrong role, nobody
    for (const path of [PATH, `${PATH}/send-lid`, `${PATH}/check-request-payment-status`]) {
      expect((await call(w, 'shipper', 'GET', path)).statusCode).toBe(403)
      expect((await call(w, null, 'GET', path)).statusCode).toBe(401)
    }
  })

  it('reaches a real partner over HTTP (a local fake server) and says when none is configured', async () => {
    expect(factoringPartnerFrom({ factoringUrl: null })).toBeNull()
    expect(factoringPartnerFrom({ factoringUrl: '' })).toBeNull()
    const seen: { method: string; url: string; auth: string | undefined; body: string }[] = []
    const partner = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body })
        res.setHeader('content-type', 'application/json')
        if (req.url === '/api/leads' && req.method === 'POST') return res.end(JSON.stringify({ id: 'L-77' }))
        if (req.url === '/api/leads/L-77') return res.end(JSON.stringify({ status: 'rejected', reason: 'Долги' }))
        res.statusCode = 500
        res.end('{}')
      })
    })
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/api/`
      const http = httpFactoringPartner(base, 'k-1')
      expect(http.formUrl('ip', { inn: '7700000000' })).toBe(`${base.slice(0, -1)}/form?company_type=ip&inn=7700000000`)
      const lead = await http.sendLead({
        company: { inn: '7700000000', name: 'ООО «Тест»', kind: 'ooo' },
        contact: { name: 'Иван', email: 'i@example.com' },
        images: [{ type: 'passport_main', mime: 'image/png', bytes: PNG }],
      })
      expect(lead).toEqual({ requestId: 'L-77' })
      expect(seen[0]).toMatchObject({ method: 'POST', auth: 'Bearer k-1' })
      expect(JSON.parse(seen[0]!.body).images[0]).toEqual({
        type: 'passport_main',
        mime: 'image/png',
        data: PNG.toString('base64'),
      })
      expect(await http.decision('L-77')).toEqual({ status: 'rejected', reason: 'Долги' })
      await expect(http.decision('L-404')).rejects.toMatchObject({ status: 409, key: 'factoring_unavailable' })
      await expect(httpFactoringPartner('http://127.0.0.1:1', null).decision('x')).rejects.toMatchObject({
        status: 409,
      })
    } finally {
      partner.close()
    }
  })
})
