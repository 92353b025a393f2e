/**
 * Which tables a piece of work reads: every statement run through Kysely passes the statement counter's plugin, which, inside
 * `collectReadTables`, compiles the statement and notes each table named after `from` or `join` (the compiled SQL,
 * so raw fragments and subqueries count). A remembered answer is forgotten by writes to the tables it was built
 * from (modules/caller-answers.ts): a test runs each remembered call inside a collector and checks that its cache
 * watches every table the call read. Outside a collector the plugin does nothing but one lookup.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { PostgresQueryCompiler, type QueryId, type RootOperationNode } from 'kysely'

const storage = new AsyncLocalStorage<Set<string>>()
const compiler = new PostgresQueryCompiler()
const readPattern = /\b(?:from|join)\s+(?:lateral\s+|only\s+)?(?:"?\w+"?\.)?"?([a-z_][a-z0-9_]*)\b"?(?!\s*\()/gi

/**
 * Notes the tables a statement reads when a collector is open: called by the one plugin every statement already
 * passes (statement-count.ts), not by a plugin of its own on the hot path.
 */
export function noteReadTables(node: RootOperationNode, queryId: QueryId): void {
  const tables = storage.getStore()
  if (!tables) return
  const text = node.kind === 'RawNode' ? node.sqlFragments.join(' ') : compiler.compileQuery(node, queryId).sql
  for (const match of text.matchAll(readPattern)) tables.add(match[1]!.toLowerCase())
}

/**
 * Runs `work` and returns the names after `from`/`join` of every statement it ran: tables, and also CTE names and
 * aliases of set-returning functions (the caller keeps the names that are tables).
 */
export async function collectReadTables<T>(work: () => Promise<T>): Promise<{ result: T; names: Set<string> }> {
  const names = new Set<string>()
  const result = await storage.run(names, work)
  return { result, names }
}
