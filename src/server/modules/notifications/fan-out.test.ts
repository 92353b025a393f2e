/**
 * Two app instances of one exchange: a notification written through instance A reaches a live stream held by
 * instance B. On PostgreSQL each instance has its own pool and its own LISTEN connection (LISTEN/NOTIFY); with
 * Redis (when it answers) the instances talk over Redis pub/sub. PGlite is one process, so the PostgreSQL case is
 * skipped there (the Redis case runs on both).
 */
import { createConnection } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer, testDbKind } from '../../../../tests/helpers/server'
import { buildApp } from '../../app'
import type { ServerConfig } from '../../config'
import { type Database, openDatabase } from '../../db/database'
import { notify } from '../../services/notify'
import { tokenFor, userId } from '../account/testing'
import { listening, openStream, type SseClient, type SseEvent, sleep } from './testing'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(redisUrl)
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(500)
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** The URL of the test server's own PostgreSQL database (the helper creates one per file). */
async function databaseUrlOf(server: TestServer): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.db)
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${rows[0]!.name}`
  return url.toString()
}

interface Instance {
  app: FastifyInstance
  database: Database
  base: string
}

/** One more instance of the exchange: its own pool on PostgreSQL, the test server's database on PGlite. */
async function startInstance(server: TestServer, config: Partial<ServerConfig>): Promise<Instance> {
  const database: Database =
    server.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl ?? (await databaseUrlOf(server)), max: 3 })
      : { db: server.db, kind: server.kind, close: async () => {} }
  const app = await buildApp({ config: { ...server.config, ...config }, database })
  await app.ready()
  return { app, database, base: await listening(app) }
}

async function stop(instance: Instance | undefined) {
  if (!instance) return
  await instance.app.close()
  await instance.database.close()
}

const isCount = (event: SseEvent) => event.event === 'count'
const isNotification = (event: SseEvent) => event.event === 'notification'

describe.skipIf(testDbKind() !== 'postgres')(
  'notifications fan-out: two instances on one PostgreSQL (LISTEN/NOTIFY)',
  () => {
    let server: TestServer
    let a: Instance
    let b: Instance
    let carrier: number
    let token: string
    let stream: SseClient

    beforeAll(async () => {
      server = await createTestServer()
      const databaseUrl = await databaseUrlOf(server)
      a = await startInstance(server, { databaseUrl })
      b = await startInstance(server, { databaseUrl })
      carrier = await userId(server, 'carrier@example.com')
      token = await tokenFor(server, 'carrier@example.com')
    })
    afterAll(async () => {
      stream?.close()
      await stop(a)
      await stop(b)
      await server.close()
    })

    it('delivers a notification written through instance A to a stream on instance B, after the commit', async () => {
      stream = await openStream(`${b.base}/api/v1/notifications/stream?token=${token}&lang=en`)
      expect(stream.status).toBe(200)
      // the demo data decides the counts before; the notification adds one (not a transport one)
      const first = JSON.parse((await stream.next(isCount)).data)
      const from = stream.events.length
      const [id] = await a.database.db.transaction().execute(async (trx) => {
        const made = await notify(trx, {
          userId: carrier,
          type: 'contract',
          titleKey: 'contract_signed_title',
          params: { contract: 'ЗК-2001' },
          link: '/cargos/contracts',
        })
        await sleep(300)
        expect(stream.events.slice(from).filter(isNotification)).toEqual([])
        return made
      })
      const event = await stream.next(isNotification, { from })
      expect(JSON.parse(event.data)).toMatchObject({ id, title: 'Contract #ЗК-2001 signed', is_read: false })
      expect(JSON.parse((await stream.next(isCount, { from })).data)).toEqual({
        count: first.count + 1,
        transports: first.transports,
      })
    })

    it('sends the counts to instance B when the user reads on instance A', async () => {
      const from = stream.events.length
      const res = await a.app.inject({
        method: 'GET',
        url: '/api/v1/notifications/read?id=all',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(JSON.parse((await stream.next(isCount, { from })).data)).toEqual({ count: 0, transports: 0 })
    })

    it('ends its open streams when an instance closes', async () => {
      await stop(b)
      await Promise.race([stream.ended, sleep(3000).then(() => Promise.reject(new Error('the stream stayed open')))])
      b = undefined as unknown as Instance
    })
  },
)

const withRedis = await redisAnswers()

describe.skipIf(!withRedis)('notifications fan-out over Redis pub/sub', () => {
  let server: TestServer
  let a: Instance
  let b: Instance
  let shipper: number
  let token: string

  beforeAll(async () => {
    server = await createTestServer()
    a = await startInstance(server, { redisUrl })
    b = await startInstance(server, { redisUrl })
    shipper = await userId(server, 'shipper@example.com')
    token = await tokenFor(server, 'shipper@example.com')
  })
  afterAll(async () => {
    await stop(a)
    await stop(b)
    await server.close()
  })

  it('delivers a notification written through instance A to a stream on instance B', async () => {
    const stream = await openStream(`${b.base}/api/v1/notifications/stream`, { authorization: `Bearer ${token}` })
    try {
      // the demo data decides the counts before; the notification adds one (not a transport one)
      const first = JSON.parse((await stream.next(isCount)).data)
      const from = stream.events.length
      const [id] = await a.database.db.transaction().execute((trx) =>
        notify(trx, {
          userId: shipper,
          type: 'security_decision',
          titleKey: 'security_approved_title',
          bodyKey: 'security_approved_body',
          params: { carrier: 'ООО «Волга Транс»', route: { ru: 'Казань → Москва', en: 'Kazan → Moscow' } },
        }),
      )
      const event = await stream.next(isNotification, { from })
      expect(JSON.parse(event.data)).toMatchObject({
        id,
        title: 'Проверка безопасности пройдена',
        body: 'Перевозчик ООО «Волга Транс» допущен к рейсу Казань → Москва.',
      })
      expect(JSON.parse((await stream.next(isCount, { from })).data)).toEqual({
        count: first.count + 1,
        transports: first.transports,
      })

      const before = stream.events.length
      const read = await a.app.inject({
        method: 'GET',
        url: `/api/v1/notifications/read?id=${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(read.statusCode).toBe(200)
      expect(JSON.parse((await stream.next(isCount, { from: before })).data)).toEqual(first)
    } finally {
      stream.close()
    }
  })
})
