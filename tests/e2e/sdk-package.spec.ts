/**
 * The SDK as a package, used as a partner's developer uses it: `npm run pack:sdk` packs it (reusing the build's
 * dist/sdk), the tarball alone is installed into examples/react-app (Vite + React 19) and examples/vue-app
 * (Vite + Vue 3), which take React, Vue and Vite from the repository's node_modules; both are built against this
 * run's exchange and served each from an origin of its own. Each app renders the package README's snippet, the
 * README's block verbatim (checked here), with all five elements. In Chromium, anonymous and signed in (a carrier,
 * a shipper): what each element shows, events received (the snippets log them), rich properties that reach the
 * elements before they are defined, a new object with the same content that starts no new search, one React on the
 * page, no request to the app's own origin but for its files, parts the manifest lists; the typings pass tsc on
 * correct uses and fail on each deliberate mistake (examples/react-app/src/types-check.tsx,
 * examples/vue-app/src/types-check.ts); a misconfigured page explains itself on the page.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, resolve } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signIn } from './helpers'
import { exchangeOrigin, reactAppOrigin, vueAppOrigin } from './origins'

const repo = resolve(import.meta.dirname, '../..')
const apps = { react: reactAppOrigin, vue: vueAppOrigin } as const
type App = keyof typeof apps
const built = (app: App) => join(repo, 'dist/example-apps', `${app}-app`)

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

/** A built app's files; any other path answers its index.html (as an app's host does). */
function serve(dir: string, origin: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname
    const file = join(dir, path)
    const found = file.startsWith(dir) && (await stat(file).catch(() => null))?.isFile()
    const target = found ? file : join(dir, 'index.html')
    response.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' })
    response.end(await readFile(target))
  })
  const url = new URL(origin)
  return new Promise((done) => server.listen(Number(url.port), url.hostname, () => done(server)))
}

const node = (args: string[], cwd = repo, env: Record<string, string> = {}) =>
  execFileSync(process.execPath, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' })

const servers: Server[] = []
let manifestParts: Record<string, Set<string>>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // the README's React and Vue snippets are the apps' Freight components, as they are written there
  const readme = await readFile(join(repo, 'scripts/sdk-package/README.md'), 'utf8')
  for (const file of ['examples/react-app/src/Freight.tsx', 'examples/vue-app/src/Freight.vue']) {
    expect(readme, `${file} is a block of the package README`).toContain(await readFile(join(repo, file), 'utf8'))
  }
  const tarball = node(['--import', 'tsx', 'scripts/pack-sdk.ts']).trim().split('\n').at(-1) as string
  expect(tarball).toMatch(/freight-exchange-widgets-.*\.tgz$/)
  expect((await stat(tarball)).size).toBeLessThanOrEqual(1024 * 1024)
  for (const app of Object.keys(apps) as App[]) {
    const cwd = join(repo, 'examples', `${app}-app`)
    execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', tarball], {
      cwd,
      stdio: 'ignore',
    })
    node([join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], cwd, {
      VITE_FX_API_BASE: exchangeOrigin,
      FX_APP_OUT: built(app),
    })
    servers.push(await serve(built(app), apps[app]))
  }
  const manifest = JSON.parse(await readFile(join(repo, 'dist/package/custom-elements.json'), 'utf8')) as {
    modules: { declarations: { tagName: string; cssParts: { name: string }[] }[] }[]
  }
  manifestParts = Object.fromEntries(
    manifest.modules.flatMap((m) => m.declarations).map((d) => [d.tagName, new Set(d.cssParts.map((p) => p.name))]),
  )
})

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
})

/** Counts the React renderers that register with the DevTools hook (react-dom does, once per copy). */
async function countReacts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __fxReacts: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
    w.__fxReacts = 0
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__fxReacts++
        return w.__fxReacts
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    }
  })
}

/** Every part rendered in the shadow roots of the fx-* elements, by tag. */
const renderedParts = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string[]> = {}
    for (const el of document.querySelectorAll('*')) {
      if (!el.localName.startsWith('fx-') || !el.shadowRoot) continue
      const names = new Set<string>()
      for (const node of el.shadowRoot.querySelectorAll('[part]'))
        for (const name of node.getAttribute('part')?.split(/\s+/) ?? []) if (name) names.add(name)
      out[el.localName] = [...new Set([...(out[el.localName] ?? []), ...names])]
    }
    return out
  })

function expectListedParts(parts: Record<string, string[]>) {
  for (const [tag, names] of Object.entries(parts)) {
    expect(
      names.filter((name) => !manifestParts[tag]?.has(name)),
      `${tag}: parts missing from the manifest`,
    ).toEqual([])
  }
}

/**
 * Watches a journey: the requests the page makes and what the snippet logs (its event handlers log each event).
 * `ownRequests` lists those to the app's own origin other than the app's pages and built files: a widget that calls
 * the app instead of the exchange shows there.
 */
function watch(page: Page, app: App) {
  const requests: string[] = []
  const logged: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('console', (message) => logged.push(message.text()))
  const origin = apps[app]
  return {
    cargoCalls: () => requests.filter((url) => url.startsWith(`${exchangeOrigin}/api/v1/cargos?`)),
    logged: (event: string) => logged.filter((text) => text.startsWith(`${event} `)),
    ownRequests: () =>
      requests
        .filter((url) => url.startsWith(`${origin}/`))
        .map((url) => new URL(url).pathname)
        .filter((path) => !['/', '/signed-in', '/expired'].includes(path) && !existsSync(join(built(app), path))),
  }
}

async function anonymousJourney(page: Page, app: App) {
  const seen = watch(page, app)
  await page.goto(`${apps[app]}/`)
  const cards = page.locator('fx-cargo-search article[part="card"]')
  await expect(cards.first()).toBeVisible({ timeout: 20_000 })
  // the inline filters reached the element as a property: one search, with them, announced once
  await expect.poll(() => seen.logged('fx-search')).toEqual(['fx-search {"weight":{"min":1}}'])
  expect(seen.cargoCalls()).toEqual([
    `${exchangeOrigin}/api/v1/cargos?limit=5&offset=0&sort=-created_at&filter[weight][min]=1`,
  ])
  // what the other four show a visitor
  await expect(page.locator('fx-truck-search [part="sign-in"]')).toContainText('Sign in to search trucks')
  await expect(page.locator('fx-transport-calendar')).toContainText('Sign in to see the calendar')
  await expect(page.locator('fx-order-form [part="order-form"]')).toContainText('Sign in as a shipper')
  await expect(page.locator('fx-notifications-bell [part="bell"]')).toHaveAttribute(
    'title',
    'Sign in to see notifications',
  )
  // an event reaches the app, whose state update renders the snippet again (a new filters object)
  await page.locator('fx-cargo-search .cs-open').first().click()
  await expect(page.getByText(/^Selected cargo: \d+$/)).toBeVisible()
  const dialog = page.locator('fx-cargo-search dialog[open]')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  if (app === 'react') {
    await page.locator('#rerender').click()
    await page.locator('#rerender').click()
    await expect(page.locator('#renders')).toHaveText('2')
  }
  // the same content in new objects starts no search
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  expect(seen.cargoCalls()).toHaveLength(1)
  expect(seen.logged('fx-search')).toHaveLength(1)
  expect(seen.ownRequests()).toEqual([])
  await expect(page.locator('[part="config-problem"]')).toHaveCount(0)
  expectListedParts(await renderedParts(page))
}

async function carrierJourney(page: Page, app: App, token: string) {
  const seen = watch(page, app)
  await page.goto(`${apps[app]}/signed-in#token=${encodeURIComponent(token)}`)
  await expect(page.locator('fx-transport-calendar [part="row-header"]').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('fx-notifications-bell [part="bell"]')).toBeEnabled()
  // a carrier gets the form's notice that only shippers post cargos
  await expect(page.locator('fx-order-form [part="order-form"]')).toContainText('Sign in as a shipper')
  await expect(page.locator('fx-cargo-search [part="views"]')).toBeVisible()
  await expect(page.locator('fx-truck-search [part="filters"]')).toBeVisible()
  expect(seen.ownRequests()).toEqual([])
  await expect(page.locator('[part="config-problem"]')).toHaveCount(0)
  expectListedParts(await renderedParts(page))
}

async function shipperJourney(page: Page, app: App, token: string) {
  const seen = watch(page, app)
  // a page of its own (only the hash would change: no new page)
  await page.goto(`${apps[app]}/signed-in?as=shipper#token=${encodeURIComponent(token)}`)
  // the order form as a shipper fills it, the truck search a shipper runs
  await expect(page.locator('fx-order-form form[part="order-form"]')).toBeVisible({ timeout: 20_000 })
  await page.locator('fx-truck-search .ts-submit').click()
  await expect.poll(() => seen.logged('fx-search-trucks')).toHaveLength(1)
  await expect(page.locator('fx-truck-search [part="count"]')).toBeVisible()
  await expect(page.locator('fx-notifications-bell [part="bell"]')).toBeEnabled()
  await expect(page.locator('fx-transport-calendar')).not.toContainText('Sign in to see the calendar')
  expect(seen.ownRequests()).toEqual([])
  await expect(page.locator('[part="config-problem"]')).toHaveCount(0)
  expectListedParts(await renderedParts(page))
}

async function signedInJourneys(page: Page, app: App, request: APIRequestContext) {
  await carrierJourney(page, app, (await signIn(request, 'carrier@example.com')).token)
  await shipperJourney(page, app, (await signIn(request, 'shipper@example.com')).token)
}

test('React app: the package installed from its tarball, typed, one React, events and results', async ({
  page,
  request,
}) => {
  // the typings: correct uses compile, each deliberate mistake is an error
  node([join(repo, 'node_modules/typescript-7/bin/tsc'), '-p', 'tsconfig.json'], join(repo, 'examples/react-app'))
  await countReacts(page)
  await anonymousJourney(page, 'react')
  expect(await page.evaluate(() => (window as unknown as { __fxReacts: number }).__fxReacts)).toBe(1)
  await signedInJourneys(page, 'react', request)
})

test('Vue app: the package installed from its tarball, .prop bindings and @fx- listeners', async ({
  page,
  request,
}) => {
  // the elements' types in Vue templates: correct uses compile, each deliberate mistake is an error
  node([join(repo, 'node_modules/typescript-7/bin/tsc'), '-p', 'tsconfig.json'], join(repo, 'examples/vue-app'))
  await countReacts(page)
  await anonymousJourney(page, 'vue')
  expect(await page.evaluate(() => (window as unknown as { __fxReacts: number }).__fxReacts)).toBe(0)
  await signedInJourneys(page, 'vue', request)
})

test('a misconfigured app says on the page what to fix: origin not allowed (React and Vue), exchange not answering, token expired', async ({
  page,
}) => {
  const refused = reactAppOrigin.replace('127.0.0.1', 'localhost')
  await page.goto(`${refused}/`)
  const notice = page.locator('fx-cargo-search [part="config-problem"]')
  await expect(notice).toContainText(`its origin ${refused} is not among the partner's allowed origins`)
  await expect(notice).toContainText('allowedOrigins')
  const refusedVue = vueAppOrigin.replace('127.0.0.1', 'localhost')
  await page.goto(`${refusedVue}/`)
  await expect(notice).toContainText(`its origin ${refusedVue} is not among the partner's allowed origins`)
  await page.goto(`${reactAppOrigin}/unreachable#api=http://127.0.0.1:9`)
  await expect(notice).toContainText('Nothing answers at http://127.0.0.1:9')
  await page.goto(`${reactAppOrigin}/expired#token=expired-or-revoked`)
  await expect(notice).toContainText('The sign-in has expired')
})
