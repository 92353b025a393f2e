/** What every module gets: the database, the configuration and the shared services. */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { DatabaseKind } from '../db/database'
import type { DB } from '../db/schema'
import type { Partner } from '../partners'

export interface AppContext {
  db: Kysely<DB>
  dbKind: DatabaseKind
  config: ServerConfig
  /** The partners of config/partners.json, read at start. */
  partners: readonly Partner[]
}

export type Module = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void
