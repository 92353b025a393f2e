import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_VERSION, releaseOf } from '../../src/core/version'
import { demoReleaseNotes } from '../../src/server/seed/demo/release-notes'
import { createTestServer, type TestServer } from '../helpers/server'

describe('health and the OpenAPI document', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(() => server.close())

  it('answers health with the database kind', async () => {
    const res = await server.call({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: server.kind })
  })

  it('names one version: health, the version file, the newest release note and package.json agree', async () => {
    const health = (await server.call({ method: 'GET', url: '/api/health' })).json()
    expect(health.version).toBe(APP_VERSION)
    const file = await server.call({ method: 'GET', url: '/version.txt' })
    expect(releaseOf(file.body.trim())).toBe(APP_VERSION)
    const newest = [...demoReleaseNotes].sort((a, b) => a.days - b.days)[0]
    expect(newest?.version).toBe(APP_VERSION)
    expect(JSON.parse(readFileSync('package.json', 'utf8')).version).toBe(APP_VERSION)
  })

  it('answers 404 in the request language for an unknown API path', async () => {
    const ru = await server.call({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(ru.statusCode).toBe(404)
    expect(ru.json().message).toBe('Адрес не найден')
    const en = await server.call({ method: 'GET', url: '/api/v1/nothing-here', lang: 'en' })
    expect(en.json().message).toBe('Address not found')
  })
})

describe('request logs', () => {
  it('never show a token given in the query', async () => {
    const { redactUrl } = await import('../../src/server/app')
    expect(redactUrl('/api/v1/notifications/stream?token=fx_secret&lang=ru')).toBe(
      '/api/v1/notifications/stream?token=[redacted]&lang=ru',
    )
    expect(redactUrl('/api/v1/x?a=1&token=abc')).toBe('/api/v1/x?a=1&token=[redacted]')
  })
})
