/**
 * fast-check arbitraries derived from the contract's input shapes (./contract-shapes.ts): values that mostly look
 * like what a field takes, mixed with bad ones (wrong types, missing and unknown fields, huge, negative and
 * fractional numbers, NUL and control characters, overlong strings, non-canonical ids), and whole requests with
 * wrong content types, or bodies that are `null`, an array, a number, empty, not UTF-8 or hold a lone surrogate. Used by the contract fuzz (tests/server/contract-fuzz.test.ts).
 */
import fc from 'fast-check'
import qs from 'qs'
import type { Endpoint } from '../../src/core/contract/endpoint'
import { pathParams, type Shape, shapeOf } from './contract-shapes'

const today = new Date()
const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)

/** Strings that have broken servers: control characters, NUL, lone surrogates, injections, paths, huge ones. */
const nastyStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  '\u0007bell',
  '\u001b[31mred',
  'line\r\nbreak',
  'tab\there',
  '\u007f',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\ufeffbom',
  '😀🚚',
  "'; drop table users; --",
  '" or 1=1 --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  `\${7*7}{{7*7}}`,
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  'x'.repeat(1001),
  'я'.repeat(5000),
  'z'.repeat(100_000),
]

/** Numbers (and would-be numbers) that have broken servers: out of range, fractional, non-canonical spellings. */
const nastyNumbers: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  0.1,
  -2147483648,
  2147483647,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  '0x13',
  '0b10011',
  '0o23',
  '1.9e1',
  '+19',
  ' 19',
  '19 ',
  '019',
  '19.0',
  '１９',
  '1_000',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  '1.5',
]

/** A value of the wrong kind for any field. */
const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, ''),
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.double(),
  fc.anything({ maxDepth: 2, maxKeys: 3, withNullPrototype: false }),
)

/** A plausible string for a field, by its name when the name says what it holds. */
function plausibleString(name: string, shape: Extract<Shape, { kind: 'string' }>): fc.Arbitrary<string> {
  const n = name.toLowerCase()
  if (n.includes('email') || n === 'login') return fc.constantFrom('shipper@example.com', 'new.user@example.com')
  if (n.includes('phone')) return fc.constantFrom('+79161234567', '89161234567', '+7 916 123-45-67')
  if (n === 'inn') return fc.constantFrom('7707083893', '5001007329', '500100732259')
  if (n.includes('date') || n === 'from' || n === 'to') return fc.integer({ min: -5, max: 40 }).map(day)
  if (n.startsWith('time')) return fc.constantFrom('08:00', '17:30', '23:59')
  if (n === 'currency') return fc.constantFrom('RUB', 'USD')
  if (n === 'ends_at') return fc.integer({ min: -2, max: 40 }).map((d) => `${day(d)}T12:00:00+03:00`)
  if (n === 'number') return fc.constantFrom('А123ВС77', 'ВВ1234 50', 'a123bc777')
  if (n === 'timezone') return fc.constantFrom('Europe/Moscow', 'Asia/Yekaterinburg')
  if (n === 'password') return fc.constantFrom('demo12345', 'secret-pass-1')
  if (n === 'code') return fc.constantFrom('123456', '000000')
  if (n === 'kpp' || n === 'bik') return fc.constantFrom('770701001', '044525225')
  if (n.includes('account')) return fc.constantFrom('40702810900000000001', '30101810400000000225')
  const max = Math.min(shape.max ?? 40, 40)
  const min = Math.min(shape.min ?? 0, max)
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.constantFrom('Казань', 'ООО «Ромашка»', 'Иван Петров', 'Москва, ул. Ленина, 1', 'test'),
  )
}

function plausibleNumber(name: string, shape: Extract<Shape, { kind: 'number' }>): fc.Arbitrary<number> {
  const isId = name === 'id' || name.endsWith('_id') || name.endsWith('_ids') || name.endsWith('Id')
  const min = Math.max(shape.min ?? -1_000, -1e9)
  const max = Math.min(shape.max ?? 1e9, 1e9)
  if (isId) return fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constant(999_999))
  if (shape.int) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true })
}

/**
 * A value for a shape: about one field in `badEvery` is bad (wrong kind, nasty string or number), objects now and
 * then miss a required field or carry an unknown one.
 */
export function fieldValue(shape: Shape, name = '', badEvery = 6): fc.Arbitrary<unknown> {
  const bad =
    shape.kind === 'string'
      ? fc.oneof(fc.constantFrom(...nastyStrings), wrongKind)
      : shape.kind === 'number'
        ? fc.oneof(fc.constantFrom(...nastyNumbers), wrongKind)
        : wrongKind
  const good = goodValueOf(shape, name, badEvery)
  return fc.oneof({ weight: badEvery - 1, arbitrary: good }, { weight: 1, arbitrary: bad })
}

function goodValueOf(shape: Shape, name: string, badEvery: number): fc.Arbitrary<unknown> {
  switch (shape.kind) {
    case 'string':
      return plausibleString(name, shape)
    case 'number':
      return plausibleNumber(name, shape)
    case 'boolean':
      return fc.boolean()
    case 'enum':
      return shape.values.length ? fc.constantFrom(...shape.values) : fc.constant(null)
    case 'array':
      return fc.array(fieldValue(shape.element, name.replace(/s$/, ''), badEvery), {
        maxLength: Math.min(shape.max ?? 3, 3),
      })
    case 'union':
      return shape.options.length ? fc.oneof(...shape.options.map((o) => goodValueOf(o, name, badEvery))) : wrongKind
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fieldValue(shape.value, name, badEvery), { maxKeys: 3 })
    case 'object': {
      const entries = Object.entries(shape.fields)
      const record = fc.record(
        Object.fromEntries(entries.map(([field, { shape: s }]) => [field, fieldValue(s, field, badEvery)])),
        { requiredKeys: entries.filter(([, f]) => !f.optional).map(([field]) => field) },
      )
      return fc
        .tuple(record, fc.nat({ max: 19 }), fc.nat({ max: Math.max(0, entries.length - 1) }))
        .map(([value, roll, which]) => {
          const out: Record<string, unknown> = { ...(value as Record<string, unknown>) }
          // 1 in 20: a field missing; 1 in 20: an unknown field
          if (roll === 0 && entries.length) delete out[entries[which]?.[0] ?? '']
          if (roll === 1) out[['unknown', 'is_admin', 'company_id', 'role'][which % 4] as string] = 1
          return out
        })
    }
    default:
      return wrongKind
  }
}

export interface FuzzRequest {
  method: Endpoint['method']
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/** A path parameter: mostly ids that exist or not, sometimes spelt the ways a lenient reader accepts. */
function paramValue(shape: Shape | undefined): fc.Arbitrary<string> {
  const odd = fc.constantFrom(
    '0x13',
    '%2B19',
    '1.9e1',
    '0b10011',
    '19.0',
    '019',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '%00',
    'a%00b',
    '%E0%A4%A',
    '%20',
    'null',
    'undefined',
    '__proto__',
    '..',
    '%2e%2e',
    '%2F',
    '9'.repeat(99),
  )
  if (shape?.kind === 'enum') {
    return fc.oneof(fc.constantFrom(...shape.values.map(String)), odd)
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }).map(String) },
    { weight: 1, arbitrary: fc.constant('999999') },
    { weight: 2, arbitrary: odd },
  )
}

const multipartOf = (fields: Record<string, unknown>, fileName: string, bytes: Uint8Array) => {
  const boundary = 'fxfuzzboundary'
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  )
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`
  const body = Buffer.concat([
    Buffer.from(parts.join('') + head),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** The body as sent: mostly JSON of the generated value, sometimes another content type or broken JSON. */
const bodyEncoding = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'broken-json',
  'text',
  'form',
  'xml',
  'top-level',
  'proto',
  'none',
  'null',
  'array',
  'number',
  'empty-json',
  'invalid-utf8',
  'lone-surrogate',
)

/** The JSON of the body with `insert` (raw bytes) put into its first string value, or as a new field `x`. */
function withinFirstString(body: unknown, insert: Buffer): Buffer {
  const json = JSON.stringify(body ?? {}) ?? '{}'
  const at = json.indexOf('":"')
  if (at >= 0) return Buffer.concat([Buffer.from(json.slice(0, at + 3)), insert, Buffer.from(json.slice(at + 3))])
  // no string value: an object gets a field `x` first, anything else becomes {"x": ...}
  const rest = json.startsWith('{') && json !== '{}' ? `",${json.slice(1)}` : '"}'
  return Buffer.concat([Buffer.from('{"x":"'), insert, Buffer.from(rest)])
}

/** A whole request for an endpoint: path parameters, query string, body and content type, language. */
export function requestOf(endpoint: Endpoint, apiUrl: (path: string) => string): fc.Arbitrary<FuzzRequest> {
  const names = pathParams(endpoint.path)
  const paramShapes = endpoint.params ? shapeOf(endpoint.params) : undefined
  const params = fc.tuple(
    ...names.map((name) => paramValue(paramShapes?.kind === 'object' ? paramShapes.fields[name]?.shape : undefined)),
  )
  const query = endpoint.query ? fieldValue(shapeOf(endpoint.query)) : fc.constant(undefined)
  const rawQuery = fc.oneof(
    { weight: 9, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a=%00', 'filter[price][min]=1.5', 'limit=1e3', 'limit[]=1', 'filter=x', '%E0%A4%A=1'),
    },
  )
  const body = endpoint.body ? fieldValue(shapeOf(endpoint.body)) : fc.constant(undefined)
  const fileName = fc.oneof(fc.constantFrom('doc.pdf', 'a\u0000b.pdf', '../../x.pdf', 'я.pdf'), fc.string())
  const fileBytes = fc.oneof(
    fc.constant(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')),
    fc.uint8Array({ maxLength: 64 }),
  )
  return fc
    .record({
      params,
      query,
      rawQuery,
      body,
      encoding: bodyEncoding,
      lang: fc.constantFrom('ru', 'en', 'en-US,en;q=0.9', 'de', '\u0000'),
      fileName,
      fileBytes,
    })
    .map(({ params: values, query: q, rawQuery: raw, body: b, encoding, lang, fileName: f, fileBytes: bytes }) => {
      let path = endpoint.path
      names.forEach((name, i) => {
        path = path.replace(`:${name}`, values[i] ?? '1')
      })
      const search = raw ?? (q && typeof q === 'object' ? qs.stringify(q) : q !== undefined ? String(q) : '')
      const url = `${apiUrl(path)}${search ? `?${search}` : ''}`
      const headers: Record<string, string> = { 'accept-language': lang.replace('\u0000', '') || 'ru' }
      const request: FuzzRequest = { method: endpoint.method, url, headers }
      if (endpoint.method === 'GET') return request
      if (endpoint.multipart && encoding !== 'text' && encoding !== 'xml') {
        const { payload, contentType } = multipartOf((b ?? {}) as Record<string, unknown>, f, bytes)
        return { ...request, payload, headers: { ...headers, 'content-type': contentType } }
      }
      switch (encoding) {
        case 'none':
          return request
        case 'broken-json':
          return { ...request, payload: '{"a": [1, ', headers: { ...headers, 'content-type': 'application/json' } }
        case 'text':
          return {
            ...request,
            payload: String(JSON.stringify(b)),
            headers: { ...headers, 'content-type': 'text/plain' },
          }
        case 'form':
          return {
            ...request,
            payload: qs.stringify(b ?? {}),
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          }
        case 'xml':
          return { ...request, payload: '<a>1</a>', headers: { ...headers, 'content-type': 'application/xml' } }
        case 'top-level':
          return { ...request, payload: '[1,2]', headers: { ...headers, 'content-type': 'application/json' } }
        case 'null':
        case 'array':
        case 'number':
        case 'empty-json':
          return {
            ...request,
            payload: { null: 'null', array: `[${JSON.stringify(b ?? {})}]`, number: '42', 'empty-json': '' }[encoding],
            headers: { ...headers, 'content-type': 'application/json' },
          }
        case 'invalid-utf8':
        case 'lone-surrogate':
          return {
            ...request,
            payload: withinFirstString(
              b,
              encoding === 'invalid-utf8' ? Buffer.from([0xc3, 0x28, 0xff]) : Buffer.from('\\ud800x'),
            ),
            headers: { ...headers, 'content-type': 'application/json' },
          }
        case 'proto':
          return {
            ...request,
            payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
            headers: { ...headers, 'content-type': 'application/json' },
          }
        default:
          return {
            ...request,
            payload: JSON.stringify(b ?? {}),
            headers: { ...headers, 'content-type': 'application/json' },
          }
      }
    })
}
