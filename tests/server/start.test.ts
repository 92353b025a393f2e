import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { configFromEnv } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/database'
import { uploadTempDir } from '../../src/server/modules/integrations/upload'
import { startServer } from '../../src/server/start'
import { pgliteTemplate } from '../helpers/database-templates'
import { testDbKind } from '../helpers/server'

/**
 * What `npm start` does on an embedded store that already holds the demo (the run's template, written where the
 * server keeps its store): migrate nothing, seed nothing twice, serve; then again after a crash, removing the
 * temporary upload it left. The first start on an empty store (migrate, seed the demo, analyze, serve) is what the
 * end-to-end run's server does on every run (tests/e2e/server.ts), so it is not paid for a second time here.
 */
describe.skipIf(testDbKind() !== 'pglite')('npm start on an embedded store that holds the demo', () => {
  it('starts and serves without seeding twice, and starts again sweeping leftover uploads', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fx-start-'))
    const config = { ...configFromEnv({}), dataDir, port: 0, host: '127.0.0.1' }
    const store = await openDatabase({
      kind: 'pglite',
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: await pgliteTemplate(inject('templateRun'), { demo: true, places: true }),
    })
    const countCargos = async (db: typeof store.db) =>
      (
        await db
          .selectFrom('cargos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    const cargos = await countCargos(store.db)
    expect(cargos).toBeGreaterThan(1000)
    await store.close()
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
      const after = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') })
      expect(await countCargos(after.db)).toBe(cargos)
      await after.close()
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
