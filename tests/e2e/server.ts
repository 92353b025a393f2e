/** The server the end-to-end tests run against: the real app, a fresh embedded database, demo data. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../../src/server/config'
import { startServer } from '../../src/server/start'

const dataDir = mkdtempSync(join(tmpdir(), 'fx-e2e-'))
const config = { ...configFromEnv(), dataDir, uploadsDir: join(dataDir, 'uploads'), telegramBotToken: 'e2e:bot-token' }
const app = await startServer(config, { level: process.env.LOG_LEVEL ?? 'warn' })
const stop = () => {
  void app.close().finally(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
