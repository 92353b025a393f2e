/**
 * How many SQL statements a piece of work runs: every query built or run through Kysely passes `countPlugin`, which
 * adds one to the counter of the async context it runs in (`countStatements`). The app opens a counter per request
 * and, with `FX_SQL_COUNT=1`, answers it in the `x-sql-statements` header (the day bench reads it); tests call
 * `countStatements` around a repository function. Outside a counter the plugin does nothing but one lookup.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely'
import { noteReadTables } from './read-tables'

export interface StatementCounter {
  statements: number
}

const storage = new AsyncLocalStorage<StatementCounter>()

export function countPlugin(): KyselyPlugin {
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs) {
      const counter = storage.getStore()
      if (counter) counter.statements++
      noteReadTables(node, queryId)
      return node
    },
    async transformResult({ result }: PluginTransformResultArgs) {
      return result
    },
  }
}

/** Runs `work` with a fresh counter; the counter is read after `work` settles. */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter: StatementCounter = { statements: 0 }
  const result = await storage.run(counter, work)
  return { result, statements: counter.statements }
}

/** Runs `next` (the rest of a request) inside `counter`'s context. */
export function withCounter(counter: StatementCounter, next: () => void): void {
  storage.run(counter, next)
}
