/**
 * Errors that the framework or Node's HTTP parser raise before a route runs (a malformed URL, a path parameter
 * past `maxParamLength`, headers past Node's limit, a body too large or of another type). Their own answers are
 * English and shaped `{error, code, statusCode}`; the exchange answers every error as `{message}` in the caller's
 * language (spec 8), so each of them is translated here.
 */
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { languageOf, type MessageKey, translate } from './messages'

/** The message of an error the framework answers with this status (anything unnamed reads "bad request"). */
export function messageKeyOfStatus(status: number): MessageKey {
  switch (status) {
    case 401:
      return 'unauthorized'
    case 403:
      return 'forbidden'
    case 404:
      return 'route_not_found'
    case 405:
      return 'method_not_allowed'
    case 406:
      return 'not_acceptable'
    case 408:
      return 'request_timeout'
    case 413:
      return 'payload_too_large'
    case 414:
      return 'uri_too_long'
    case 415:
      return 'unsupported_media_type'
    case 431:
      return 'headers_too_large'
    default:
      return status >= 500 ? 'server_error' : 'bad_request'
  }
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`/api/v1/cargos/%E0`) is a 400, a path parameter longer
 * than `maxParamLength` a 414; both in the request language.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400)
  const lang = languageOf(request.headers['accept-language'])
  reply.status(status).send({ message: translate(lang, messageKeyOfStatus(status)) })
}

/** The Accept-Language of a request Node could not parse, read from the bytes it got (none: the default language). */
export function acceptLanguageOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined
  const head = rawPacket.subarray(0, 64 * 1024).toString('latin1')
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers or URL past `maxHeaderSize`: 431;
 * a timeout: 408; anything malformed: 400). No request object exists, so the answer is written on the socket.
 */
export function clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  if (!socket.writable) {
    socket.destroy(error)
    return
  }
  const lang = languageOf(acceptLanguageOf(error.rawPacket))
  const body = JSON.stringify({ message: translate(lang, messageKeyOfStatus(status)) })
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status]
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
  socket.destroy()
}
