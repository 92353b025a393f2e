import { build, type InlineConfig, type Rolldown } from 'vite'

type Output = Rolldown.RolldownOutput
type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>

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
 * What a page loads at once, in one chunk. The bundler splits a page's static graph by the set of entries
 * and lazy imports that reach each module, so the site's shell needed 63 files before its first paint: a request
 * each, the browser's six connections queueing them, and each file compressed on its own (12 KB gz more than as one).
 *
 * So the build runs twice: the first pass (not written) shows which modules the entries load at once, as the
 * bundler split them after tree-shaking; the second puts those modules in the chunk `chunkName` (one code-splitting
 * group). Only modules a page already loaded at once move, so nothing an action loads lazily moves into a first
 * load. Used for the site's single entry; for the SDK's five elements, one chunk of what two or more load made every
 * page heavier (the bell's 61 -> 78 KB gz: it would load the others' kit pieces), so the SDK keeps the bundler's
 * own split.
 */
export async function buildWithFirstLoadChunk(config: InlineConfig, chunkName: string): Promise<Output> {
  const first = (await build({ ...config, build: { ...config.build, write: false } })) as Output | Output[]
  const firstLoad = firstLoadModules(Array.isArray(first) ? (first[0] as Output) : first)
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
            groups: [...(codeSplitting.groups ?? []), { name: chunkName, test: (id) => firstLoad.has(id) }],
          },
        },
      },
    },
  })) as Output | Output[]
  return Array.isArray(result) ? (result[0] as Output) : result
}
