/**
 * Fixtures of the auth and account page tests. Each test file (worker) gets its own exchange server (the real
 * app on a fresh embedded database with demo data, tests/e2e/server.ts) whose log it reads: with no SMTP
 * configured the server writes every outgoing message to its log (`[outbox] ...`), which is how a test gets the
 * registration and reset codes, exactly as a developer does, with nothing added to the server. The pages are
 * mounted by a stand-in shell (auth-account-harness.tsx), bundled with esbuild and served on the server's origin,
 * so every request of a page goes to the real API.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Page } from '@playwright/test'
import { build, type Plugin } from 'esbuild'
import { withInnCheckDigits } from '../../src/core/contract/validators'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const screenshotDir = path.join(root, 'test-results', 'screens', 'auth-account')

export interface OutboxMessage {
  channel: string
  recipient: string
  subject: string
  body: string
}

export interface Exchange {
  origin: string
  messages: OutboxMessage[]
  /** The newest message to a recipient that arrives after `since` messages were seen (waits for the outbox worker). */
  nextMessage(recipient: string, since: number): Promise<OutboxMessage>
  /** The 6-digit code of the newest message to a recipient after `since` messages. */
  nextCode(recipient: string, since: number): Promise<string>
  /** Signs in through the API and answers the token. */
  token(login: string, password?: string): Promise<string>
  /** A call to the API (`/api/v1/...` unless the path starts with v2/). */
  api<T = unknown>(method: string, apiPath: string, options?: { token?: string; body?: unknown }): Promise<T>
}

export interface App {
  /** Opens a page of the harness; `as` signs in first, `lang` sets the interface language. */
  open(pathname: string, options?: { as?: string; lang?: 'ru' | 'en' }): Promise<void>
  /** The route the harness shows. */
  route(): Promise<string | null>
  /** Switches the interface language with the harness's switch. */
  switchLanguage(lang: 'ru' | 'en'): Promise<void>
  /** A full-page screenshot into test-results/screens/. */
  shot(name: string): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * `import css from './x.css?inline'` → the text, and `import './x.css'` (how host pages load theirs) → a `<style>`
 * in the document, as the app's build does.
 */
const cssInline: Plugin = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css-inline',
    }))
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }))
    b.onResolve({ filter: /\.css$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: 'css-page',
    }))
    b.onLoad({ filter: /.*/, namespace: 'css-page' }, (args) => ({
      contents: `const style = document.createElement('style')
style.textContent = ${JSON.stringify(readFileSync(args.path, 'utf8'))}
document.head.append(style)`,
      loader: 'js',
    }))
  },
}

async function bundleHarness(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'tests/e2e/auth-account-harness.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins: [cssInline],
    logLevel: 'silent',
  })
  const file = result.outputFiles[0]
  if (!file) throw new Error('the harness did not build')
  return file.text
}

const harnessHtml = `<!doctype html>
<html lang="ru">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>fx pages</title></head>
  <body><div id="root"></div><script type="module" src="/__harness/app.js"></script></body>
</html>`

async function startExchange(): Promise<{ exchange: Exchange; stop(): Promise<void> }> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const messages: OutboxMessage[] = []
  let buffer = ''
  let log = ''
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    log = (log + text).slice(-20_000)
    buffer += text
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = buffer.slice(0, newline)
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf('\n')
      if (!line.includes('[outbox]')) continue
      try {
        const entry = JSON.parse(line) as { outbox?: OutboxMessage }
        if (entry.outbox) messages.push(entry.outbox)
      } catch {
        // not a JSON log line
      }
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000)
  })

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the exchange server exited: ${log}`)
    try {
      const res = await fetch(`${origin}/api/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the exchange server did not start: ${log}`)
    await new Promise((r) => setTimeout(r, 300))
  }

  const api: Exchange['api'] = async (method, apiPath, options = {}) => {
    const versioned = /^v[23]\//.test(apiPath) ? apiPath : `v1/${apiPath}`
    const res = await fetch(`${origin}/api/${versioned}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as never
  }

  const nextMessage = async (recipient: string, since: number) => {
    const until = Date.now() + 15_000
    for (;;) {
      const found = messages
        .slice(since)
        .filter((m) => m.recipient === recipient)
        .at(-1)
      if (found) return found
      if (Date.now() > until) throw new Error(`no message to ${recipient} (log: ${log.slice(-2000)})`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  const tokens = new Map<string, string>()
  const exchange: Exchange = {
    origin,
    messages,
    nextMessage,
    async nextCode(recipient, since) {
      const message = await nextMessage(recipient, since)
      const code = /\b(\d{6})\b/.exec(message.body)?.[1]
      if (!code) throw new Error(`no code in ${message.body}`)
      return code
    },
    async token(login, password = 'demo12345') {
      // sign-ins are rate limited (10 a minute per login): reuse a token while it still works
      const key = `${login}\n${password}`
      const cached = tokens.get(key)
      if (cached && (await fetch(`${origin}/api/v1/me`, { headers: { authorization: `Bearer ${cached}` } })).ok)
        return cached
      const answer = await api<{ data: { token: string } }>('POST', 'auth/login', { body: { login, password } })
      tokens.set(key, answer.data.token)
      return answer.data.token
    },
    api,
  }

  return {
    exchange,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}

/** One exchange per test file: a file's tests may change demo data (approve an employee, change a password). */
class ExchangePool {
  private current: { file: string; started: Promise<{ exchange: Exchange; stop(): Promise<void> }> } | null = null

  async for(file: string): Promise<Exchange> {
    if (this.current?.file !== file) {
      await this.stop()
      this.current = { file, started: startExchange() }
    }
    return (await this.current.started).exchange
  }

  async stop() {
    const current = this.current
    this.current = null
    if (current) await (await current.started.catch(() => null))?.stop()
  }
}

export const test = base.extend<{ app: App; exchange: Exchange }, { pool: ExchangePool; harness: string }>({
  pool: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const pool = new ExchangePool()
      await use(pool)
      await pool.stop()
    },
    { scope: 'worker' },
  ],
  exchange: [
    async ({ pool }, use, testInfo) => {
      await use(await pool.for(testInfo.file))
    },
    { timeout: 150_000 },
  ],
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: as above
    async ({}, use) => {
      await use(await bundleHarness())
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  app: async ({ page, exchange, harness }, use) => {
    await page.route(
      (url) => url.origin === exchange.origin && !url.pathname.startsWith('/api/'),
      (route) => {
        const url = new URL(route.request().url())
        if (url.pathname === '/__harness/app.js')
          return route.fulfill({ body: harness, contentType: 'text/javascript; charset=utf-8' })
        return route.fulfill({ body: harnessHtml, contentType: 'text/html; charset=utf-8' })
      },
    )
    let opened = 0
    const app: App = {
      async open(pathname, options = {}) {
        const token = options.as ? await exchange.token(options.as) : null
        const lang = options.lang ?? 'ru'
        opened += 1
        // applied once, on the navigation below; later reloads keep what the page has stored since
        await page.addInitScript(
          ([t, l, n]) => {
            if (Number(sessionStorage.getItem('fx-harness-open') ?? 0) >= Number(n)) return
            sessionStorage.setItem('fx-harness-open', String(n))
            localStorage.clear()
            if (t) localStorage.setItem('accessToken', t)
            localStorage.setItem('language', String(l))
          },
          [token, lang, opened] as const,
        )
        await page.goto(`${exchange.origin}${pathname}`)
        await expect(page.getByTestId('harness-route')).toBeVisible()
      },
      route: () => page.getByTestId('harness-route').textContent(),
      async switchLanguage(lang) {
        await page.getByTestId(`lang-${lang}`).click()
        await expect(page.getByTestId(`lang-${lang}`)).toHaveAttribute('aria-pressed', 'true')
      },
      async shot(name) {
        mkdirSync(screenshotDir, { recursive: true })
        await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
      },
    }
    await use(app)
  },
})

export { expect, type Page }

/** A random organisation INN (10 digits) with correct check digits, new to the exchange. */
export function randomInn(): string {
  for (;;) {
    const body = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10))
    if (body[0] === 0) continue
    return withInnCheckDigits(body.join(''))
  }
}

/** A unique suffix for e-mails and phones of one run. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
}

/** A unique Russian mobile number. */
export function randomPhone(): string {
  return `+7916${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
}

/** The two widths the pages must work at. */
export const widths = { narrow: { width: 375, height: 812 }, wide: { width: 1440, height: 900 } } as const
