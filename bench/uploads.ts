/**
 * `npm run bench -- uploads`: hostile files against a running exchange, as users feel them when someone sends them.
 * For each kind (XLSX bomb, XLSX with one huge cell, XLSX lying about its size, CSV of one huge line, CSV of
 * 100,001 rows, PNG and JPEG claiming billions of pixels, PDF over the size limit), four uploads at once through
 * the real routes (import upload for sheets, truck file for images and PDF): the time until the last is refused,
 * the answers, the server's peak RSS over its idle RSS (from /proc), and its RSS a few seconds after (settled).
 * Targets: refused in under 2 s, at most +64 MB per concurrent upload, returned after.
 * Then a valid import (BENCH_UPLOAD_ROWS, 100,000 rows) through the same route, its rows per second beside
 * papaparse alone reading the same file (the parser's floor) and the limits' check alone (`checkSheet`, the first
 * read of the file the route makes before importing): the import's cost must stay that of writing the rows.
 * On PostgreSQL when one answers at BENCH_PG_URL (so that the memory is the server's), on PGlite otherwise.
 */
import { openAsBlob, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import Papa from 'papaparse'
import { checkSheet } from '../src/server/modules/integrations/parse'
import { hostileCsv, hostileXlsx, jpegClaiming, pngClaiming } from '../tests/helpers/hostile-files'
import { login, mapping, memory, post, watched, writeCsv } from './integrations'
import { createBenchDatabase } from './lib/postgres'
import { type Started, startScript, tempDir } from './lib/processes'

const MB = 1024 * 1024
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function upload(url: string, path: string, name: string, headers: Record<string, string>, fields = {}) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value))
  form.append('file', await openAsBlob(path), name)
  const answer = await fetch(url, { method: 'POST', body: form, headers })
  const body = (await answer.json()) as { message?: string; data?: Record<string, unknown> }
  return { status: answer.status, body }
}

export async function benchUploads(): Promise<Record<string, unknown>> {
  const dir = tempDir('uploads')
  const pg = await createBenchDatabase('uploads')
  const database = pg ? 'PostgreSQL' : 'PGlite'
  const env: Record<string, string> = { FX_DATA_DIR: dir.path, DATABASE_URL: pg?.url ?? '', FX_RATE_LIMIT: '0' }
  console.log(`starting the exchange on ${database} ... (the machine may be shared: figures are against its idle RSS)`)
  let server: Started | null = null
  const rows: Record<string, unknown>[] = []
  try {
    server = await startScript('src/server/main.ts', env, '/api/health')
    const pid = server.child.pid as number
    const api = `${server.url}/api/v1`
    const shipper = await login(server.url, 'shipper@example.com')
    const carrier = await login(server.url, 'carrier@example.com')
    const source = await post<{ id: number }>(`${api}/integration/imports`, shipper, {
      name: `Бенчмарк загрузок ${Date.now().toString(36)}`,
      partner_name: 'ТМС бенчмарка загрузок',
      kind: 'file',
      mapping,
      defaults: { cargo_type_id: 1, truck_types: [1] },
    })
    const trucks = (await (await fetch(`${api}/carrier/transports?limit=1`, { headers: carrier })).json()) as {
      data: { id: number }[]
    }
    const truck = trucks.data[0]?.id
    const importUrl = `${api}/integration/imports/${source.id}/upload`
    const fileUrl = `${server.url}/api/v2/transports/upload-transport-file`
    const kinds: { what: string; bytes: Buffer; name: string; url: string; who: Record<string, string> }[] = [
      {
        what: 'XLSX bomb (16 MB cell in 16 KB)',
        bytes: hostileXlsx.bomb(),
        name: 'b.xlsx',
        url: importUrl,
        who: shipper,
      },
      {
        what: 'XLSX cell of 300,000 letters',
        bytes: hostileXlsx.hugeCell(),
        name: 'c.xlsx',
        url: importUrl,
        who: shipper,
      },
      { what: 'XLSX lying about its size', bytes: hostileXlsx.liar(), name: 'l.xlsx', url: importUrl, who: shipper },
      { what: 'XLSX of 100,001 rows', bytes: hostileXlsx.rows(), name: 'r.xlsx', url: importUrl, who: shipper },
      { what: 'CSV of one 9 MB line', bytes: hostileCsv.hugeCell(), name: 'h.csv', url: importUrl, who: shipper },
      { what: 'CSV of 100,001 rows', bytes: hostileCsv.rows(), name: 'r.csv', url: importUrl, who: shipper },
      {
        what: 'PNG claiming 10^10 pixels',
        bytes: pngClaiming(100_000, 100_000),
        name: 'p.png',
        url: fileUrl,
        who: carrier,
      },
      {
        what: 'JPEG claiming 4.2·10^9 pixels',
        bytes: jpegClaiming(65_000, 65_000),
        name: 'j.jpg',
        url: fileUrl,
        who: carrier,
      },
      {
        what: 'PDF of 11 MB (over the size limit)',
        bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * MB, 0x20)]),
        name: 'd.pdf',
        url: fileUrl,
        who: carrier,
      },
    ]
    await settle(2000)
    const idle = memory.read(pid).rss
    console.log(`idle RSS ${round(idle)} MB`)
    for (const kind of kinds) {
      const path = join(dir.path, `hostile-${kind.name}`)
      writeFileSync(path, kind.bytes)
      const fields = kind.url === fileUrl ? { transport_id: truck, kind: 'other' } : {}
      const before = memory.read(pid).rss
      const measured = await watched(pid, () =>
        Promise.all(Array.from({ length: 4 }, () => upload(kind.url, path, kind.name, kind.who, fields))),
      )
      await settle(3000)
      const settled = memory.read(pid).rss
      const answers = [...new Set(measured.result.map((r) => `${r.status} ${r.body.message ?? ''}`.slice(0, 70)))]
      rows.push({
        file: kind.what,
        'size, KB': Math.round(kind.bytes.length / 1024),
        'refused in, s': round(measured.seconds, 2),
        answers: answers.join(' | '),
        'peak over idle, MB': round(measured.peak - idle),
        'per upload, MB': round((measured.peak - Math.max(idle, before)) / 4),
        'settled over idle, MB': round(settled - idle),
      })
      console.log(rows.at(-1))
    }
    console.table(rows)

    const count = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000)
    const file = join(dir.path, 'valid.csv')
    writeCsv(file, count, `V${Date.now().toString(36)}`)
    const floorStarted = performance.now()
    let parsed = 0
    Papa.parse(readFileSync(file, 'utf8'), { step: () => void parsed++ })
    const floor = (performance.now() - floorStarted) / 1000
    const checkStarted = performance.now()
    const checked = await checkSheet(file)
    const check = (performance.now() - checkStarted) / 1000
    const valid = await watched(pid, () => upload(importUrl, file, 'valid.csv', shipper))
    const run = valid.result.body.data ?? {}
    const throughput = {
      rows: count,
      'file, MB': round(readFileSync(file).length / MB, 2),
      answer: `${valid.result.status} imported ${run.imported} of ${run.total}`,
      seconds: round(valid.seconds, 1),
      'rows/s': Math.round(count / valid.seconds),
      'papaparse alone, rows/s (floor)': Math.round(parsed / floor),
      'limits check alone, s': round(check, 2),
      'limits check, share of the import': `${round((100 * check) / valid.seconds)} %`,
      'peak over idle, MB': round(valid.peak - idle),
    }
    console.table([throughput])
    if (checked !== count) throw new Error(`the limits check counted ${checked} rows of ${count}`)
    return { database, idleRss: round(idle), hostile: rows, valid: throughput }
  } finally {
    await server?.stop()
    await pg?.drop()
    dir.remove()
  }
}
