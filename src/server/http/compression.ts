/**
 * Compressed answers: every answer above 1 KB of a compressible type (JSON, text; never the event stream) goes out
 * in brotli or gzip as the request's Accept-Encoding allows (@fastify/compress, brotli at quality 4: a 40 KB list
 * in about a millisecond). Answers that are compressed already (the cached ones of ./prepared-answer.ts, the
 * build's .br/.gz files of ./static-files.ts) carry Content-Encoding and pass untouched. Request bodies are not
 * decompressed: uploads and forms are read as sent.
 */
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (routeOptions) => {
    routeOptions.decompress ??= false
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
}
