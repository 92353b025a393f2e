import { createConfig, lintFromString } from '@redocly/openapi-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, serverUrl } from '../../src/core/contract'
import { createTestServer, type TestServer } from '../helpers/server'

type Json = Record<string, unknown>
interface Operation {
  operationId?: string
  parameters?: { name: string; in: string; schema: Json; style?: string; explode?: boolean }[]
  responses: Record<string, { content?: Record<string, { schema: Json }>; headers?: Json }>
  requestBody?: { content: Record<string, { schema: Json }> }
}
interface Document {
  paths: Record<string, Record<string, Operation>>
}

/**
 * Rules of Redocly's recommended set that the spec's own paths break, each for a reason that stands:
 * - `no-ambiguous-paths`: spec 7 puts static segments where other paths have parameters (`cargos/status/{id}` and
 *   `cargos/{id}/favorite`); the router matches static segments first, so each request has one route;
 * - `no-identical-paths`: `carrier/cargos/{type}` (four words) and `carrier/cargos/{id}` (digits) are both spec 7's;
 * - `info-license`: the API is not published under a licence.
 */
const lintRules = { 'no-ambiguous-paths': 'off', 'no-identical-paths': 'off', 'info-license': 'off' } as const
/** Warnings left on purpose: health answers 200 or a 5xx, never a 4xx. */
const acceptedWarnings = ['operation-4xx-response #/paths/~1api~1health/get/responses']

/** The OpenAPI document is built from the contract: every declared endpoint is listed, and no other API path. */
describe('OpenAPI document', () => {
  let s: TestServer
  let doc: Document
  beforeAll(async () => {
    s = await createTestServer({ demo: false })
    doc = (await s.call({ method: 'GET', url: '/api/openapi.json' })).json()
  })
  afterAll(() => s.close())

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    )

  it('lists every contract endpoint with its method, and the docs page answers', async () => {
    const listed = new Set(operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`))
    const declared = Object.values(endpoints).map(
      (e) => `${e.method} ${serverUrl(e.path).replace(/:([A-Za-z_]+)/g, '{$1}')}`,
    )
    for (const entry of declared) expect(listed, entry).toContain(entry)
    const extra = [...listed].filter((entry) => !declared.includes(entry) && !entry.endsWith(' /api/health'))
    expect(extra).toEqual([])
    const docs = await s.call({ method: 'GET', url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
  })

  it("names each operation by its contract endpoint's name, once", () => {
    const names = Object.keys(endpoints).map((key) => key.split('.')[1])
    const ids = operations().map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id !== 'health').sort()).toEqual([...names].sort())
    const get = (path: string) => doc.paths[path]?.get?.operationId
    expect(get('/api/v1/cargos')).toBe('listCargos')
    expect(doc.paths['/api/v1/cargos/{id}/{status}/add']?.post?.operationId).toBe('addResponse')
  })

  it('passes the Redocly linter (recommended rules): no errors, no warnings but the accepted ones', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: lintRules })
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config })
    const found = problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`)
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.message}`)).toEqual([])
    expect(found.filter((p) => !acceptedWarnings.includes(p))).toEqual([])
  })

  it('declares query objects and arrays by the bracketed names the server reads, never as objects', () => {
    for (const { path, method, op } of operations())
      for (const p of op.parameters ?? [])
        expect(p.in === 'query' && p.schema.type === 'object', `${method} ${path} ${p.name}`).toBe(false)
    const names = (path: string) => (doc.paths[path]?.get?.parameters ?? []).map((p) => p.name)
    expect(names('/api/v2/cargos/responses')).toContain('filter[cargo_id]')
    expect(names('/api/v1/cargos')).toEqual(
      expect.arrayContaining(['filter[truck_types][]', 'filter[weight][min]', 'filter[start_date]']),
    )
    const truckTypes = doc.paths['/api/v1/cargos']?.get?.parameters?.find((p) => p.name === 'filter[truck_types][]')
    expect(truckTypes).toMatchObject({ style: 'form', explode: true, schema: { type: 'array' } })
  })

  it('answers 422 naming a query parameter the endpoint does not read, and reads the bracketed ones', async () => {
    const unknown = await s.call({ method: 'GET', url: '/api/v1/cargos?cargo_id=5', lang: 'en' })
    expect(unknown.statusCode).toBe(422)
    expect(Object.keys(unknown.json().errors)).toEqual(['cargo_id'])
    const nested = await s.call({ method: 'GET', url: '/api/v1/cargos?filter[cargo_id]=5', lang: 'en' })
    expect(nested.statusCode).toBe(422)
    expect(Object.keys(nested.json().errors)).toEqual(['filter.cargo_id'])
    const none = await s.call({ method: 'GET', url: '/api/v1/finance/factoring-companies?x=1' })
    expect([401, 422]).toContain(none.statusCode)
    const read = await s.call({
      method: 'GET',
      url: '/api/v1/cargos?filter[truck_types][]=1&filter[truck_types][]=2&filter[weight][min]=1&limit=5',
    })
    expect(read.statusCode).toBe(200)
  })

  it('declares errors with the error shape, Retry-After on 429, ETag and 304 where answers revalidate', () => {
    const login = doc.paths['/api/v1/auth/login']?.post
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '409', '413', '422', '429']))
    expect(login?.responses['422']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    })
    expect(login?.responses['429']?.headers).toHaveProperty('Retry-After')
    const list = doc.paths['/api/v1/cargos']?.get
    expect(list?.responses['304']?.headers).toHaveProperty('ETag')
    expect(list?.responses['200']?.headers).toHaveProperty('ETag')
    const mine = doc.paths['/api/v2/cargos/responses']?.get
    expect(Object.keys(mine?.responses ?? {}).sort()).toEqual(['200', '401', '403', '422', '5XX'])
  })

  it('declares binary and streamed answers as what they are, and uploads with a binary file part', () => {
    const content = (path: string) => Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {})
    expect(content('/api/v2/contracts/{id}/document')).toEqual(['application/pdf'])
    expect(content('/api/v2/cargos/responses/{id}/download-power-attorney')).toEqual(['application/pdf'])
    expect(content('/api/v1/orders/documents/{id}')).toEqual(['application/pdf', 'image/jpeg', 'image/png'])
    expect(content('/api/v1/notifications/stream')).toEqual(['text/event-stream'])
    const pdf = doc.paths['/api/v2/contracts/{id}/document']?.get?.responses['200']?.content?.['application/pdf']
    expect(pdf?.schema).toEqual({ type: 'string', format: 'binary' })
    const export1c = doc.paths['/api/v2/cargo-flow/shipper/advance-payments/export-1']?.post?.responses['200']
    expect(Object.keys(export1c?.content ?? {})).toEqual(['text/plain; charset=windows-1251'])
    const upload = doc.paths['/api/v1/orders/{id}/documents']?.post?.requestBody?.content['multipart/form-data']
    expect(upload?.schema).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } } })
  })

  it('lists null in every nullable enum, and gives money its unit and dates their format', () => {
    const text = JSON.stringify(doc)
    const walk = (node: unknown, visit: (n: Json) => void) => {
      if (!node || typeof node !== 'object') return
      visit(node as Json)
      for (const child of Object.values(node)) walk(child, visit)
    }
    const bad: Json[] = []
    walk(doc, (n) => {
      if (n.nullable === true && Array.isArray(n.enum) && !n.enum.includes(null)) bad.push(n)
    })
    expect(bad).toEqual([])
    const cargo = doc.paths['/api/v1/cargos']?.get?.responses['200']?.content?.['application/json']?.schema as Json
    const item = ((cargo.properties as Json).data as Json).items as { properties: Record<string, Json> }
    expect(item.properties.price?.description).toMatch(/minor units \(kopecks/)
    expect(item.properties.currency?.description).toMatch(/ISO 4217/)
    expect(item.properties.created_at?.format).toBe('date-time')
    expect(text).toContain('"format":"date"')
  })
})
