/** Helpers for the integrations tests: CSV and XLSX files of orders, an import, a local webhook receiver. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import ExcelJS from 'exceljs'
import type { TestServer } from '../../../../tests/helpers/server'
import { addDays, dayIn } from '../../../core/contract/days'
import { multipart } from '../orders/testing'
import type { World } from '../responses/testing'

export const mapping = {
  order_id: 'Номер',
  from: 'Откуда',
  to: 'Куда',
  load_date: 'Погрузка',
  weight: 'Вес',
  price: 'Ставка',
  contact: 'Менеджер',
}
export const header = ['Номер', 'Откуда', 'Куда', 'Погрузка', 'Вес', 'Ставка', 'Менеджер']

/** Two cities of the database with a region each (the first two by population). */
export async function twoCities(server: TestServer) {
  const rows = await server.db
    .selectFrom('places')
    .select(['id', 'name_ru', 'region_en'])
    .where('type', '=', 'city')
    .where('region_en', 'is not', null)
    .orderBy('population', 'desc')
    .limit(2)
    .execute()
  if (rows.length < 2) throw new Error('the test database has no cities')
  return rows as [(typeof rows)[number], (typeof rows)[number]]
}

export const inDays = (days: number) => addDays(dayIn('Europe/Moscow'), days)

/** A CSV (`;`-separated) of the header and rows. */
export function csv(rows: (string | number)[][], head = header): Buffer {
  return Buffer.from([head, ...rows].map((r) => r.join(';')).join('\n'))
}

export async function xlsx(rows: (string | number | Date)[][], head = header): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Заказы')
  sheet.addRow(head)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

export function uploadFile(
  w: World,
  who: 'shipper' | 'logist' | 'carrier' | 'ural',
  path: string,
  bytes: Buffer,
  name = 'orders.csv',
  lang: 'ru' | 'en' = 'ru',
) {
  const body = multipart({}, { name, type: 'text/csv', bytes })
  return w.server.call({
    method: 'POST',
    url: `/api/v1/${path}`,
    token: w.tokens[who],
    lang,
    payload: body.payload,
    headers: body.headers,
  })
}

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A local webhook receiver: answers `failures` times 503, then 200; keeps what it got. */
export async function receiver(failures = 0) {
  const received: Received[] = []
  let left = failures
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      if (left > 0) {
        left--
        response.statusCode = 503
      } else response.statusCode = 200
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
