/**
 * Reads `src/widgets/registry.ts` without running it (it imports React components and CSS): every
 * `'fx-tag': () => import('./folder/module')` entry, with the module's file. The build makes one entry per widget
 * from this list, and the manifest loads each module.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const repoRoot = path.resolve(import.meta.dirname, '..')
export const widgetsDir = path.join(repoRoot, 'src/widgets')
export const registryFile = path.join(widgetsDir, 'registry.ts')

export interface RegistryEntry {
  tag: string
  /** As written: `./cargo-search/element`. */
  specifier: string
  /** Absolute path of the module file. */
  file: string
  /**
   * The script-tag entry (`dist/sdk/<tag>.js`): the module file, or a `first-paint.ts` beside it, which draws the
   * element's first view without the framework and then loads the module (src/widgets/cargo-search/first-paint.ts).
   */
  entry: string
}

function resolveModule(specifier: string): string {
  const base = path.resolve(widgetsDir, specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate)) return candidate
  }
  throw new Error(`registry.ts: cannot find the module "${specifier}"`)
}

export function readRegistry(file = registryFile): RegistryEntry[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const entries: RegistryEntry[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isStringLiteral(node.name) &&
      ts.isArrowFunction(node.initializer) &&
      ts.isCallExpression(node.initializer.body) &&
      node.initializer.body.expression.kind === ts.SyntaxKind.ImportKeyword
    ) {
      const [argument] = node.initializer.body.arguments
      if (!argument || !ts.isStringLiteral(argument))
        throw new Error(`registry.ts: ${node.name.text} needs a literal import`)
      const file = resolveModule(argument.text)
      const firstPaint = path.join(path.dirname(file), 'first-paint.ts')
      entries.push({
        tag: node.name.text,
        specifier: argument.text,
        file,
        entry: existsSync(firstPaint) ? firstPaint : file,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (entries.length === 0) throw new Error('registry.ts lists no widget')
  for (const { tag } of entries) {
    if (!/^fx-[a-z0-9]+(-[a-z0-9]+)*$/.test(tag)) throw new Error(`registry.ts: "${tag}" is not an fx-* tag`)
  }
  return entries
}
