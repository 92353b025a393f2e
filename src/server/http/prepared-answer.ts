/**
 * Bytes prepared once and sent many times: the cached API answers (./route.ts) and the SDK's files (./sdk-files.ts).
 * Each is sent as is or compressed as the client accepts, with an ETag per representation; a request whose
 * If-None-Match names it gets 304 and no body.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

export type Encoding = 'br' | 'gzip'

export class PreparedAnswer {
  readonly etag: string
  /** UTF-8 bytes, encoded once: encoding a 17 KB page of Cyrillic text on every send was half the cached route's CPU. */
  readonly body: Buffer
  private encoded: Map<Encoding, Buffer>
  /** `compressed`: the body already compressed (the build's .br and .gz files), used instead of compressing it. */
  constructor(content: string | Buffer, compressed: Partial<Record<Encoding, Buffer | undefined>> = {}) {
    this.body = typeof content === 'string' ? Buffer.from(content) : content
    this.etag = `"${createHash('sha1').update(this.body).digest('base64url')}"`
    this.encoded = new Map(
      Object.entries(compressed).filter((entry): entry is [Encoding, Buffer] => entry[1] !== undefined),
    )
  }

  /** The body compressed (made on first ask, kept with the answer), or undefined when too small to gain from it. */
  compressed(encoding: Encoding): Buffer | undefined {
    if (this.body.length < minCompressed) return undefined
    let bytes = this.encoded.get(encoding)
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotliCompressSync(this.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.body, { level: 9 })
      this.encoded.set(encoding, bytes)
    }
    return bytes
  }
}

/** Below about one packet, compressing saves nothing worth the header. */
const minCompressed = 1400

/** The encoding to send a prepared answer in: brotli, then gzip, when the client accepts it (not with q=0). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : header)
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const value = Array.isArray(header) ? header.join(',') : header
  return value.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, type: string) {
  // the same answer in another encoding is another representation: its own ETag, and caches told to look
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const bytes = encoding ? answer.compressed(encoding) : undefined
  const etag = bytes ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag
  const vary = reply.getHeader('vary')
  reply.header('vary', [vary, 'Accept-Encoding'].filter(Boolean).join(', '))
  reply.header('etag', etag)
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send()
  if (bytes) reply.header('content-encoding', encoding)
  return reply.type(type).send(bytes ?? answer.body)
}
