import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jpegClaiming, pngClaiming } from '../../../../tests/helpers/hostile-files'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { api, fieldErrorsOf, tokenFor } from '../account/testing'
import { sniffMime } from './file-repository'

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')])
const PNG = pngClaiming(800, 600)
const JPEG = jpegClaiming(640, 480)
const HTML = Buffer.from('<html><script>alert(1)</script></html>')

/** A multipart body: text fields and at most one file part. */
function multipart(
  fields: Record<string, string | number>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fx${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('transport: uploads (v2/transports/upload-transport-file, upload-transport-task-file)', () => {
  let s: TestServer
  let dir: string
  const t: Record<string, string> = {}
  let truck: number
  let task: number

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fx-uploads-'))
    s = await createTestServer({ config: { uploadsDir: dir, uploadMaxBytes: 4096 } })
    for (const name of ['carrier', 'siberia', 'shipper']) t[name] = await tokenFor(s, `${name}@example.com`)
    const trucks = await s.call({ method: 'GET', url: api('carrier/transports'), token: t.carrier })
    truck = trucks.json().data[0].id
    const created = await s.call({
      method: 'POST',
      url: api('carrier/transports/tasks'),
      token: t.carrier,
      payload: { transport_id: truck, type: 'busy', start_date: '2031-01-01', end_date: '2031-01-02' },
    })
    task = created.json().data.id
  })
  afterAll(async () => {
    await s.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const upload = (
    path: string,
    fields: Record<string, string | number>,
    file?: Parameters<typeof multipart>[1],
    token = t.carrier,
    lang: 'ru' | 'en' = 'ru',
  ) => {
    const body = multipart(fields, file)
    return s.call({ method: 'POST', url: api(path), token, lang, payload: body.payload, headers: body.headers })
  }

  it('knows PDF, JPEG and PNG by their first bytes only', () => {
    expect(sniffMime(PDF)).toBe('application/pdf')
    expect(sniffMime(PNG)).toBe('image/png')
    expect(sniffMime(JPEG)).toBe('image/jpeg')
    expect(sniffMime(HTML)).toBeNull()
    expect(sniffMime(Buffer.alloc(0))).toBeNull()
  })

  it('stores a truck document under a random name and gives it back only to the owner company', async () => {
    const res = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck, kind: 'registration' },
      { name: '../../etc/СТС.pdf', type: 'text/plain', bytes: PDF },
    )
    expect(res.statusCode).toBe(201)
    const file = res.json().data
    expect(file).toMatchObject({
      transport_id: truck,
      task_id: null,
      kind: 'registration',
      mime: 'application/pdf',
      size: PDF.length,
      name: 'СТС.pdf',
    })
    // on disk: one file in uploads/fleet with a random name, nothing named after the upload
    const stored = readdirSync(join(dir, 'fleet'))
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatch(/^[0-9a-f]{48}$/)

    const back = await s.call({ method: 'GET', url: file.download_url, token: t.carrier })
    expect(back.statusCode).toBe(200)
    expect(back.headers['content-type']).toBe('application/pdf')
    expect(back.headers['x-content-type-options']).toBe('nosniff')
    expect(back.headers['content-disposition']).toMatch(/^attachment;/)
    expect(Buffer.compare(back.rawPayload, PDF)).toBe(0)
    expect((await s.call({ method: 'GET', url: file.download_url, token: t.siberia })).statusCode).toBe(404)
    expect((await s.call({ method: 'GET', url: file.download_url, token: t.shipper })).statusCode).toBe(403)
    expect((await s.call({ method: 'GET', url: file.download_url })).statusCode).toBe(401)

    const list = await s.call({ method: 'GET', url: api(`v2/transports/${truck}/files`), token: t.carrier })
    expect(list.json().data.map((f: { id: number }) => f.id)).toEqual([file.id])
    expect(
      (await s.call({ method: 'GET', url: api(`v2/transports/${truck}/files`), token: t.siberia })).statusCode,
    ).toBe(404)
    const details = await s.call({ method: 'GET', url: api(`v2/transports/${truck}`), token: t.carrier })
    expect(details.json().data.files[0].id).toBe(file.id)

    expect(
      (await s.call({ method: 'DELETE', url: api(`v2/transports/files/${file.id}`), token: t.siberia })).statusCode,
    ).toBe(404)
    expect(
      (await s.call({ method: 'DELETE', url: api(`v2/transports/files/${file.id}`), token: t.carrier })).statusCode,
    ).toBe(200)
    expect(readdirSync(join(dir, 'fleet'))).toHaveLength(0)
    expect((await s.call({ method: 'GET', url: file.download_url, token: t.carrier })).statusCode).toBe(404)
  })

  it('refuses a file whose content is not PDF, JPEG or PNG, whatever its name and declared type', async () => {
    const res = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck },
      { name: 'photo.png', type: 'image/png', bytes: HTML },
    )
    expect(res.statusCode).toBe(422)
    expect(fieldErrorsOf(res).file).toEqual(['Допустимы только файлы PDF, JPEG и PNG'])
    const en = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck },
      { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
      t.carrier,
      'en',
    )
    expect(fieldErrorsOf(en).file).toEqual(['Only PDF, JPEG and PNG files are accepted'])
    // a real PNG declared as text is accepted as PNG
    const png = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck, kind: 'photo' },
      {
        name: 'x.txt',
        type: 'text/plain',
        bytes: PNG,
      },
    )
    expect(png.json().data.mime).toBe('image/png')
  })

  it('refuses files over the size limit with 413, and keeps nothing of them', async () => {
    const before = readdirSync(join(dir, 'fleet')).length
    const big = Buffer.concat([PDF, Buffer.alloc(5000, 0x20)])
    const res = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck },
      {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: big,
      },
    )
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('Файл больше допустимого размера (4 КБ)')
    const en = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: truck },
      {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: big,
      },
      t.carrier,
      'en',
    )
    expect(en.statusCode).toBe(413)
    expect(en.json().message).toBe('The file is larger than allowed (4 KB)')
    expect(readdirSync(join(dir, 'fleet')).length).toBe(before)
  })

  it('checks the fields, the role and the company', async () => {
    const noFile = await upload('v2/transports/upload-transport-file', { transport_id: truck })
    expect(fieldErrorsOf(noFile).file).toEqual(['Приложите файл'])
    const badFields = await upload(
      'v2/transports/upload-transport-file',
      { transport_id: 'abc', kind: 'selfie', x: 1 },
      {
        name: 'a.pdf',
        type: 'application/pdf',
        bytes: PDF,
      },
    )
    expect(badFields.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(badFields)).sort()).toEqual(['kind', 'transport_id', 'x'])
    const json = await s.call({
      method: 'POST',
      url: api('v2/transports/upload-transport-file'),
      token: t.carrier,
      payload: { transport_id: truck },
    })
    expect(json.statusCode).toBe(422)
    const file = { name: 'a.pdf', type: 'application/pdf', bytes: PDF }
    expect(
      (await upload('v2/transports/upload-transport-file', { transport_id: truck }, file, t.siberia)).statusCode,
    ).toBe(404)
    expect(
      (await upload('v2/transports/upload-transport-file', { transport_id: truck }, file, t.shipper)).statusCode,
    ).toBe(403)
    const anonymous = multipart({ transport_id: truck }, file)
    expect(
      (
        await s.call({
          method: 'POST',
          url: api('v2/transports/upload-transport-file'),
          payload: anonymous.payload,
          headers: anonymous.headers,
        })
      ).statusCode,
    ).toBe(401)
    // a second file part is refused
    const two = multipart({ transport_id: truck }, { ...file, field: 'other' })
    expect(
      (
        await s.call({
          method: 'POST',
          url: api('v2/transports/upload-transport-file'),
          token: t.carrier,
          payload: two.payload,
          headers: two.headers,
        })
      ).statusCode,
    ).toBe(422)
  })

  it('stores a task document and counts it on the task', async () => {
    const res = await upload(
      'v2/transports/upload-transport-task-file',
      { task_id: task },
      {
        name: 'ТТН.jpg',
        type: 'image/jpeg',
        bytes: JPEG,
      },
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ task_id: task, transport_id: truck, kind: 'waybill', mime: 'image/jpeg' })
    const got = await s.call({ method: 'GET', url: api(`carrier/transports/tasks/${task}`), token: t.carrier })
    expect(got.json().data.counters.files).toBe(1)
    const file = { name: 'a.pdf', type: 'application/pdf', bytes: PDF }
    expect(
      (await upload('v2/transports/upload-transport-task-file', { task_id: task }, file, t.siberia)).statusCode,
    ).toBe(404)
    expect((await upload('v2/transports/upload-transport-task-file', { task_id: 99999999 }, file)).statusCode).toBe(404)
    // deleting the truck removes its files from disk too
    const before = readdirSync(join(dir, 'fleet')).length
    expect(before).toBeGreaterThan(0)
    expect(
      (await s.call({ method: 'DELETE', url: api(`carrier/transports/${truck}`), token: t.carrier })).statusCode,
    ).toBe(200)
    expect(readdirSync(join(dir, 'fleet'))).toHaveLength(0)
  })
})
