/** Starts the exchange: `npm start`. Configuration: see config.ts and the README. */
import { configFromEnv } from './config'
import { startServer } from './start'

const app = await startServer(configFromEnv(), { level: process.env.LOG_LEVEL ?? 'info' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`)
    void app.close().then(() => process.exit(0))
  })
}
