/** The server the end-to-end tests run against: the real app, a fresh embedded database, demo data. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv, type ServerConfig } from '../../src/server/config'
import { startFakeBotApi } from '../../src/server/modules/telegram/fake-bot-api'
import { startServer } from '../../src/server/start'

// Every test signs its users in from 127.0.0.1: the production limit (5 sign-ins a minute per address and login)
// made the helpers wait out 429s for whole minutes, so the e2e server allows more unless FX_LOGIN_RATE_LIMIT says.
// The integrations journey's webhook receiver listens on 127.0.0.1, a private address production refuses.
// Passwords are hashed at the tests' cost (src/server/services/passwords.ts): the journeys sign in many times.
process.env.FX_PASSWORD_COST ??= 'test'
const env = { FX_LOGIN_RATE_LIMIT: '1000', FX_WEBHOOK_ALLOW_PRIVATE: '1', FX_SIMULATED_DRIVER: '0', ...process.env }
const configFor = (dataDir: string): ServerConfig => ({
  ...configFromEnv(env),
  dataDir,
  uploadsDir: join(dataDir, 'uploads'),
})

/**
 * The run's seeded store (`FX_E2E_STORE`, a folder playwright.config.ts names once per run): the first server of the
 * run builds it as `npm start` does on an empty folder (migrate, seed the demo, analyze), and every server of the
 * run starts on a copy of it. The run starts three servers (the main one and the auth and account pages' own), and a
 * demo seed on a fresh store was half a minute of each start.
 */
async function storeOf(store: string): Promise<string> {
  const lock = `${store}.lock`
  // a builder that died leaves its lock behind: after this long a waiter stops with an error instead of hanging
  const deadline = Date.now() + 180_000
  while (!existsSync(store)) {
    try {
      mkdirSync(lock) // atomic: exactly one server of the run gets it
    } catch {
      if (Date.now() > deadline) throw new Error(`the e2e store ${store} was not built in time`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      continue
    }
    try {
      const building = `${store}.building`
      rmSync(building, { recursive: true, force: true })
      const app = await startServer({ ...configFor(building), port: 0, host: '127.0.0.1' }, false)
      await app.close()
      renameSync(building, store)
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  return store
}

const store = process.env.FX_E2E_STORE
// `FX_E2E_PREPARE=1`: build the run's store and exit (scripts/test.sh does it while the build stage runs)
if (process.env.FX_E2E_PREPARE === '1') {
  if (!store) throw new Error('FX_E2E_PREPARE=1 needs FX_E2E_STORE')
  await storeOf(store)
  process.exit(0)
}

const dataDir = mkdtempSync(join(tmpdir(), 'fx-e2e-'))
if (store) cpSync(await storeOf(store), dataDir, { recursive: true })
// Telegram is never reachable from the tests: the bot's messages go to a fake Bot API (tests/e2e/origins.ts)
const fakeTelegram = await startFakeBotApi(
  Number(process.env.E2E_TELEGRAM_PORT ?? Number(process.env.PORT ?? 8181) + 1000),
)
const config = {
  ...configFor(dataDir),
  telegramBotToken: 'e2e:bot-token',
  telegramApiBase: fakeTelegram.url,
}
const app = await startServer(config, { level: process.env.LOG_LEVEL ?? 'warn' })
const stop = () => {
  void Promise.all([app.close(), fakeTelegram.close()]).finally(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
