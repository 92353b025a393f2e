import { build, type InlineConfig, type Rolldown } from 'vite'

type Output = Rolldown.RolldownOutput
type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>

/** Names the chunk of a module a page loads at once, given how many entries load it; `null`: the bundler decides. */
export type ChunkOf = (module: { id: string; entries: number }) => string | null

/**
 * For each module some entry loads at once (in a chunk of the entry's static imports, the entry's own file aside)
 * and that is rendered into the output: how many entries load it. `ignoreEntry`: an aggregate entry not counted.
 */
export function firstLoadModules(output: Output, ignoreEntry?: (name: string) => boolean): Map<string, number> {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item)
  const entriesOf = new Map<string, number>()
  for (const entry of chunks.values()) {
    if (!entry.isEntry || ignoreEntry?.(entry.name)) continue
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      for (const imported of chunks.get(fileName)?.imports ?? []) {
        if (seen.has(imported)) continue
        seen.add(imported)
        visit(imported)
      }
    }
    visit(entry.fileName)
    const modules = new Set<string>()
    for (const fileName of seen) {
      const chunk = chunks.get(fileName)
      if (!chunk || chunk.isEntry) continue
      for (const [id, module] of Object.entries(chunk.modules)) if (module.renderedLength > 0) modules.add(id)
    }
    for (const id of modules) entriesOf.set(id, (entriesOf.get(id) ?? 0) + 1)
  }
  return entriesOf
}

/**
 * Fewer, larger chunks for what a page loads at once (issue 19). The bundler splits a page's static graph by the set
 * of entries and lazy imports that reach each module, so what a page needs before it can render came in 10 (a
 * widget) to 63 (the site's shell) files: a request each, the browser's six connections queueing them, and each
 * file compressed on its own (the site's shell is 12 KB gz lighter as one file than as 63).
 *
 * So the build runs twice: the first pass (not written) shows which modules each entry loads at once, as the
 * bundler split them after tree-shaking; the second puts those modules in the chunks `chunkOf` names (one
 * code-splitting group). Only modules some page already loaded at once move, so nothing an action loads lazily
 * moves into a first load. Used for the site's single entry; for the SDK's five elements, one chunk of what two or
 * more load made every page heavier (the bell's 61 -> 78 KB gz: it would load the others' kit pieces), so the
 * SDK keeps the bundler's own split.
 */
export async function buildWithFirstLoadChunks(
  config: InlineConfig,
  chunkOf: ChunkOf,
  ignoreEntry?: (name: string) => boolean,
): Promise<Output> {
  const first = (await build({ ...config, build: { ...config.build, write: false } })) as Output | Output[]
  const entriesOf = firstLoadModules(Array.isArray(first) ? (first[0] as Output) : first, ignoreEntry)
  const nameOf = (id: string) => {
    const entries = entriesOf.get(id)
    return entries === undefined ? null : chunkOf({ id, entries })
  }
  const rolldownOptions = config.build?.rolldownOptions ?? {}
  const output = (Array.isArray(rolldownOptions.output) ? {} : rolldownOptions.output) ?? {}
  const codeSplitting: CodeSplitting = typeof output.codeSplitting === 'object' ? output.codeSplitting : {}
  const result = (await build({
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        ...rolldownOptions,
        output: {
          ...output,
          codeSplitting: {
            ...codeSplitting,
            groups: [...(codeSplitting.groups ?? []), { name: (id) => nameOf(id), test: (id) => nameOf(id) !== null }],
          },
        },
      },
    },
  })) as Output | Output[]
  return Array.isArray(result) ? (result[0] as Output) : result
}
