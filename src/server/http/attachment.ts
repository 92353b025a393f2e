/**
 * A stored upload sent back as a download: its type as stored, its name as the user gave it (RFC 5987, so any
 * letters survive), never sniffed into something the browser would run, never kept in a shared cache.
 */
import type { FastifyReply } from 'fastify'

export function asAttachment(reply: FastifyReply, file: { mime: string; name: string }): void {
  reply
    .header('content-type', file.mime)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
}
