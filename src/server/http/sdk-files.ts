/**
 * The SDK's built files (dist/sdk) at /sdk/, answered from memory.
 *
 * A partner's page asks for the element's entry and the chunks of its first view at once, while the browser is busy
 * with the page: sent by the file server (open, stat, read, close, each a turn of the event loop that waits for a
 * core on a busy machine) a chunk came 35-40 ms after the first page's answer from the cache, which is one turn.
 * Here a file is read once, with the .br and .gz the build writes beside it, and sent as the cached answers are
 * (./prepared-answer.ts): the client's encoding, an ETag per representation, 304 on a match. A file is looked up
 * (stat) on every request, so a rebuild is served without a restart; the files of one build are about 3 MB.
 * The chunks, named by their content, are cached for a year; the entries, named by their element, for 5 minutes.
 */
import { readFileSync, statSync } from 'node:fs'
import { extname } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { pathUnder } from './path-under'
import { PreparedAnswer, sendPrepared } from './prepared-answer'

const types: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

interface Loaded {
  /** The file's modification time and size when read: a rebuilt file is read again. */
  version: string
  answer: PreparedAnswer
  type: string
}

/** The build's compressed copy of `file` when it is as new as the file (an older one is of another build). */
function compressedCopy(file: string, suffix: string, mtimeMs: number): Buffer | undefined {
  try {
    return statSync(`${file}${suffix}`).mtimeMs >= mtimeMs ? readFileSync(`${file}${suffix}`) : undefined
  } catch {
    return undefined
  }
}

export function registerSdkFiles(app: FastifyInstance, root: string): void {
  const loaded = new Map<string, Loaded>()
  const load = (file: string): Loaded | null => {
    let stat: ReturnType<typeof statSync>
    try {
      stat = statSync(file)
    } catch {
      return null
    }
    if (!stat.isFile()) return null
    const version = `${stat.mtimeMs}:${stat.size}`
    const known = loaded.get(file)
    if (known?.version === version) return known
    const compressed = {
      br: compressedCopy(file, '.br', stat.mtimeMs),
      gzip: compressedCopy(file, '.gz', stat.mtimeMs),
    }
    const type = types[extname(file).toLowerCase()] ?? 'application/octet-stream'
    const fresh = { version, answer: new PreparedAnswer(readFileSync(file), compressed), type }
    loaded.set(file, fresh)
    return fresh
  }

  app.get('/sdk/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0]?.slice('/sdk'.length) ?? ''
    const file = pathUnder(root, path)
    const found = file ? load(file) : null
    if (!found) return reply.callNotFound()
    // a chunk's name carries its content's hash (`chunkFileNames` in scripts/sdk.vite.config.ts): a returning
    // visitor's browser keeps it and asks for nothing; an entry keeps its name, cached briefly and revalidated
    const cacheControl = path.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
    reply.header('cache-control', cacheControl).header('access-control-allow-origin', '*')
    return sendPrepared(request, reply, found.answer, found.type)
  })
}
