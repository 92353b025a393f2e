/** Opens the database, migrates, seeds and builds the app: what `npm start`, the e2e tests and the bench share. */
import { join } from 'node:path'
import type { FastifyServerOptions } from 'fastify'
import { sql } from 'kysely'
import { buildApp } from './app'
import type { ServerConfig } from './config'
import { changeFeedOf } from './db/change-feed'
import { openDatabase } from './db/database'
import { withStartupLock } from './db/lock'
import { migrate } from './db/migrate'
import { startAutoBidder } from './modules/integrations/auto-bid-repository'
import { sweepUploads } from './modules/integrations/upload'
import { startWebhookPump, webhookAdapter, webhookSourceTables } from './modules/integrations/webhooks'
import { startAuctionCloser } from './modules/responses/auction-closer'
import { telegramAdapter } from './modules/responses/telegram'
import { startSimulatedDriver, startTrackingSweep } from './modules/tracking/jobs'
import { seedDemo } from './seed/demo'
import { seedReference } from './seed/reference'
import { logAdapter, smtpAdapter, startOutboxWorker } from './services/outbox'
import { testPasswordCost } from './services/passwords'

/** What the start is doing, before the app's logger exists: on stdout unless the log level is above info. */
function startLog(logger: FastifyServerOptions['logger']): (message: string) => void {
  const level = typeof logger === 'object' && logger && 'level' in logger ? String(logger.level) : 'info'
  const quiet = !logger || ['warn', 'error', 'fatal', 'silent'].includes(level)
  return quiet ? () => {} : (message) => console.log(`start: ${message}`)
}

export async function startServer(config: ServerConfig, logger: FastifyServerOptions['logger'] = true) {
  const say = startLog(logger)
  const started = performance.now()
  const since = () => `${Math.round(performance.now() - started)} ms`
  // a crash (kill -9 mid-upload) leaves its temporary upload files behind: nothing else would remove them
  const swept = await sweepUploads(config.dataDir)
  if (swept.length > 0) say(`removed ${swept.length} temporary upload files left by a stopped process`)
  say(config.databaseUrl ? 'opening PostgreSQL (DATABASE_URL)' : `opening PGlite in ${join(config.dataDir, 'pglite')}`)
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(config.dataDir, 'pglite') },
  )
  say(`migrating (${since()})`)
  const migrated = await migrate(database.db)
  let seeded = false
  await withStartupLock(database.db, async (trx) => {
    say(`loading reference data (${since()})`)
    await seedReference(trx)
    if (config.seed) {
      const empty = !(await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst())
      if (empty) say(`seeding the demo data into the empty database (${since()})`)
      await seedDemo(trx, { uploadsDir: config.uploadsDir })
      if (empty) {
        seeded = true
        const { n } = await trx
          .selectFrom('cargos')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        say(`seeded the demo data: ${n} cargos (${since()})`)
      }
    }
  })
  // The planner's statistics: PGlite runs no autovacuum, so without this its tables keep the sizes they had when
  // created (empty) and every list is planned as if it read a few rows; PostgreSQL learns a fresh seed's sizes too.
  // Statistics are stored with the data, so a restart with nothing seeded or migrated does not pay for them again.
  if (seeded || (database.kind === 'pglite' && migrated > 0)) {
    say(`analyzing the tables for the planner (${since()})`)
    await sql`analyze`.execute(database.db)
  }
  const app = await buildApp({ config, database, logger })
  if (testPasswordCost())
    app.log.warn("FX_PASSWORD_COST=test: passwords are hashed at the test suites' cost, never for production")
  const fallback = logAdapter(app.log)
  const mail = config.smtpUrl ? smtpAdapter(config.smtpUrl, config.mailFrom, fallback) : fallback
  const adapter = webhookAdapter(
    database.db,
    telegramAdapter(config.telegramBotToken, mail, undefined, config.telegramApiBase),
    fetch,
    { allowPrivate: config.webhookAllowPrivate },
  )
  const outbox = startOutboxWorker(database.db, adapter, app.log)
  const webhooks = startWebhookPump(database.db, app.log, undefined, () => outbox.wake())
  // a partner hears of a cargo as it is written, not a pump round later: this process's writes wake the pump (other
  // instances' writes reach it at its next round)
  const unheard = changeFeedOf(database.db)?.onChange((tables) => {
    if (tables.some((table) => webhookSourceTables.includes(table))) webhooks.wake()
  })
  const jobs = [
    outbox,
    webhooks,
    startAutoBidder(database.db, app.log),
    startAuctionCloser(database.db, app.log),
    startTrackingSweep(database.db, app.log),
  ]
  // the demo's truck on the way keeps moving while the demo runs (the e2e runs switch it off: FX_SIMULATED_DRIVER=0)
  if (config.seed && config.simulatedDriver) jobs.push(startSimulatedDriver(database.db, app.log))
  app.addHook('onClose', async () => {
    unheard?.()
    for (const job of jobs) job.stop()
    await database.close()
  })
  await app.listen({ port: config.port, host: config.host })
  say(`listening on http://${config.host}:${config.port} (${since()})`)
  return app
}
