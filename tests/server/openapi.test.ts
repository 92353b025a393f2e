import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, serverUrl } from '../../src/core/contract'
import { createTestServer, type TestServer } from '../helpers/server'

/** The OpenAPI document is built from the contract: every declared endpoint is listed, and no other API path. */
describe('OpenAPI document', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await createTestServer({ demo: false })
  })
  afterAll(() => s.close())

  it('lists every contract endpoint with its method, and the docs page answers', async () => {
    const res = await s.call({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> }
    const listed = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    )
    const declared = Object.values(endpoints).map(
      (e) => `${e.method} ${serverUrl(e.path).replace(/:([A-Za-z_]+)/g, '{$1}')}`,
    )
    for (const entry of declared) expect(listed, entry).toContain(entry)
    const extra = [...listed].filter((entry) => !declared.includes(entry) && !entry.endsWith(' /api/health'))
    expect(extra).toEqual([])
    const docs = await s.call({ method: 'GET', url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
  })
})
