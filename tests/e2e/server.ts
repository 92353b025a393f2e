/** The server the end-to-end tests run against: the real app, a fresh embedded database, demo data. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { configFromEnv } from '../../src/server/config'
import { startFakeBotApi } from '../../src/server/modules/telegram/fake-bot-api'
import { startServer } from '../../src/server/start'

const dataDir = mkdtempSync(join(tmpdir(), 'fx-e2e-'))
// Every test signs its users in from 127.0.0.1: the production limit (5 sign-ins a minute per address and login)
// made the helpers wait out 429s for whole minutes, so the e2e server allows more unless FX_LOGIN_RATE_LIMIT says.
// The integrations journey's webhook receiver listens on 127.0.0.1, a private address production refuses.
// Passwords are hashed at the tests' cost (src/server/services/passwords.ts): the journeys sign in many times.
process.env.FX_PASSWORD_COST ??= 'test'
const env = { FX_LOGIN_RATE_LIMIT: '1000', FX_WEBHOOK_ALLOW_PRIVATE: '1', FX_SIMULATED_DRIVER: '0', ...process.env }
// Telegram is never reachable from the tests: the bot's messages go to a fake Bot API (tests/e2e/origins.ts)
const fakeTelegram = await startFakeBotApi(
  Number(process.env.E2E_TELEGRAM_PORT ?? Number(process.env.PORT ?? 8181) + 1000),
)
const config = {
  ...configFromEnv(env),
  dataDir,
  uploadsDir: join(dataDir, 'uploads'),
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
