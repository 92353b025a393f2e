/** Opens the database, migrates, seeds and builds the app: what `npm start`, the e2e tests and the bench share. */
import { join } from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { buildApp } from './app'
import type { ServerConfig } from './config'
import { openDatabase } from './db/database'
import { withStartupLock } from './db/lock'
import { migrate } from './db/migrate'
import { startAutoBidder } from './modules/integrations/auto-bid-repository'
import { startWebhookPump, webhookAdapter } from './modules/integrations/webhooks'
import { startAuctionCloser } from './modules/responses/auction-closer'
import { telegramAdapter } from './modules/responses/telegram'
import { seedDemo } from './seed/demo'
import { seedReference } from './seed/reference'
import { logAdapter, smtpAdapter, startOutboxWorker } from './services/outbox'

export async function startServer(config: ServerConfig, logger: FastifyServerOptions['logger'] = true) {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  )
  await migrate(database.db)
  await withStartupLock(database.db, async (trx) => {
    await seedReference(trx)
    if (config.seed) await seedDemo(trx, { uploadsDir: config.uploadsDir })
  })
  const app = await buildApp({ config, database, logger })
  const fallback = logAdapter(app.log)
  const mail = config.smtpUrl ? smtpAdapter(config.smtpUrl, config.mailFrom, fallback) : fallback
  const adapter = webhookAdapter(
    database.db,
    telegramAdapter(config.telegramBotToken, mail, undefined, config.telegramApiBase),
    fetch,
    { allowPrivate: config.webhookAllowPrivate },
  )
  const stopOutbox = startOutboxWorker(database.db, adapter, app.log)
  const stopWebhooks = startWebhookPump(database.db, app.log)
  const stopAutoBids = startAutoBidder(database.db, app.log)
  const stopAuctions = startAuctionCloser(database.db, app.log)
  app.addHook('onClose', async () => {
    stopOutbox()
    stopWebhooks()
    stopAutoBids()
    stopAuctions()
    await database.close()
  })
  await app.listen({ port: config.port, host: config.host })
  return app
}
