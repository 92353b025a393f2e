/**
 * Imports and webhooks as users feel them.
 *
 * Import: a 100,000-row CSV (BENCH_IMPORT_ROWS) uploaded as shipper@example.com through the real route
 * (`POST integration/imports/{id}/upload`, multipart, streamed into papaparse and written in batches): rows per
 * second, and the server process's memory during the import (peak RSS above its RSS before, read from /proc;
 * the peak is reset before the upload), also for a tenth of the file first: a streamed import holds about the
 * same for both. Beside it, in the same run: papaparse alone streaming the same file (the
 * parser's floor), a bare Fastify route draining the same upload (the upload's floor), and a bare route reading the
 * file whole and parsing it whole (what a non-streaming import holds).
 *
 * Webhooks: 200 events (BENCH_WEBHOOK_EVENTS; one order posted to an HTTP import every 100 ms, each a cargo created)
 * to a subscribed local receiver that checks the HMAC signature: from the post's answer (the cargo is committed
 * by then) to the receiver getting the signed request, p50/p95. Beside it, a signed POST from this process to the
 * same receiver (the local round trip's floor).
 *
 * On PostgreSQL when one answers at BENCH_PG_URL (default: local), so that the server's memory is the server's
 * (PGlite would run the database inside the same process); on PGlite otherwise.
 */
import { createHmac } from 'node:crypto'
import { createReadStream, openAsBlob, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import Papa from 'papaparse'
import { addDays, dayIn } from '../src/core/contract/days'
import { percentile } from './lib/latencies'
import { createBenchDatabase } from './lib/postgres'
import { type Started, startScript, tempDir } from './lib/processes'

const MB = 1024 * 1024
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits

const cities = ['Москва', 'Казань', 'Санкт-Петербург', 'Нижний Новгород', 'Екатеринбург', 'Самара']
const header = 'Номер;Откуда;Куда;Погрузка;Вес;Ставка'
export const mapping = {
  order_id: 'Номер',
  from: 'Откуда',
  to: 'Куда',
  load_date: 'Погрузка',
  weight: 'Вес',
  price: 'Ставка',
}

export function writeCsv(path: string, count: number, prefix: string) {
  const day = addDays(dayIn('Europe/Moscow'), 3)
  const lines = [header]
  for (let i = 1; i <= count; i++) {
    const from = cities[i % cities.length]!
    const to = cities[(i + 1 + (i % 4)) % cities.length]!
    lines.push(`${prefix}-${i};${from};${to};${day};${10 + (i % 10)},5;${40000 + (i % 50) * 1000}`)
  }
  writeFileSync(path, `${lines.join('\n')}\n`)
}

/** RSS and peak RSS (MB) of a process, from /proc; the peak can be reset (clear_refs 5). */
export const memory = {
  read(pid: number) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
  },
  resetPeak(pid: number) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5')
      return true
    } catch {
      return false
    }
  },
}

/** Runs `work` while watching the process's memory: RSS before, and the peak during (from /proc and sampling). */
export async function watched<T>(pid: number, work: () => Promise<T>) {
  const before = memory.read(pid).rss
  const reset = memory.resetPeak(pid)
  let sampled = before
  const timer = setInterval(() => {
    sampled = Math.max(sampled, memory.read(pid).rss)
  }, 20)
  const started = performance.now()
  const result = await work()
  const seconds = (performance.now() - started) / 1000
  clearInterval(timer)
  const peak = reset ? Math.max(memory.read(pid).peak, sampled) : sampled
  return { result, seconds, before: round(before), peak: round(peak), growth: round(peak - before) }
}

async function upload(url: string, path: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', await openAsBlob(path, { type: 'text/csv' }), 'orders.csv')
  const answer = await fetch(url, { method: 'POST', body: form, headers })
  const body = (await answer.json()) as Record<string, unknown>
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

async function papaAlone(path: string) {
  const started = performance.now()
  let rows = -1
  await new Promise<void>((resolve, reject) => {
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {}) as unknown as NodeJS.ReadWriteStream
    createReadStream(path, 'utf8').pipe(parser)
    parser.on('data', () => rows++)
    parser.on('end', () => resolve())
    parser.on('error', reject)
  })
  return { rows, seconds: (performance.now() - started) / 1000 }
}

export async function login(url: string, email: string) {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: email, password: 'demo12345' }),
  })
  const { data } = (await answer.json()) as { data: { token: string } }
  return { authorization: `Bearer ${data.token}` }
}

export async function post<T>(url: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await answer.json()) as { data: T }
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${JSON.stringify(json).slice(0, 300)}`)
  return json.data
}

/** A local receiver that checks each request's signature and notes when the cargo's event arrived. */
async function receiver(secretOf: () => string) {
  const arrived = new Map<number, number>()
  let badSignatures = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const now = performance.now()
      const expected = `sha256=${createHmac('sha256', secretOf()).update(`${request.headers['x-fx-timestamp']}.${body}`).digest('hex')}`
      if (request.headers['x-fx-signature'] !== expected) badSignatures++
      else {
        const payload = JSON.parse(body) as { data?: { cargo_id?: number } }
        if (payload.data?.cargo_id !== undefined) arrived.set(payload.data.cargo_id, now)
        else arrived.set(-arrived.size - 1, now)
      }
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrived,
    bad: () => badSignatures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function benchIntegrations(): Promise<Record<string, unknown>> {
  const count = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000)
  const events = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200)
  const dir = tempDir('integrations')
  const file = join(dir.path, 'orders.csv')
  const stamp = Date.now().toString(36)
  writeCsv(file, count, `B${stamp}`)
  const fileMb = round(readFileSync(file).length / MB, 2)
  console.log(`${count.toLocaleString('en')} rows, ${fileMb} MB of CSV`)

  // the floors: papaparse alone; a bare route draining the upload; a bare route holding the file whole
  const floor = await papaAlone(file)
  const bare = await startScript('bench/bare-upload-server.ts', {})
  const drained = await watched(bare.child.pid!, () => upload(`${bare.url}/drain`, file))
  const whole = await watched(bare.child.pid!, () => upload(`${bare.url}/whole`, file))
  await bare.stop()

  const pg = await createBenchDatabase('integrations')
  const env: Record<string, string> = {
    FX_DATA_DIR: dir.path,
    DATABASE_URL: pg?.url ?? '',
    FX_RATE_LIMIT: '0',
    FX_WEBHOOK_ALLOW_PRIVATE: '1',
  }
  const database = pg ? 'PostgreSQL' : 'PGlite'
  console.log(`starting the exchange on ${database} ...`)
  let server: Started | null = null
  const importRows: Record<string, unknown>[] = []
  const webhookRows: Record<string, unknown>[] = []
  let run: Record<string, unknown> = {}
  try {
    server = await startScript('src/server/main.ts', env, '/api/health')
    const api = `${server.url}/api/v1`
    const shipper = await login(server.url, 'shipper@example.com')
    const source = await post<{ id: number }>(`${api}/integration/imports`, shipper, {
      name: `Бенчмарк ${stamp}`,
      partner_name: `ТМС бенчмарка ${stamp}`,
      kind: 'file',
      mapping,
      defaults: { cargo_type_id: 1, truck_types: [1] },
    })
    // the first request of a route warms it up; a small file first
    const warm = join(dir.path, 'warm.csv')
    writeCsv(warm, 200, `W${stamp}`)
    await upload(`${api}/integration/imports/${source.id}/upload`, warm, shipper)
    // a tenth of the file first: what the server holds should not grow with the file
    const tenth = join(dir.path, 'tenth.csv')
    const tenthCount = Math.round(count / 10)
    writeCsv(tenth, tenthCount, `T${stamp}`)
    const tenthMb = round(readFileSync(tenth).length / MB, 2)
    const small = await watched(server.child.pid!, () =>
      upload(`${api}/integration/imports/${source.id}/upload`, tenth, shipper),
    )
    const imported = await watched(server.child.pid!, () =>
      upload(`${api}/integration/imports/${source.id}/upload`, file, shipper),
    )
    run = (imported.result as { data: Record<string, unknown> }).data
    const rps = (rows: number, seconds: number) => Math.round(rows / seconds)
    importRows.push(
      {
        what: `papaparse alone, streaming the file (floor)`,
        seconds: round(floor.seconds, 2),
        'rows/s': rps(floor.rows, floor.seconds),
        'rss before, MB': '',
        'peak rss, MB': '',
        'held, MB': '',
      },
      {
        what: 'bare route, upload drained (floor)',
        seconds: round(drained.seconds, 2),
        'rows/s': rps(count, drained.seconds),
        'rss before, MB': drained.before,
        'peak rss, MB': drained.peak,
        'held, MB': drained.growth,
      },
      {
        what: 'bare route, file read whole + parsed whole',
        seconds: round(whole.seconds, 2),
        'rows/s': rps(count, whole.seconds),
        'rss before, MB': whole.before,
        'peak rss, MB': whole.peak,
        'held, MB': whole.growth,
      },
      {
        what: `POST integration/imports/{id}/upload, a tenth: ${tenthCount} rows, ${tenthMb} MB (${database})`,
        seconds: round(small.seconds, 2),
        'rows/s': rps(tenthCount, small.seconds),
        'rss before, MB': small.before,
        'peak rss, MB': small.peak,
        'held, MB': small.growth,
      },
      {
        what: `POST integration/imports/{id}/upload (${database})`,
        seconds: round(imported.seconds, 2),
        'rows/s': rps(count, imported.seconds),
        'rss before, MB': imported.before,
        'peak rss, MB': imported.peak,
        'held, MB': imported.growth,
      },
    )
    console.log(
      `\nimport of ${count.toLocaleString('en')} rows (${fileMb} MB): ${JSON.stringify({
        total: run.total,
        imported: run.imported,
        failed: run.failed,
        duplicates: run.duplicates,
      })}`,
    )
    console.table(importRows)

    // webhooks: a subscribed receiver, one order posted every 100 ms
    let secret = ''
    const hooks = await receiver(() => secret)
    try {
      const sub = await post<{ secret: string }>(`${api}/external/subscribers/subscribe`, shipper, {
        url: hooks.url,
        events: ['cargo.created'],
      })
      secret = sub.secret
      const feed = await post<{ id: number; key: string }>(`${api}/integration/imports`, shipper, {
        name: `Бенчмарк HTTP ${stamp}`,
        partner_name: `ТМС бенчмарка ${stamp}`,
        kind: 'http',
        mapping,
        defaults: { cargo_type_id: 1, truck_types: [1] },
      })
      const day = addDays(dayIn('Europe/Moscow'), 3)
      const postedAt = new Map<string, number>()
      for (let i = 1; i <= events; i++) {
        const next = performance.now() + 100
        const orderId = `H${stamp}-${i}`
        const answer = await fetch(`${api}/integration/imports/${feed.id}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-import-key': feed.key },
          body: JSON.stringify({
            orders: [{ order_id: orderId, from: 'Казань', to: 'Москва', load_date: day, weight: 10 }],
          }),
        })
        postedAt.set(orderId, performance.now())
        if (!answer.ok) throw new Error(`post ${i}: ${answer.status}`)
        const wait = next - performance.now()
        if (wait > 0) await new Promise((r) => setTimeout(r, wait))
      }
      // which cargo each posted order became
      const committed = new Map<number, number>()
      for (let offset = 0; committed.size < events; offset += 100) {
        const page = await fetch(
          `${api}/integration/import-orders?filter[import_id]=${feed.id}&limit=100&offset=${offset}`,
          { headers: shipper },
        )
        const rows = ((await page.json()) as { data: { cargo_id: number; external_id: string }[] }).data
        if (rows.length === 0) break
        for (const row of rows) committed.set(row.cargo_id, postedAt.get(row.external_id)!)
      }
      const deadline = Date.now() + 60_000
      while ([...committed.keys()].some((id) => !hooks.arrived.has(id)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100))
      const delays = [...committed]
        .filter(([id]) => hooks.arrived.has(id))
        .map(([id, at]) => hooks.arrived.get(id)! - at)
        .sort((a, b) => a - b)
      // the floor: the same receiver, signed requests straight from here
      const direct: number[] = []
      for (let i = 0; i < events; i++) {
        const body = JSON.stringify({ id: i, event: 'cargo.created', data: { cargo_id: -1 - i } })
        const timestamp = String(Math.floor(Date.now() / 1000))
        const started = performance.now()
        await fetch(hooks.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-fx-timestamp': timestamp,
            'x-fx-signature': `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
          },
          body,
        })
        direct.push(performance.now() - started)
      }
      direct.sort((a, b) => a - b)
      webhookRows.push(
        {
          what: 'signed POST from here to the receiver (floor)',
          events,
          received: events,
          'p50, ms': percentile(direct, 50),
          'p95, ms': percentile(direct, 95),
        },
        {
          what: `cargo committed -> receiver has the signed event (${database})`,
          events,
          received: delays.length,
          'p50, ms': percentile(delays, 50),
          'p95, ms': percentile(delays, 95),
        },
      )
      console.log(`\nwebhook delivery, one event every 100 ms; bad signatures: ${hooks.bad()}`)
      console.table(webhookRows)
    } finally {
      await hooks.close()
    }
  } finally {
    await server?.stop()
    await pg?.drop()
    dir.remove()
  }
  return { rows: count, fileMb, database, run, import: importRows, webhooks: webhookRows }
}
