/**
 * A build's chunks as a page loads them, for the tests that check what a first load holds (sdk-first-load.test.ts,
 * host-first-load.test.ts): the chunks by file name, and the source files a chunk and its static imports bring.
 */
import path from 'node:path'
import type { Rolldown } from 'vite'
import { repoRoot } from './widget-registry'

export type Chunk = Rolldown.OutputChunk

/** The output's chunks by file name. */
export function chunksOf(output: Rolldown.RolldownOutput): Map<string, Chunk> {
  return new Map(
    output.output.filter((o): o is Chunk => o.type === 'chunk').map((chunk) => [chunk.fileName, chunk] as const),
  )
}

/**
 * The names of the chunks given and of every chunk they import statically, transitively, in the order reached; a
 * chunk in `skip` is neither listed nor gone through. Works on any chunk with its `imports` (an output chunk, or a
 * rendered one in a plugin's `renderChunk`: scripts/first-paint-chunks.ts).
 */
export function staticChunkNames(
  chunks: ReadonlyMap<string, { readonly imports: readonly string[] }>,
  fileNames: readonly string[],
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return
    seen.add(name)
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported)
  }
  for (const name of fileNames) visit(name)
  return [...seen]
}

/** The chunks given and every chunk they import statically, transitively. */
export function staticChunks(chunks: ReadonlyMap<string, Chunk>, ...fileNames: string[]): Chunk[] {
  return staticChunkNames(chunks, fileNames).map((name) => {
    const chunk = chunks.get(name)
    if (!chunk) throw new Error(`no chunk ${name}`)
    return chunk
  })
}

/** The source files (relative to the repo, without query) of the chunks given and of their static imports. */
export function staticModules(chunks: ReadonlyMap<string, Chunk>, ...fileNames: string[]): Set<string> {
  const modules = new Set<string>()
  for (const chunk of staticChunks(chunks, ...fileNames))
    for (const id of chunk.moduleIds) modules.add(path.relative(repoRoot, id.split('?')[0] ?? id))
  return modules
}

/** What a chunking pass can ask of the module graph (rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null
}

/**
 * The modules `root` imports statically, transitively, that none of `others` reaches by any import (static or
 * dynamic) and that `before` (what loads `root`) does not import statically: what only `root`'s part of the page
 * uses and loads with it, derived from the graph rather than listed by path, so a module moving in or out of the
 * drawing's graph moves with it.
 */
export function ownedModules(
  graph: ModuleGraph,
  root: string,
  others: readonly string[],
  before: readonly string[] = [],
): Set<string> {
  const reach = (starts: readonly string[], dynamic: boolean) => {
    const seen = new Set<string>()
    const stack = [...starts]
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      const info = graph.getModuleInfo(id)
      if (!info) continue
      stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []))
    }
    return seen
  }
  const shared = reach(others, true)
  for (const id of reach(before, false)) shared.add(id)
  const owned = new Set<string>()
  for (const id of reach([root], false)) if (!shared.has(id)) owned.add(id)
  return owned
}
