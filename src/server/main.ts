/**
 * Starts the exchange: `npm start`. Configuration: see config.ts and the README.
 * With `FX_INSTANCES=N` (PostgreSQL only) the process forks N servers sharing the port (Node's cluster): the first
 * migrates and seeds, the others start once it listens; a server that dies is started again.
 */
import cluster from 'node:cluster'
import { configFromEnv } from './config'
import { startServer } from './start'

const config = configFromEnv()

if (config.instances > 1 && cluster.isPrimary) {
  if (!config.databaseUrl)
    throw new Error('FX_INSTANCES above 1 needs PostgreSQL (DATABASE_URL): PGlite is one process')
  // The workers accept connections themselves (the kernel spreads them), rather than the primary accepting each one
  // and handing it over: the primary stays out of the requests' way.
  cluster.schedulingPolicy = cluster.SCHED_NONE
  let stopping = false
  const fork = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork()
      worker.once('listening', () => resolve())
      worker.once('exit', (code) => {
        if (stopping) return
        console.error(`server ${worker.process.pid} exited with ${code}: starting another`)
        void fork()
      })
    })
  await fork()
  for (let i = 1; i < config.instances; i++) await fork()
  console.log(`${config.instances} servers on ${config.host}:${config.port}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
      const exitWhenAlone = () =>
        Object.keys(cluster.workers ?? {}).length === 0 ? process.exit(0) : setTimeout(exitWhenAlone, 50)
      exitWhenAlone()
    })
  }
} else {
  const app = await startServer(config, { level: process.env.LOG_LEVEL ?? 'info' })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`)
      void app.close().then(() => process.exit(0))
    })
  }
}
