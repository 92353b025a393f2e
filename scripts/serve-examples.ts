/**
 * The example pages served from an origin of their own, as a partner serves its pages: `npm run examples` (after
 * `npm start`) serves examples/ at http://localhost:8081, and the pages load the SDK from and call the exchange at
 * http://localhost:8080 (cargopartner's allowed origins in config/partners.json include both ports' hosts).
 * `EXAMPLES_PORT`, `EXAMPLES_HOST` and `EXCHANGE_ORIGIN` change them; the end-to-end tests start it this way.
 *
 * What it changes in the files: `exchange-origin.js` names the exchange (on the exchange's own /examples/ the file in
 * the folder answers the page's origin), and a page that embeds the SDK by its own script tag, as a CRM does, gets
 * the exchange's address in that tag and in its elements' `api-base` (`src="/sdk/…"` and `api-base="/"` in the file:
 * addresses of the exchange's own origin, where the same file is served as it is).
 */
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, resolve } from 'node:path'
import { pathUnder } from '../src/server/http/path-under'

const root = resolve('examples')
const port = Number(process.env.EXAMPLES_PORT ?? 8081)
const host = process.env.EXAMPLES_HOST ?? '127.0.0.1'
const exchange = new URL(process.env.EXCHANGE_ORIGIN ?? 'http://localhost:8080').origin

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** A page's own SDK tags and api-base attributes, pointed at the exchange. */
function pointAtExchange(html: string, exchangeOrigin: string): string {
  return html
    .replaceAll(' src="/sdk/', ` src="${exchangeOrigin}/sdk/`)
    .replaceAll(' api-base="/"', ` api-base="${exchangeOrigin}/"`)
}

const exchangeModule = `/** Written by scripts/serve-examples.ts: the exchange these pages embed. */\nexport const exchangeOrigin = ${JSON.stringify(exchange)}\n`

/** The file under examples/ a URL path names (a folder's index.html), or null. */
async function fileOf(urlPath: string): Promise<string | null> {
  const file = pathUnder(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath)
  const info = file ? await stat(file).catch(() => null) : null
  return info?.isFile() ? file : null
}

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://examples').pathname
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  if (path === '/exchange-origin.js') {
    response.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-cache' }).end(exchangeModule)
    return
  }
  const file = await fileOf(path)
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found')
    return
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  })
  const body =
    extname(file) === '.html' ? pointAtExchange(await readFile(file, 'utf8'), exchange) : await readFile(file)
  response.end(request.method === 'HEAD' ? undefined : body)
})

server.listen(port, host, () => {
  console.log(`examples at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/ embedding ${exchange}`)
})
const stop = () => server.close(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
