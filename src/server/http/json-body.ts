/**
 * Request bodies that mean what they say. Fastify's own JSON parser decodes invalid UTF-8 to U+FFFD (a name «��»
 * passed as two letters), takes lone UTF-16 surrogates (`"\ud800"`) as they come, and refuses an empty body with
 * `content-type: application/json`, so a client that always sends that header could not sign out. Here:
 * - an empty body is no body (an operation without one ignores it; one with one sees `{}` missing its fields);
 * - the raw bytes must be valid UTF-8: 422 naming the field the broken bytes fall in (lone surrogates, NUL and
 *   other control characters are the contract's text schemas' to refuse, field by field: `Line` and `Text`);
 * - a body that does not parse, or comes in a type the exchange does not read, is refused by the route only when
 *   the operation takes a body (see `route.ts`): an operation without one (logout) does its work whatever came.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError, invalidField } from './errors'
import type { MessageKey } from './messages'

/** A body that cannot be used; the route throws `error` when its operation reads a body. */
export class RejectedBody {
  constructor(readonly error: HttpError) {}
}

/**
 * A body that is JSON `null`. Fastify hands a request without a body to the route as `null` too (its validation
 * step turns `undefined` into `null`), so the parser marks the one that was sent: it is a 422 where an object is
 * expected, while no body at all reads as `{}`.
 */
export const jsonNull = Object.freeze({ jsonNull: true as const })

const utf8 = new TextDecoder('utf-8', { fatal: true })
const lenient = new TextDecoder('utf-8')

/** The first string of the value (key or text) that `bad` finds fault with, as its field path and the fault. */
function findBadText(
  value: unknown,
  bad: (text: string) => MessageKey | null,
  path: string[] = [],
): { field: string; key: MessageKey } | null {
  const at = (key: MessageKey, more: string[] = []) => ({ field: [...path, ...more].join('.') || '_', key })
  if (typeof value === 'string') {
    const key = bad(value)
    return key ? at(key) : null
  }
  if (value === null || typeof value !== 'object') return null
  for (const [name, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const field = String(name)
    const keyFault = typeof name === 'string' ? bad(name) : null
    if (keyFault) return at(keyFault, [field])
    const found = findBadText(item, bad, [...path, field])
    if (found) return found
  }
  return null
}

/** JSON's white space: space, tab, line feed, carriage return. */
const isJsonSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d

const malformed = () => new HttpError(422, 'validation_failed', {}, { _: 'body_malformed' })

/** The body as JSON, or a `RejectedBody` saying why not. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.every(isJsonSpace)) return undefined
  let text: string
  try {
    text = utf8.decode(raw)
  } catch {
    // name the field the broken bytes fall in: those whose text came out with U+FFFD
    let value: unknown
    try {
      value = JSON.parse(lenient.decode(raw))
    } catch {
      return new RejectedBody(invalidField('_', 'text_not_utf8'))
    }
    const found = findBadText(value, (s) => (s.includes('\ufffd') ? 'text_not_utf8' : null))
    return new RejectedBody(invalidField(found?.field ?? '_', 'text_not_utf8'))
  }
  try {
    const value: unknown = JSON.parse(text)
    return value === null ? jsonNull : value
  } catch {
    return new RejectedBody(malformed())
  }
}

/**
 * Replaces Fastify's JSON parser and reads any other type the exchange does not take (multipart has its own
 * parser) as a rejected body, so that an operation without a body answers whatever its caller sent.
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) =>
    done(null, parseJsonBody(raw as Buffer)),
  )
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, raw, done) => {
    const body = raw as Buffer
    if (body.length === 0) return done(null, undefined)
    return done(null, new RejectedBody(new HttpError(415, 'unsupported_media_type')))
  })
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request: FastifyRequest, raw, done) => {
    const body = raw as Buffer
    if (body.length === 0) return done(null, undefined)
    return done(null, new RejectedBody(new HttpError(415, 'unsupported_media_type')))
  })
}
