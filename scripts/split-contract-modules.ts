import type { Plugin } from 'vite'
import { isContractModule, type Node, walk } from './client-contract'

/**
 * One module per declaration of the contract, in the client builds. A bundler places whole modules in
 * chunks: when two elements read different declarations of one contract file (the cargo search an endpoint of
 * `reference.ts`, the order form its `PlaceType` schema), the file lands in the chunk both load, with every
 * declaration anyone kept, and the schemas of one element (classic zod with them) are loaded by the other.
 * Here each top-level declaration of a contract file becomes a module of its own (`<file>?fx-decl=<n>`, importing
 * the file's imports and the sibling declarations it names), and the file itself re-exports them: a page loads
 * exactly the declarations it reads. The contract files are written as ever; this runs after
 * `clientContract` (schemas of the endpoints dropped, values marked pure) and only in the browser bundles.
 */
const marker = '?fx-decl='

export function splitContractModules(): Plugin {
  const parts = new Map<string, string>()
  return {
    name: 'fx-split-contract-modules',
    resolveId(source) {
      return source.includes(marker) ? source : null
    },
    load(id) {
      return id.includes(marker) ? (parts.get(id) ?? null) : null
    },
    async transform(code, id) {
      if (id.includes(marker) || !isContractModule(id)) return null
      const program = this.parse(code) as unknown as Node
      const body = program.body as Node[]
      const imports: string[] = []
      /** A declaration statement: the names it declares and its text without `export`. */
      const declarations: Array<{ names: string[]; node: Node; text: string; exported: boolean }> = []
      const facade: string[] = []
      const loose: Node[] = []
      for (const statement of body) {
        if (statement.type === 'ImportDeclaration') {
          const source = statement.source as Node
          const resolved = await this.resolve(source.value as string, id)
          if (!resolved) return null
          const text = code.slice(statement.start, statement.end)
          imports.push(
            text.slice(0, source.start - statement.start) +
              JSON.stringify(resolved.id) +
              text.slice(source.end - statement.start),
          )
          continue
        }
        if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
          if (statement.type === 'ExportDefaultDeclaration') return null // not split: none in the contract
          const source = statement.source as Node
          const resolved = await this.resolve(source.value as string, id)
          if (!resolved) return null
          facade.push(`export * from ${JSON.stringify(resolved.id)};`)
          continue
        }
        const exported = statement.type === 'ExportNamedDeclaration'
        const declaration = exported ? (statement.declaration as Node | null) : statement
        if (exported && !declaration) {
          // `export { a, b }` or `export { x } from './y'`
          const source = statement.source as Node | null
          if (source) {
            const resolved = await this.resolve(source.value as string, id)
            if (!resolved) return null
            const text = code.slice(statement.start, statement.end)
            facade.push(
              text.slice(0, source.start - statement.start) +
                JSON.stringify(resolved.id) +
                text.slice(source.end - statement.start),
            )
          } else loose.push(statement)
          continue
        }
        if (!declaration) continue
        const names: string[] = []
        if (declaration.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations as Node[]) {
            const target = declarator.id as Node
            if (target.type !== 'Identifier') return null // destructuring: not split
            names.push(target.name as string)
          }
        } else if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
          names.push((declaration.id as Node).name as string)
        } else {
          loose.push(statement)
          continue
        }
        declarations.push({ names, node: declaration, text: code.slice(declaration.start, declaration.end), exported })
      }
      if (declarations.length < 2) return null
      const partOf = new Map<string, number>()
      declarations.forEach((declaration, index) => {
        for (const name of declaration.names) partOf.set(name, index)
      })
      const partId = (index: number) => `${id}${marker}${index}`
      /** `import { a, b } from '<part>'` for the sibling declarations a node names. */
      const siblingImports = (node: Node, own: readonly string[]) => {
        const named = new Map<number, Set<string>>()
        walk(node, (inner) => {
          if (inner.type !== 'Identifier') return
          const name = inner.name as string
          const index = partOf.get(name)
          if (index === undefined || own.includes(name)) return
          if (!named.has(index)) named.set(index, new Set())
          named.get(index)?.add(name)
        })
        return [...named].map(
          ([index, names]) => `import { ${[...names].join(', ')} } from ${JSON.stringify(partId(index))};`,
        )
      }
      declarations.forEach((declaration, index) => {
        parts.set(
          partId(index),
          [...imports, ...siblingImports(declaration.node, declaration.names), `export ${declaration.text}`].join('\n'),
        )
        if (declaration.exported)
          facade.push(`export { ${declaration.names.join(', ')} } from ${JSON.stringify(partId(index))};`)
      })
      // what is left at the top level (`export { a }`, `void check`) stays in the file, with what it names
      if (loose.length > 0) facade.unshift(...imports)
      for (const statement of loose) {
        facade.push(...siblingImports(statement, []), code.slice(statement.start, statement.end))
      }
      return { code: facade.join('\n'), map: null }
    },
  }
}
