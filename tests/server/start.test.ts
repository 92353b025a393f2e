import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/server/config'
import { startServer } from '../../src/server/start'
import { testDbKind } from '../helpers/server'

/** What `npm start` does, on an empty PGlite store: migrate, seed reference and demo data, serve; then restart. */
describe.skipIf(testDbKind() !== 'pglite')('npm start on a fresh embedded database', () => {
  it('starts, seeds, serves, and starts again on the same store without seeding twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fx-start-'))
    const config = { ...configFromEnv({}), dataDir, port: 0, host: '127.0.0.1' }
    try {
      let app = await startServer(config, false)
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.json()).toMatchObject({ status: 'ok', database: 'pglite' })
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: 'shipper@example.com', password: 'demo12345' },
      })
      expect(login.statusCode).toBe(200)
      const places = await app.inject({ method: 'GET', url: '/api/v1/geo/places?query=Казань' })
      expect(places.json().data[0].name).toBe('Казань')
      await app.close()

      app = await startServer(config, false)
      const again = await app.inject({
        method: 'GET',
        url: '/api/v1/company/staff',
        headers: { authorization: `Bearer ${login.json().data.token}` },
      })
      expect(again.statusCode).toBe(200)
      await app.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
