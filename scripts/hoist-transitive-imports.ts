import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Rollup's `hoistTransitiveImports`, which rolldown does not implement: each entry also imports every chunk its
 * chunks import, so a page fetches the whole static graph in one wave after the entry instead of discovering a
 * chunk only when the chunk that imports it has arrived (a round trip more on the cold load of a widget). The
 * imports are appended, on a line of their own: a chunk still evaluates after its dependencies, and the source maps'
 * lines do not move.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'fx-hoist-transitive-imports',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, string[]>()
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item.imports)
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !item.isEntry) continue
        const direct = new Set(item.imports)
        const all = new Set<string>()
        const visit = (file: string) => {
          for (const dep of chunks.get(file) ?? []) {
            if (all.has(dep)) continue
            all.add(dep)
            visit(dep)
          }
        }
        visit(item.fileName)
        const hoisted = [...all].filter((file) => !direct.has(file))
        if (hoisted.length === 0) continue
        const from = path.posix.dirname(item.fileName)
        const specifier = (file: string) => {
          const relative = path.posix.relative(from, file)
          return relative.startsWith('.') ? relative : `./${relative}`
        }
        const imports = `\n${hoisted.map((file) => `import"${specifier(file)}";`).join('')}`
        // before the source map comment, if the bundler has already added it
        const comment = item.code.lastIndexOf('\n//# sourceMappingURL=')
        item.code = comment < 0 ? item.code + imports : item.code.slice(0, comment) + imports + item.code.slice(comment)
        item.imports.push(...hoisted)
      }
    },
  }
}
