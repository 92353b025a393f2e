/**
 * Hostile files through the upload routes: each is refused at once with the message naming its limit (ru and
 * en), nothing of it imported, no run recorded, and no temporary file left under the data folder. The files are
 * built in memory by tests/helpers/hostile-files.ts.
 */
import { mkdtemp, readdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostileCsv, hostileXlsx, jpegClaiming, pngClaiming, sheetXlsx } from '../../../../tests/helpers/hostile-files'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { uploadLimits } from '../../uploads/limits'
import { FilledRows } from '../../uploads/xlsx'
import { multipart } from '../orders/testing'
import { checkSheet } from './parse'
import { mapping } from './testing'
import { uploadTempDir } from './upload'

const defaults = { cargo_type_id: 1, truck_types: [1] }

describe('hostile upload files', () => {
  let server: TestServer
  const tokens = { shipper: '', carrier: '' }
  let importId: number

  beforeAll(async () => {
    // a data folder of its own, so that the temporary files counted are this file's
    server = await createTestServer({ config: { dataDir: await mkdtemp(join(tmpdir(), 'fx-hostile-')) } })
    tokens.shipper = await server.login('shipper@example.com')
    tokens.carrier = await server.login('carrier@example.com')
    const created = await server.call({
      method: 'POST',
      url: '/api/v1/integration/imports',
      token: tokens.shipper,
      payload: { name: 'Враждебные файлы', partner_name: 'Партнёр', kind: 'file', mapping, defaults },
    })
    expect(created.statusCode, created.body).toBe(201)
    importId = created.json().data.id
  })
  afterAll(() => server.close())

  const upload = (path: string, bytes: Buffer, name: string, lang: 'ru' | 'en' = 'en', who = 'shipper' as const) => {
    const body = multipart({}, { name, type: 'application/octet-stream', bytes })
    return server.call({
      method: 'POST',
      url: `/api/v1/${path}`,
      token: tokens[who],
      lang,
      payload: body.payload,
      headers: body.headers,
    })
  }
  const count = async (table: 'import_runs' | 'import_orders') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const leftovers = async () => readdir(uploadTempDir(server.config.dataDir)).catch(() => [])

  const cases: [string, () => Buffer, string, number, string][] = [
    ['an XLSX bomb', hostileXlsx.bomb, 'bomb.xlsx', 413, 'compressed more than 200 times'],
    ['an XLSX declaring 600 MB', hostileXlsx.declared, 'declared.xlsx', 413, 'unpacks to more than 512 MB'],
    ['an XLSX whose part outgrows its declared size', hostileXlsx.liar, 'liar.xlsx', 422, 'cannot be read'],
    ['an XLSX cell of 300,000 letters', hostileXlsx.hugeCell, 'cell.xlsx', 422, 'longer than 10000 characters'],
    ['an XLSX cell of 20,000 letters', hostileXlsx.longCell, 'long.xlsx', 422, 'in line 2 is longer than 10000'],
    ['an XLSX of 1,200 entries', hostileXlsx.entries, 'entries.xlsx', 422, 'more than 1000 entries'],
    ['an XLSX cell in column ZZ', hostileXlsx.columns, 'columns.xlsx', 422, 'more than 200 columns'],
    ['a CSV of 300 columns', hostileCsv.columns, 'columns.csv', 422, 'more than 200 columns'],
    ['a CSV cell of 20,000 letters', hostileCsv.longCell, 'long.csv', 422, 'in line 2 is longer than 10000'],
    ['a CSV of one 9 MB cell', hostileCsv.hugeCell, 'huge.csv', 422, 'a line longer than 524288 characters'],
  ]

  it.each(cases)('refuses %s at once, imports nothing, leaves no file', async (_, build, name, status, message) => {
    const bytes = build()
    const runs = await count('import_runs')
    const orders = await count('import_orders')
    for (const path of [`integration/imports/${importId}/upload`, 'integration/imports/preview']) {
      const res = await upload(path, bytes, name)
      expect(res.statusCode, `${path} ${res.body}`).toBe(status)
      expect(res.json().message).toContain(message)
    }
    expect(await count('import_runs')).toBe(runs)
    expect(await count('import_orders')).toBe(orders)
    expect(await leftovers()).toEqual([])
  })

  it('counts the data rows of both kinds against the row limit (here 3), the header and empty rows not counted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fx-rows-'))
    const limits = { ...uploadLimits, rows: 3 }
    const files = {
      'ok.csv': Buffer.from('Номер\n1\n\n2\n3\n'),
      'over.csv': Buffer.from('Номер\n1\n2\n3\n4\n'),
      'ok.xlsx': sheetXlsx(
        ['Номер', '1', '', '2', '3'].map((v, i) => `<row r="${i + 1}"><c><v>${v}</v></c></row>`).join(''),
      ),
      'over.xlsx': sheetXlsx(
        ['Номер', '1', '2', '3', '4'].map((v, i) => `<row r="${i + 1}"><c><v>${v}</v></c></row>`).join(''),
      ),
    }
    for (const [name, bytes] of Object.entries(files)) await writeFile(join(dir, name), bytes)
    expect(await checkSheet(join(dir, 'ok.csv'), limits)).toBe(3)
    expect(await checkSheet(join(dir, 'ok.xlsx'), limits)).toBe(3)
    for (const name of ['over.csv', 'over.xlsx'])
      await expect(checkSheet(join(dir, name), limits)).rejects.toMatchObject({ status: 413, key: 'upload_limit_rows' })
  })

  it('names the limit in Russian too', async () => {
    const res = await upload(`integration/imports/${importId}/upload`, hostileCsv.longCell(), 'long.csv', 'ru')
    expect(res.json().message).toBe('Ячейка в строке 2 длиннее 10000 символов: ничего не импортировано')
  })

  it('refuses images claiming more than 50 megapixels, stores nothing', async () => {
    const truck = (
      await server.db
        .selectFrom('transports as t')
        .innerJoin('users as u', 'u.company_id', 't.company_id')
        .select('t.id')
        .where('u.email', '=', 'carrier@example.com')
        .executeTakeFirst()
    )?.id
    expect(truck).toBeDefined()
    const files = async () =>
      Number(
        (
          await server.db
            .selectFrom('transport_files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await files()
    for (const [bytes, name] of [
      [pngClaiming(100_000, 100_000), 'big.png'],
      [jpegClaiming(65_000, 65_000), 'big.jpg'],
    ] as const) {
      const body = multipart({ transport_id: String(truck), kind: 'other' }, { name, type: 'image/png', bytes })
      const res = await server.call({
        method: 'POST',
        url: '/api/v2/transports/upload-transport-file',
        token: tokens.carrier,
        lang: 'en',
        payload: body.payload,
        headers: body.headers,
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().message).toMatch(/^The image of \d+×\d+ is larger than 50 megapixels$/)
    }
    expect(await files()).toBe(before)
  })
})

describe('counting the filled rows of a worksheet from its bytes', () => {
  it('counts rows with a value, in any chunks, prefixed or not; empty rows and error cells left out', () => {
    const xml = Buffer.from(
      '<?xml version="1.0"?><x:worksheet><x:dimension ref="A1:C9"/><x:sheetData>' +
        '<x:row r="1" spans="1:3"><x:c r="A1" t="inlineStr"><x:is><x:t>Номер</x:t></x:is></x:c></x:row>' +
        '<x:row r="2"><x:c r="A2" s="1"/><x:c r="B2"><x:v>7</x:v></x:c></x:row>' +
        '<x:row r="3"/>' +
        '<x:row r="4"><x:c r="A4" s="2"></x:c></x:row>' +
        '<x:row r="5"><x:c r="A5" t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c></x:row>' +
        "<x:row r=\"6\"><x:c r='A6' t = 'str'><x:f>A2</x:f><x:v></x:v></x:c></x:row>" +
        '<x:row r="7"><x:c r="A7" t="s"><x:v>0</x:v></x:c></x:row>' +
        '</x:sheetData></x:worksheet>',
    )
    for (const size of [1, 3, 64, xml.length]) {
      const rows = new FilledRows()
      for (let at = 0; at < xml.length; at += size) rows.write(xml.subarray(at, at + size))
      expect(rows.count, `in chunks of ${size}`).toBe(3)
    }
  })
})
