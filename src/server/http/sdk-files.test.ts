/**
 * The SDK's files from memory (./sdk-files.ts): the client's encoding from the build's own compressed copies, an
 * ETag per representation and 304, a rebuilt file served without a restart, and nothing outside the folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerSdkFiles } from './sdk-files'

describe('the SDK files at /sdk/', () => {
  let dir: string
  let root: string
  let app: FastifyInstance
  const entry = `export const a = ${JSON.stringify('x'.repeat(3000))}\n`

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fx-sdk-files-'))
    root = join(dir, 'sdk')
    mkdirSync(join(root, 'chunks'), { recursive: true })
    writeFileSync(join(root, 'fx-cargo-search.js'), entry)
    // the build's copies, told apart from what the server would make by their own marker
    writeFileSync(join(root, 'fx-cargo-search.js.br'), brotliCompressSync(`${entry}// br copy\n`))
    writeFileSync(join(root, 'fx-cargo-search.js.gz'), gzipSync(`${entry}// gz copy\n`))
    writeFileSync(join(root, 'chunks', 'small-1.js'), 'export const b = 1\n')
    writeFileSync(join(dir, 'secret.txt'), 'not for the web')
    app = Fastify()
    registerSdkFiles(app, root)
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

  it('sends the build’s brotli or gzip copy as the client accepts, else the file', async () => {
    const br = await get('/sdk/fx-cargo-search.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(br.headers.vary).toMatch(/Accept-Encoding/)
    expect(br.headers['cache-control']).toBe('public, max-age=300')
    expect(br.headers['access-control-allow-origin']).toBe('*')
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('// br copy')
    const gzip = await get('/sdk/fx-cargo-search.js', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('// gz copy')
    const plain = await get('/sdk/fx-cargo-search.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(entry)
    // three representations, three ETags
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3)
  })

  it('answers 304 to the ETag it gave, and HEAD without a body', async () => {
    const first = await get('/sdk/chunks/small-1.js', { 'accept-encoding': 'br' })
    expect(first.body).toBe('export const b = 1\n') // too small to compress
    // a chunk is named by its content: kept for a year (the entry above, by its element: 5 minutes)
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const again = await get('/sdk/chunks/small-1.js', { 'if-none-match': first.headers.etag as string })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const head = await app.inject({ method: 'HEAD', url: '/sdk/chunks/small-1.js' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
  })

  it('serves a rebuilt file without a restart, and not a compressed copy older than it', async () => {
    const before = await get('/sdk/fx-cargo-search.js', { 'accept-encoding': 'br' })
    const rebuilt = `export const a = ${JSON.stringify('y'.repeat(3000))}\n`
    writeFileSync(join(root, 'fx-cargo-search.js'), rebuilt)
    const later = new Date(Date.now() + 5000)
    utimesSync(join(root, 'fx-cargo-search.js'), later, later)
    const after = await get('/sdk/fx-cargo-search.js', { 'accept-encoding': 'br' })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    // the .br beside it is of the build before: compressed here instead
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe(rebuilt)
    expect((await get('/sdk/fx-cargo-search.js')).body).toBe(rebuilt)
  })

  it('answers 404 for what is missing, a folder, or outside the folder', async () => {
    for (const url of [
      '/sdk/missing.js',
      '/sdk/chunks',
      '/sdk/chunks/',
      '/sdk/../secret.txt',
      '/sdk/%2e%2e/secret.txt',
      '/sdk/chunks/%2e%2e/%2e%2e/secret.txt',
      '/sdk/%00.js',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
    // a malformed address: the framework's 400 before the route
    expect((await get('/sdk/%E0%A4%A.js')).statusCode).toBe(400)
  })
})
