/**
 * Serves the built widget bundles at /sdk/ (from memory, ./sdk-files.ts), the examples at /examples/, the runtime configuration of the site at
 * /api/config.json, and (once built) the host app from dist/host at /: a file when there is one, else the host's
 * index.html for any other GET that is not under /api/, /sdk/ or /examples/, so the client-side router handles
 * deep links (/cargos/details/7) and shows its own 404 page. That index.html names the chunks of the page the address
 * shows (./route-preloads.ts), so the browser asks for them with the entry's.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { runtimeConfig } from '../partners'
import { pathUnder } from './path-under'
import { preloadLinks, type RoutePreload, withPreloadLinks } from './route-preloads'
import { registerSdkFiles } from './sdk-files'

export const distDir = resolve('dist')
export const hostDir = resolve(distDir, 'host')

/** Paths the host's index.html never answers: they belong to the API and the other mounts. */
const reserved = ['/api/', '/sdk/', '/examples/']
/** A missing file of these kinds is a 404, never the page (a browser would run the HTML as a script). */
const assetExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.map',
  '.json',
  '.png',
  '.jpg',
  '.svg',
  '.ico',
  '.woff2',
  '.txt',
])

/** A file read again only when it changes (a rebuild needs no restart). */
function fileReader<T>(file: string, read: (text: string) => T): () => T | null {
  let cached: { mtime: number; value: T } | null = null
  return () => {
    let mtime: number
    try {
      mtime = statSync(file).mtimeMs
    } catch {
      return null
    }
    if (cached?.mtime !== mtime) cached = { mtime, value: read(readFileSync(file, 'utf8')) }
    return cached.value
  }
}

/** The file under `root` that a URL path names, or null (no such file, a folder, or outside the root). */
function fileUnder(root: string, urlPath: string): string | null {
  const file = pathUnder(root, urlPath)
  if (!file) return null
  try {
    return statSync(file).isFile() ? file : null
  } catch {
    return null
  }
}

export async function registerStaticFiles(app: FastifyInstance, partnersFile?: string) {
  // the SDK's files from memory (./sdk-files.ts); the examples from disk as they are
  registerSdkFiles(app, resolve(distDir, 'sdk'))
  const examplesDir = resolve('examples')
  if (existsSync(examplesDir)) {
    await app.register(fastifyStatic, {
      root: examplesDir,
      prefix: '/examples/',
      decorateReply: false,
      maxAge: '5m',
      setHeaders: (res) => res.header('access-control-allow-origin', '*'),
    })
  }

  app.get('/api/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*')
    return runtimeConfig(partnersFile)
  })

  // The host: files of dist/host, else its index.html with the address's preloads (a rebuild needs no restart).
  const indexHtml = fileReader(resolve(hostDir, 'index.html'), (text) => text)
  const preloads = fileReader(resolve(hostDir, 'route-preloads.json'), (text) => JSON.parse(text) as RoutePreload[])
  await app.register(fastifyStatic, { root: hostDir, serve: false, decorateReply: true, preCompressed: true })
  const sendHostFile = (reply: FastifyReply, file: string) => {
    const relative = file.slice(hostDir.length + 1)
    // Vite names what is in assets/ by content: cache it for long; everything else revalidates.
    const immutable = relative.startsWith(`assets${sep}`)
    return reply.sendFile(relative, hostDir, {
      maxAge: immutable ? '365d' : 0,
      immutable,
      cacheControl: true,
    })
  }
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (reserved.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix)) return reply.callNotFound()
    const file = fileUnder(hostDir, path)
    if (file) return sendHostFile(reply, file)
    if (path.startsWith('/assets/') || assetExtensions.has(extname(path).toLowerCase())) return reply.callNotFound()
    const html = indexHtml()
    if (html === null) return reply.callNotFound()
    reply.header('cache-control', 'no-cache')
    return reply.type('text/html; charset=utf-8').send(withPreloadLinks(html, preloadLinks(preloads() ?? [], path)))
  })
}
