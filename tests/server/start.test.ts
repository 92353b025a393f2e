import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/server/config'
import { uploadTempDir } from '../../src/server/modules/integrations/upload'
import { startServer } from '../../src/server/start'
import { testDbKind } from '../helpers/server'

/**
 * What `npm start` does, on an empty PGlite store: migrate, seed reference and demo data, serve; then restart,
 * removing the temporary upload a crash left.
 */
describe.skipIf(testDbKind() !== 'pglite')('npm start on a fresh embedded database', () => {
  it('starts, seeds, serves, and starts again on the same store without seeding twice, sweeping leftover uploads', async () => {
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

      // what kill -9 in the middle of an upload leaves (the pid is above any Linux gives: that process is gone)
      const leftover = join(uploadTempDir(dataDir), `import-4194305@${hostname()}-x1Y2z3`)
      mkdirSync(leftover, { recursive: true })
      writeFileSync(join(leftover, 'upload'), 'Номер\n1\n')
      app = await startServer(config, false)
      expect(existsSync(leftover)).toBe(false)
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
