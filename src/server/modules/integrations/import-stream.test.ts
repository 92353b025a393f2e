import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { multipart } from '../orders/testing'
import { type World, world } from '../responses/testing'
import { importById } from './import-repository'
import { runImport } from './import-service'
import { openSheet } from './parse'
import { csv, inDays, mapping, twoCities, uploadFile, xlsx } from './testing'

/**
 * Streamed imports: the file is parsed as it arrives (any chunking, a BOM, letters split between chunks), the rows
 * are written in batches, and the size limit is decided before any row is written (413 in the user's language,
 * nothing imported), whether the body says its length or not.
 */

const defaults = { cargo_type_id: 1, truck_types: [1] }
const MAX = 64 * 1024

/** The bytes as a file (an XLSX is read from the disk). */
async function onDisk(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fx-sheet-'))
  const path = join(dir, 'file')
  await writeFile(path, bytes)
  return path
}

/** The bytes in chunks of `size`, as a slow upload would bring them. */
const chunked = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  )

async function collect(source: Readable | string) {
  const sheet = await openSheet(source)
  const rows = []
  for await (const row of sheet.rows) rows.push(row)
  return { columns: sheet.columns, rows }
}

describe('streamed file imports', () => {
  it('reads a CSV in any chunking: a BOM, Cyrillic split between chunks, quotes, empty lines', async () => {
    const text = '\ufeffНомер;Откуда;Куда\n"П-1";Москва;"Санкт-Петербург"\n\nП-2;Казань;Нижний Новгород\n'
    for (const size of [1, 2, 3, 7, 1024]) {
      const { columns, rows } = await collect(chunked(Buffer.from(text), size))
      expect(columns).toEqual(['Номер', 'Откуда', 'Куда'])
      expect(rows).toEqual([
        { line: 2, cells: ['П-1', 'Москва', 'Санкт-Петербург'] },
        { line: 4, cells: ['П-2', 'Казань', 'Нижний Новгород'] },
      ])
    }
  })

  it('reads an XLSX as a stream (dates as days), and refuses empty and binary files', async () => {
    const book = await xlsx([['X-1', 'Москва', 'Казань', new Date('2030-05-06T00:00:00Z'), 20, 70000, '']])
    const { columns, rows } = await collect(await onDisk(book))
    expect(columns[0]).toBe('Номер')
    expect(rows).toEqual([{ line: 2, cells: ['X-1', 'Москва', 'Казань', '2030-05-06', '20', '70000'] }])
    await expect(collect(Readable.from([]))).rejects.toMatchObject({ status: 422, key: 'import_file_empty' })
    await expect(collect(Readable.from([Buffer.from('\n\n')]))).rejects.toMatchObject({ key: 'import_file_empty' })
    await expect(collect(Readable.from([Buffer.from([0, 1, 2, 3])]))).rejects.toMatchObject({
      key: 'import_file_unreadable',
    })
    await expect(collect(Readable.from([Buffer.from('PK\u0003\u0004garbage')]))).rejects.toMatchObject({
      key: 'import_file_unreadable',
    })
    await expect(collect(await onDisk(Buffer.from('PK\u0003\u0004garbage')))).rejects.toMatchObject({
      key: 'import_file_unreadable',
    })
    await expect(collect(await onDisk(Buffer.alloc(0)))).rejects.toMatchObject({ key: 'import_file_empty' })
  })

  describe('through the upload route, with a small limit', () => {
    let server: TestServer
    let w: World
    let cities: Awaited<ReturnType<typeof twoCities>>
    let importId: number

    beforeAll(async () => {
      server = await createTestServer({ config: { uploadMaxBytes: MAX } })
      w = await world(server)
      cities = await twoCities(server)
      importId = (
        await w.ok<{ id: number }>(
          'shipper',
          'integration/imports',
          { name: 'Поток', partner_name: 'Партнёр потока', kind: 'file', mapping, defaults },
          201,
        )
      ).id
    })
    afterAll(() => server.close())

    /** A CSV of `count` good rows (about 60 bytes each) with ids after `prefix`. */
    const file = (prefix: string, count: number) =>
      csv(
        Array.from({ length: count }, (_, i) => [
          `${prefix}-${i + 1}`,
          cities[0].name_ru,
          cities[1].name_ru,
          inDays(3),
          '12,5',
          50000,
          '',
        ]),
      )
    const importedOf = async (prefix: string) =>
      Number(
        (
          await server.db
            .selectFrom('import_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('external_id', 'like', `${prefix}-%`)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const runs = async () =>
      Number(
        (
          await server.db
            .selectFrom('import_runs')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('import_id', '=', importId)
            .executeTakeFirstOrThrow()
        ).n,
      )

    /** The upload without a Content-Length (a chunked body), as a partner's streaming client may send it. */
    const uploadUnsized = (bytes: Buffer, lang: 'ru' | 'en' = 'ru') => {
      const body = multipart({}, { name: 'orders.csv', type: 'text/csv', bytes })
      return server.app.inject({
        method: 'POST',
        url: `/api/v1/integration/imports/${importId}/upload`,
        headers: {
          ...body.headers,
          authorization: `Bearer ${w.tokens.shipper}`,
          'accept-language': lang,
          'transfer-encoding': 'chunked',
        },
        payload: chunked(body.payload, 4096),
      })
    }

    it('imports a file under the limit in batches, whether its length is told or not', async () => {
      const told = file('S', 600) // ~40 KB, three batches
      expect(told.length).toBeLessThan(MAX)
      const res = await uploadFile(w, 'shipper', `integration/imports/${importId}/upload`, told)
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().data).toMatchObject({ total: 600, imported: 600, failed: 0, duplicates: 0 })
      const unsized = await uploadUnsized(file('U', 300))
      expect(unsized.statusCode, unsized.body).toBe(201)
      expect(unsized.json().data).toMatchObject({ total: 300, imported: 300 })
      expect(await importedOf('U')).toBe(300)
    })

    it('refuses a file over the limit with nothing imported: told, around the limit, or not told at all', async () => {
      const before = await runs()
      const far = file('F', 2000) // ~130 KB: the told length alone refuses it
      const refused = await uploadFile(w, 'shipper', `integration/imports/${importId}/upload`, far, 'big.csv', 'en')
      expect(refused.statusCode).toBe(413)
      expect(refused.json().message).toBe(
        'The file is larger than 0.06 MB: nothing was imported. Split it into parts and upload them one by one',
      )
      const near = file('N', 1040) // just over 64 KB: spooled, cut at the limit, refused
      expect(near.length).toBeGreaterThan(MAX)
      expect(near.length).toBeLessThan(MAX + 16 * 1024)
      const cut = await uploadFile(w, 'shipper', `integration/imports/${importId}/upload`, near)
      expect(cut.statusCode).toBe(413)
      expect(cut.json().message).toMatch(/^Файл больше 0.06 МБ: ничего не импортировано/)
      const unsized = await uploadUnsized(file('Q', 2000))
      expect(unsized.statusCode).toBe(413)
      expect(await importedOf('F')).toBe(0)
      expect(await importedOf('N')).toBe(0)
      expect(await importedOf('Q')).toBe(0)
      expect(await runs()).toBe(before)
      // the preview refuses it the same way
      const preview = await uploadFile(w, 'shipper', 'integration/imports/preview', near)
      expect(preview.statusCode).toBe(413)
    })

    it('reports a row twice in one file across batches, and counts rows imported before as duplicates', async () => {
      const rows = file('D', 250)
      const twice = Buffer.concat([rows, Buffer.from('\n'), Buffer.from(file('D', 1).toString().split('\n')[1]!)])
      const res = await uploadFile(w, 'shipper', `integration/imports/${importId}/upload`, twice)
      expect(res.json().data).toMatchObject({ total: 251, imported: 250, failed: 1, duplicates: 0 })
      expect(res.json().data.errors[0]).toMatchObject({ line: 252, order_id: 'D-1', field: 'order_id' })
      const again = await uploadFile(w, 'shipper', `integration/imports/${importId}/upload`, file('D', 10))
      expect(again.json().data).toMatchObject({ total: 10, imported: 0, duplicates: 10, failed: 0 })
    })

    it('records how far an import got when its rows stop coming, and the rest imports on a second try', async () => {
      const target = await importById(server.db, importId)
      const shipper = await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'shipper@example.com')
        .executeTakeFirstOrThrow()
      const rowsOf = (count: number, breakOff: boolean) =>
        (async function* () {
          for (let i = 1; i <= count; i++)
            yield {
              line: i + 1,
              values: {
                order_id: `I-${i}`,
                from: cities[0].name_ru,
                to: cities[1].name_ru,
                load_date: inDays(3),
                weight: 5,
              },
            }
          if (breakOff) throw new Error('the upload broke off')
        })()
      const ctx = { db: server.db, target: target!, userId: shipper.id, lang: 'en' as const }
      await expect(runImport(ctx, rowsOf(250, true), { kind: 'file', fileName: 'cut.csv' })).rejects.toThrow(
        'broke off',
      )
      const run = await server.db
        .selectFrom('import_runs')
        .selectAll()
        .where('import_id', '=', importId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(run).toMatchObject({ total: 200, imported: 200, file_name: 'cut.csv' })
      expect(run.errors.at(-1)).toMatchObject({
        line: 202,
        reason:
          'The import broke off at line 202: the rows before it were imported. Upload the file again: the rows already imported are skipped as duplicates',
      })
      const again = await runImport(ctx, rowsOf(250, false), { kind: 'file', fileName: 'cut.csv' })
      expect(again.counts).toMatchObject({ total: 250, imported: 50, duplicates: 200, failed: 0 })
    })

    it('answers a wrong role, another company, no file and a missing column without importing', async () => {
      const small = file('R', 5)
      expect((await uploadFile(w, 'carrier', `integration/imports/${importId}/upload`, small)).statusCode).toBe(403)
      expect((await uploadFile(w, 'logist', `integration/imports/${importId}/upload`, small)).statusCode).toBe(403)
      expect((await uploadFile(w, 'ural', `integration/imports/${importId}/upload`, small)).statusCode).toBe(404)
      const none = await w.call('shipper', 'POST', `integration/imports/${importId}/upload`, {}, 'en')
      expect(none.statusCode).toBe(422)
      const column = await uploadFile(
        w,
        'shipper',
        `integration/imports/${importId}/upload`,
        csv([['R-9']], ['Номер']),
        'x.csv',
        'en',
      )
      expect(column.statusCode).toBe(422)
      expect(column.json().message).toBe('The file has no column "Откуда"')
      expect(await importedOf('R')).toBe(0)
    })
  })
})
