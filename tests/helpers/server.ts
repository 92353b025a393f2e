/**
 * A fresh exchange for one test file: PGlite in memory, or, when FX_TEST_DB=postgres, a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped afterwards. Same migrations and seeds as production.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { buildApp } from '../../src/server/app'
import { configFromEnv, type ServerConfig } from '../../src/server/config'
import { type Database, openDatabase } from '../../src/server/db/database'
import type { DB } from '../../src/server/db/schema'
import { seedDemo } from '../../src/server/seed/demo'
import { fill, pgliteTemplate, postgresTemplate, type TemplateOptions, type TemplateRun } from './database-templates'

export interface TestServer {
  app: FastifyInstance
  db: Kysely<DB>
  kind: Database['kind']
  config: ServerConfig
  /** HTTP through app.inject; `token` adds the bearer header, `lang` the Accept-Language. */
  call(options: InjectOptions & { token?: string | null; lang?: 'ru' | 'en' }): Promise<LightMyRequestResponse>
  /** Signs in and answers the token. */
  login(login: string, password?: string): Promise<string>
  /** Signs demo users in by name (`carrier` is carrier@example.com) and answers their tokens by name. */
  loginDemo(names: readonly string[]): Promise<Record<string, string>>
  /** The newest message in the outbox to a recipient. */
  lastMessage(recipient: string): Promise<{ subject: string; body: string } | undefined>
  /** The 6-digit code in the newest message to a recipient. */
  lastCode(recipient: string): Promise<string>
  /** Every status each API route answered in this file, by `METHOD /api/...` as the route is registered. */
  answered: Map<string, Set<number>>
  close(): Promise<void>
}

export const testDbKind = (): 'pglite' | 'postgres' => (process.env.FX_TEST_DB === 'postgres' ? 'postgres' : 'pglite')

/** The run's template folder and id, when vitest's globalSetup gave them (tests/helpers/templates-setup.ts). */
function templateRun(): TemplateRun | undefined {
  try {
    return inject('templateRun')
  } catch {
    return undefined // outside a vitest run
  }
}

async function createPostgresDatabase(template: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('FX_TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `fx_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** A migrated and seeded database for one test file: a clone of the run's template, or built here without one. */
async function openTestDatabase(
  contents: TemplateOptions,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const run = templateRun()
  if (testDbKind() === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? ''
    const template = run ? await postgresTemplate(adminUrl, run, contents) : undefined
    const created = await createPostgresDatabase(template)
    const database = await openDatabase({ kind: 'postgres', url: created.url, max: 5 })
    if (!template) await fill(database, contents)
    return { database, drop: created.drop }
  }
  if (run) return { database: await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(run, contents) }) }
  const database = await openDatabase({ kind: 'pglite' })
  await fill(database, contents)
  return { database }
}

export async function createTestServer(
  options: { demo?: boolean; places?: boolean; config?: Partial<ServerConfig>; demoSeededAt?: Date } = {},
): Promise<TestServer> {
  // `demoSeededAt`: the demo seeded as of that moment into a clone of the template without it (not the day's)
  const asOf = options.demoSeededAt
  const { database, drop } = await openTestDatabase({
    demo: options.demo !== false && !asOf,
    places: options.places ?? false,
  })
  if (asOf) await seedDemo(database.db, { now: asOf })
  const config: ServerConfig = {
    ...configFromEnv({}),
    publicUrl: 'http://fx.test',
    telegramBotToken: '123456:test-bot-token',
    ...options.config,
  }
  const app = await buildApp({ config, database })
  const answered = new Map<string, Set<number>>()
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url
    if (!url?.startsWith('/api/')) return
    const key = `${request.method} ${url}`
    const statuses = answered.get(key) ?? new Set<number>()
    answered.set(key, statuses.add(reply.statusCode))
  })
  await app.ready()

  const server: TestServer = {
    app,
    db: database.db,
    kind: database.kind,
    config,
    answered,
    call({ token, lang, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'accept-language': lang ?? 'ru',
          ...headers,
        },
      })
    },
    async login(login, password = 'demo12345') {
      const res = await server.call({ method: 'POST', url: '/api/v1/auth/login', payload: { login, password } })
      if (res.statusCode !== 200) throw new Error(`login ${login} failed: ${res.statusCode} ${res.body}`)
      return res.json().data.token as string
    },
    async loginDemo(names) {
      const tokens: Record<string, string> = {}
      for (const name of names) tokens[name] = await server.login(`${name}@example.com`)
      return tokens
    },
    async lastMessage(recipient) {
      return database.db
        .selectFrom('outbox')
        .select(['subject', 'body'])
        .where('recipient', '=', recipient)
        .orderBy('id', 'desc')
        .executeTakeFirst()
    },
    async lastCode(recipient) {
      const message = await server.lastMessage(recipient)
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1]
      if (!code) throw new Error(`no code sent to ${recipient}`)
      return code
    },
    async close() {
      await app.close()
      await database.close()
      await drop?.()
    },
  }
  return server
}

/**
 * A test file's server and the world its tests share (companies, users, their tokens), made before the file's
 * tests and closed after them: read `t.server` and `t.w` inside the tests, where they exist.
 */
export function sharedWorld<W>(
  make: (server: TestServer) => Promise<W>,
  options?: Parameters<typeof createTestServer>[0],
): { server: TestServer; w: W } {
  const shared = {} as { server: TestServer; w: W }
  beforeAll(async () => {
    shared.server = await createTestServer(options)
    shared.w = await make(shared.server)
  })
  afterAll(() => shared.server.close())
  return shared
}
