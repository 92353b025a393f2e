/**
 * The OpenAPI document as a client generator needs it. @fastify/swagger builds it from the routes' zod schemas;
 * this module then gives every operation what the schemas alone cannot say:
 * - `operationId`: the contract endpoint's own name (`listCargos`), unique;
 * - query objects and arrays as the bracketed names the server reads with qs (`filter[cargo_id]`,
 *   `filter[truck_types][]`), one parameter each, so any generator sends exactly those;
 * - every status the endpoint answers (`declaredStatuses`) with the error shape `{message, errors}`, `Retry-After`
 *   on 429, `ETag` and 304 where answers revalidate;
 * - non-JSON answers as their media types (PDF, scans, the 1C file, the event stream) and multipart uploads with a
 *   binary `file` part;
 * - money in minor units with its currency field, `format` on dates and moments, `null` listed in nullable enums
 *   (OpenAPI 3.0.3: `nullable` does not add `null` to an `enum`, so strict validators need it listed).
 */
import { z } from 'zod'
import { ErrorBody } from '../../core/contract/common'
import { type Endpoint, type ErrorStatus, endpoints, serverUrl } from '../../core/contract/index'

/** What the route helper knows of a registered route beyond its contract declaration. */
export interface RouteFacts {
  rateLimited: boolean
}

interface Operation {
  name: string
  endpoint: Endpoint
  facts: RouteFacts
}

/** `GET /api/v1/cargos/{id}`: the document's spelling of a route. */
function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, '{$1}')}`
}

const nameByKey = new Map(
  Object.entries(endpoints).map(([key, endpoint]) => [
    operationKey(endpoint.method, serverUrl(endpoint.path)),
    key.slice(key.indexOf('.') + 1),
  ]),
)

/** Every route registered through the route helper, by its document key (the same for every app built). */
const operations = new Map<string, Operation>()

/** Called by the route helper for each route it registers. */
export function recordOperation(endpoint: Endpoint, url: string, facts: RouteFacts): string {
  const key = operationKey(endpoint.method, url)
  const name = nameByKey.get(key)
  if (!name) throw new Error(`${key} is not an endpoint of the contract`)
  operations.set(key, { name, endpoint, facts })
  return name
}

/** The endpoint's name (its operationId) and declaration, by method and URL as Fastify or the document spells it. */
export function operationOf(method: string, url: string): Operation | undefined {
  return operations.get(operationKey(method, url))
}

/**
 * Every status an endpoint answers: its success, 304 when it revalidates, and the errors its declaration implies
 * (401 and 403 when not public, 404 when it names an object by id, 409 and 415 on writes, 413 with a body, 422
 * always: an unknown query parameter is one, 429 when rate limited) plus those it declares itself.
 */
export function declaredStatuses(endpoint: Endpoint, facts: RouteFacts): number[] {
  const codes = new Set<number>([endpoint.status ?? 200, 422])
  if (etagged.has(endpoint)) codes.add(304)
  if (endpoint.access !== 'public') codes.add(401).add(403)
  if (readsIds(endpoint)) codes.add(404)
  if (endpoint.method !== 'GET') {
    // a write may find its object in a state that does not allow it (a response twice, a closed cargo)
    codes.add(409)
    // a body in a media type the endpoint does not read
    codes.add(415)
  }
  if (endpoint.body || endpoint.multipart) codes.add(413)
  if (facts.rateLimited) codes.add(429)
  for (const code of endpoint.errors ?? []) codes.add(code)
  return [...codes].sort((a, b) => a - b)
}

const idsRead = new WeakMap<Endpoint, boolean>()

/**
 * Does the endpoint name an object by id (a path parameter, or an `id`/`…_id` field of its body)? Ids in a query
 * filter a list (an unknown one finds nothing); an endpoint whose query names its object declares 404 itself.
 */
function readsIds(endpoint: Endpoint): boolean {
  let known = idsRead.get(endpoint)
  if (known === undefined) {
    const names: string[] = []
    const collect = (node: unknown) => {
      if (!node || typeof node !== 'object') return
      const properties = (node as Json).properties
      if (properties && typeof properties === 'object') names.push(...Object.keys(properties))
      for (const child of Object.values(node)) collect(child)
    }
    if (endpoint.body) collect(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }))
    known = !!endpoint.params || names.some((name) => /(^|_)ids?$/.test(name))
    idsRead.set(endpoint, known)
  }
  return known
}

/** Endpoints whose answers carry an ETag and answer 304 to a matching If-None-Match (see prepared-answer.ts). */
const etagged = new Set<Endpoint>([endpoints['account.me'], endpoints['cargo.listCargos']].filter((e) => !!e))

const errorMeaning: Record<ErrorStatus, string> = {
  401: 'Not signed in, or the token is revoked or expired',
  403: "The caller's roles or company may not do this",
  404: 'No such object, or not one the caller may see',
  409: "The object's state does not allow this now (`message` says why)",
  413: 'The body or the file is larger than allowed',
  415: 'The body is not in a media type the endpoint reads (JSON, or multipart/form-data for uploads)',
  422: 'Invalid input, an unknown field or an unknown query parameter: `errors` maps each field to its messages',
  429: 'Too many requests: try again after `Retry-After` seconds',
  503: 'A service the exchange relies on is unavailable: try again after `Retry-After` seconds',
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
}
const etagHeader = {
  ETag: { description: 'The representation; send it back as If-None-Match', schema: { type: 'string' } },
}

type Json = Record<string, unknown>
type Parameter = { name: string; in: string; schema: Json; required?: boolean; [key: string]: unknown }

/**
 * Query parameters as qs reads them: an object's fields become `name[field]`, an array `name[]` repeated (a one-item
 * array is still an array), so the parameter names themselves carry the brackets and no generator has to know
 * `deepObject` (which most cannot nest).
 */
export function flattenQuery(name: string, schema: Json, required: boolean): Parameter[] {
  const properties = schema.properties as Record<string, Json> | undefined
  if (schema.type === 'object' && properties) {
    const inner = new Set((schema.required as string[] | undefined) ?? [])
    return Object.entries(properties).flatMap(([field, child]) =>
      flattenQuery(`${name}[${field}]`, child, required && inner.has(field)),
    )
  }
  if (schema.type === 'array')
    return [{ name: `${name}[]`, in: 'query', schema, style: 'form', explode: true, ...(required ? { required } : {}) }]
  return [{ name, in: 'query', schema, ...(required ? { required } : {}) }]
}

/** Names of money fields: whole minor units (kopecks, x100). Those in `withCurrency` only beside a `currency`. */
const moneyNames = new Set([
  'price',
  'price_per_km',
  'agreed_price',
  'start_price',
  'min_step',
  'best_price',
  'price_low',
  'price_high',
  'max_bid',
  'my_price',
  'floor',
])
const withCurrency = new Set(['amount', 'order_amount', 'checked_amount', 'vat', 'advance', 'to_pay', 'step'])

const isNumeric = (schema: Json) =>
  schema.type === 'integer' ||
  schema.type === 'number' ||
  (Array.isArray(schema.anyOf) && (schema.anyOf as Json[]).some((s) => s.type === 'integer' || s.type === 'number'))

/** Walks every schema of the document once, fixing what generators and strict validators trip on. */
function refineSchema(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return
  if (Array.isArray(schema)) {
    for (const item of schema) refineSchema(item)
    return
  }
  const s = schema as Json
  if (s.nullable === true && Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null]
  // `nullable` on a schema without a type (any value) says nothing, and 3.0.3 requires a type beside it
  if (s.nullable === true && s.type === undefined && !s.oneOf && !s.allOf && !s.$ref) {
    // and on an `anyOf` it belongs to each branch
    if (Array.isArray(s.anyOf)) s.anyOf = (s.anyOf as Json[]).map((branch) => ({ ...branch, nullable: true }))
    delete s.nullable
  }
  // a tuple of equal items ([lon, lat]) comes as `anyOf` of one schema twice: it is that schema
  if (Array.isArray(s.anyOf) && s.anyOf.length > 1) {
    const first = JSON.stringify(s.anyOf[0])
    if ((s.anyOf as Json[]).every((item) => JSON.stringify(item) === first)) {
      Object.assign(s, s.anyOf[0])
      delete s.anyOf
    }
  }
  // a record keyed by an enum lists its keys as required without declaring them: each is the record's value
  if (Array.isArray(s.required) && s.additionalProperties && typeof s.additionalProperties === 'object') {
    const declared = (s.properties ?? {}) as Json
    for (const key of s.required as string[]) if (!(key in declared)) declared[key] = s.additionalProperties
    s.properties = declared
  }
  if (s.type === 'string' && !s.format) {
    if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$') s.format = 'date'
    else if (s.description === 'ISO 8601 date-time') s.format = 'date-time'
  }
  const properties = s.properties as Record<string, Json> | undefined
  if (properties && typeof properties === 'object') {
    const currency = 'currency' in properties
    for (const [name, child] of Object.entries(properties)) {
      if (!child || typeof child !== 'object' || child.description || !isNumeric(child)) continue
      if (moneyNames.has(name) || (currency && withCurrency.has(name)) || (name === 'step' && 'floor' in properties))
        child.description = currency
          ? 'Money in minor units (kopecks, x100) of the currency in `currency`'
          : 'Money in minor units (kopecks, x100), roubles'
    }
    if (currency && properties.currency && !properties.currency.description)
      properties.currency.description = 'ISO 4217 code of the money fields beside it (RUB)'
  }
  for (const value of Object.values(s)) refineSchema(value)
}

function errorResponse(code: ErrorStatus) {
  return {
    description: errorMeaning[code],
    ...(code === 429 || code === 503 ? { headers: retryAfter } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  }
}

function successResponse(endpoint: Endpoint, existing: Json | undefined) {
  const status = endpoint.status ?? 200
  const description = status === 201 ? 'Created' : status === 204 ? 'No content' : 'OK'
  if (!endpoint.produces) return { ...existing, description, ...(etagged.has(endpoint) ? { headers: etagHeader } : {}) }
  const content = Object.fromEntries(
    endpoint.produces.map((type) => [
      type,
      { schema: type.startsWith('text/event-stream') ? { type: 'string' } : { type: 'string', format: 'binary' } },
    ]),
  )
  return { description: existing?.description === 'Default Response' ? description : description, content }
}

function multipartBody(endpoint: Endpoint) {
  const fields = endpoint.body
    ? (z.toJSONSchema(endpoint.body, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Json)
    : {}
  const properties = { ...((fields.properties as Json | undefined) ?? {}), file: { type: 'string', format: 'binary' } }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, required: [...((fields.required as string[]) ?? []), 'file'] },
        encoding: { file: { contentType: 'application/octet-stream' } },
      },
    },
  }
}

function accessLine(endpoint: Endpoint): string {
  if (endpoint.access === 'public') return 'Anyone may call it; a bearer token, when sent, identifies the caller.'
  if (endpoint.access === 'user') return 'Any signed-in user.'
  return `Roles: ${endpoint.access.join(', ')}.`
}

const tagDescriptions: Record<string, string> = {
  account: "The signed-in user's profile, company card, e-mail and phone",
  analytics: 'Statistics, departments and goals',
  auth: 'Sign in, sign out, registration and password reset',
  cargo: 'The cargo search, one cargo, saved filters and favourites',
  companies: 'Companies, their staff and partners',
  dictionaries: 'Reference lists: truck types, load types and the like',
  finance: 'Advance payments, registries, factoring and verification',
  fleet: "A carrier's trucks, trailers, drivers, tasks and calendar",
  geo: 'Places: search, one place, the nearest place',
  help: 'Help guides and release notes',
  integrations: 'Imports, exports, custom logic, auto-bids and webhooks',
  notifications: 'Notifications, their count and the event stream',
  orders: 'Orders after a contract: documents, security checks, the order document',
  responses: 'Responses to cargos, auctions and contracts',
  reviews: 'Ratings and reviews of companies after their orders, answers, reports and moderation',
  tracking:
    "Live tracking of orders on the way: the driver's share link, positions from the browser or Telegram, the truck's track, distance left, ETA and late",
  shipper: "A shipper's own cargos: post, edit, stages, comments",
  suggests: 'Suggestions of companies and names while typing',
  system: 'Health and version',
  telegram: 'Telegram sign-in, verification and the mini app',
  trucks: 'The truck search, the trucks map, external carriers and price index',
}

/** Shapes the document @fastify/swagger built (see the top of this file). */
export function shapeDocument(document: Json): Json {
  const doc = structuredClone(document)
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>
  const tags = new Set<string>()
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const tag of (op.tags as string[] | undefined) ?? []) tags.add(tag)
      const found = operationOf(method, path)
      if (!found) continue
      const { name, endpoint, facts } = found
      op.operationId = name
      op.description = accessLine(endpoint)
      op.security = endpoint.access === 'public' ? [{}, { bearer: [] }] : undefined
      if (op.security === undefined) delete op.security
      op.parameters = ((op.parameters as Parameter[] | undefined) ?? []).flatMap((p) =>
        p.in === 'query' ? flattenQuery(p.name, p.schema, p.required === true) : [p],
      )
      if ((op.parameters as Parameter[]).length === 0) delete op.parameters
      if (endpoint.multipart) op.requestBody = multipartBody(endpoint)
      const before = (op.responses ?? {}) as Record<string, Json>
      const status = String(endpoint.status ?? 200)
      const responses: Record<string, unknown> = { [status]: successResponse(endpoint, before[status]) }
      for (const code of declaredStatuses(endpoint, facts)) {
        if (code === 304)
          responses['304'] = { description: 'Not modified: If-None-Match named the ETag', headers: etagHeader }
        else if (code >= 400) responses[String(code)] = errorResponse(code as ErrorStatus)
      }
      responses['5XX'] = {
        description: 'The server failed; nothing was changed',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      }
      op.responses = responses
    }
  }
  const components = (doc.components ?? {}) as Json
  components.schemas = {
    ...((components.schemas as Json | undefined) ?? {}),
    ErrorBody: z.toJSONSchema(ErrorBody, { target: 'openapi-3.0' }),
  }
  doc.components = components
  doc.security = [{ bearer: [] }]
  doc.tags = [...tags]
    .sort()
    .map((name) => ({ name, ...(tagDescriptions[name] ? { description: tagDescriptions[name] } : {}) }))
  refineSchema(doc.paths)
  refineSchema(components.schemas)
  return doc
}
