/**
 * The shipper's side at 10,000 cargos. 5,000 cargos more than the demo's 5,000 are seeded into PGlite
 * (bench/seed-cargos.ts), then, one request at a time as shipper@example.com: p50/p95 of `GET shipper/cargos` (own
 * cargos, and the whole company's), `GET shipper/cargos/in-work` and `GET v2/cargos/responses`, beside the bare
 * Fastify route measured the same way in the same run. And `<fx-order-form>`: its Preact entry size (gzip, entry and
 * static imports) and the time from navigation to a form ready to type on examples/order-form.html (signed in
 * through the stored session), median of cold loads. Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process'
import { launchChromium } from './lib/browser'
import { latencies } from './lib/latencies'
import { startScript, tempDir } from './lib/processes'
import { gzipKb, staticGraph } from './sizes'

export async function benchLifecycle(): Promise<Record<string, unknown>> {
  const bare = await startScript('bench/bare-server.ts', {})
  const baseline = await latencies(bare.url)
  await bare.stop()

  const dir = tempDir('lifecycle')
  const env = { FX_DATA_DIR: dir.path, FX_RATE_LIMIT: '0' }
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-cargos.ts', '5000'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  const server = await startScript('src/server/main.ts', env, '/api/health')
  const rows: Record<string, unknown>[] = [{ request: 'bare Fastify route (baseline)', ...baseline, size: '' }]
  let formReady: number[] = []
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'shipper@example.com', password: 'demo12345' }),
    })
    const { data } = (await login.json()) as { data: { token: string; user: { roles: string[] } } }
    const headers = { authorization: `Bearer ${data.token}` }
    const requests = {
      'GET shipper/cargos (own, tab available)': '/api/v1/shipper/cargos',
      'GET shipper/cargos?filter[own]=false (the company)': '/api/v1/shipper/cargos?filter[own]=false',
      'GET shipper/cargos/in-work': '/api/v1/shipper/cargos/in-work?filter[own]=false',
      'GET v2/cargos/responses': '/api/v2/cargos/responses',
    }
    for (const [name, path] of Object.entries(requests)) {
      rows.push({ request: name, ...(await latencies(server.url + path, headers)) })
    }

    const browser = await launchChromium()
    try {
      formReady = []
      for (let i = 0; i < 5; i++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
        await context.addInitScript(
          ([token, roles]) => {
            localStorage.setItem('accessToken', token)
            localStorage.setItem('userRoles', roles)
          },
          [data.token, JSON.stringify(data.user.roles)] as const,
        )
        const page = await context.newPage()
        await page.goto(`${server.url}/examples/order-form.html`, { waitUntil: 'commit' })
        await page.locator('fx-order-form form[part="order-form"] input').first().waitFor()
        formReady.push((await page.evaluate('performance.now()')) as number)
        await context.close()
      }
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
    dir.remove()
  }
  formReady.sort((a, b) => a - b)
  const orderForm = {
    'fx-order-form entry, gzip KB (Preact, with its imports)': gzipKb(staticGraph('dist/sdk/fx-order-form.js')),
    'navigation -> form ready to type, ms (median of 5)': Math.round(formReady[2] ?? 0),
  }
  console.log('\n10,000 cargos (PGlite), one request at a time, 100 runs each')
  console.table(rows)
  console.table([orderForm])
  return { requests: rows, orderForm }
}
