import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The contract as a browser bundle needs it. The contract files (`src/core/contract/**`) declare each
 * endpoint once, with zod schemas for its params, query, body and answer: the server validates and serialises with
 * them, and the client's types come from them. At run time the browser needs far less: a call is its method and
 * path (and `multipart`, `status`; `access` for the site's menu). The server has already checked and serialised
 * every answer through the response schema, so reading the answer again through it in the browser costs the zod
 * schemas of every area a widget calls (a third of a widget's page) and finds nothing new.
 *
 * So, in the client builds only (SDK and host; tests and the server read the contract files as written):
 * - `defineEndpoint({ ... })` keeps only the properties listed in `keep` (the rest become blank space, so lines and
 *   columns of the file stay where they were and its source map holds);
 * - every top-level `const` whose value is computed (a schema, a call) is marked pure (`/* @__PURE__ *\/` on an
 *   arrow wrapping it), so the bundler drops the ones nothing reads any more: schemas used only by endpoints'
 *   answers and inputs vanish; those a widget or a form still parses, and the constants, stay.
 * A declaration written the usual way is handled the same, whoever adds it: nothing in the contract files changes.
 */
export interface ClientContractOptions {
  /** `defineEndpoint` properties kept in the bundle. */
  keep?: readonly string[]
  /**
   * Properties kept besides in the contract modules imported as `<file>?fx-body` (the host's forms validate with
   * the endpoints' bodies: `formBodies()` gives those pages that variant, the shell the light one).
   */
  keepWithBody?: readonly string[]
}

/** The query of a contract module variant that keeps its endpoints' bodies (see `formBodies`). */
export const bodyMarker = '?fx-body'

const always = ['method', 'path', 'multipart', 'status', 'access']

export interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

export function walk(node: Node, visit: (node: Node) => void) {
  visit(node)
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue
    if (Array.isArray(value)) for (const item of value) isNode(item) && walk(item, visit)
    else if (isNode(value)) walk(value, visit)
  }
}

/** Values that need no marking: nothing runs when they are evaluated, or the bundler sees it by itself. */
const inert = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral'])

/** `text` with every character but line breaks turned into a space (keeps lines and columns). */
export const blank = (text: string) => text.replace(/[^\n]/g, ' ')

const contractDir = `${path.join(path.resolve(import.meta.dirname, '..'), 'src/core/contract')}${path.sep}`

/** A module of the contract (not a test): declarations only, no side effect at its top level. */
export const isContractModule = (id: string) => {
  const file = id.split('?')[0] ?? id
  return file.startsWith(contractDir) && !/\.test\.tsx?$/.test(file)
}

export function clientContract(options: ClientContractOptions = {}): Plugin {
  const light = new Set([...always, ...(options.keep ?? [])])
  const withBody = new Set([...light, ...(options.keepWithBody ?? [])])
  return {
    name: 'fx-client-contract',
    transform(code, id) {
      if (!isContractModule(id) || id.includes('?fx-decl=')) return null
      const keep = id.includes(bodyMarker) ? withBody : light
      const program = this.parse(code) as unknown as Node
      // edits as [start, end, replacement], applied from the end so earlier offsets stay valid
      const edits: Array<[number, number, string]> = []
      walk(program, (node) => {
        if (node.type !== 'CallExpression') return
        const callee = node.callee as Node
        const args = node.arguments as Node[]
        if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint' || args[0]?.type !== 'ObjectExpression')
          return
        for (const property of args[0].properties as Node[]) {
          if (property.type !== 'Property') continue // a spread is kept as written
          const key = property.key as Node
          const name = key.type === 'Identifier' ? (key.name as string) : String(key.value)
          if (property.computed || keep.has(name)) continue
          // the property and its comma
          const end = code[property.end] === ',' ? property.end + 1 : property.end
          edits.push([property.start, end, blank(code.slice(property.start, end))])
        }
      })
      for (const statement of program.body as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null
          if (!init || inert.has(init.type)) continue
          edits.push([init.start, init.start, '/* @__PURE__ */ (() => ('])
          edits.push([init.end, init.end, '))()'])
        }
      }
      if (edits.length === 0) return null
      // inner edits (an endpoint's properties) lie within a declaration's value: apply them first
      edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])
      let out = code
      for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end)
      return { code: out, map: null }
    },
  }
}

/**
 * The host's contract in two variants. Its forms validate with the endpoints' bodies (`bodySchema(endpoint)`) or, for
 * a form that fills a GET's query, its query (`querySchema(endpoint)`), which are classic zod; the shell (the route table's calls, the session) reads only methods, paths and access rules. A
 * module that calls `bodySchema(` (a form's page) gets the contract as `<file>?fx-body` (bodies kept, and so for the
 * contract files those reach that declare endpoints or re-export others); every other importer, and every file of
 * schemas alone, gets the one light module (not a second copy).
 */
export function formBodies(): Plugin {
  const readsBodies = new Set<string>()
  const hasEndpoints = new Map<string, boolean>()
  const declaresOrForwardsEndpoints = (id: string) => {
    const file = id.split('?')[0] ?? id
    let known = hasEndpoints.get(file)
    if (known === undefined) {
      const text = readFileSync(file, 'utf8')
      known = text.includes('defineEndpoint(') || /^export (\*|\{[^}]*\}) from /m.test(text)
      hasEndpoints.set(file, known)
    }
    return known
  }
  return {
    name: 'fx-form-bodies',
    enforce: 'pre',
    transform(code, id) {
      if (!isContractModule(id) && (code.includes('bodySchema(') || code.includes('querySchema('))) readsBodies.add(id)
      return null
    },
    async resolveId(source, importer, options) {
      if (!importer || source.includes(bodyMarker) || source.includes('?fx-decl=')) return null
      const wanted = readsBodies.has(importer) || (importer.includes(bodyMarker) && isContractModule(importer))
      if (!wanted) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !isContractModule(resolved.id)) return null
      return declaresOrForwardsEndpoints(resolved.id) ? `${resolved.id}${bodyMarker}` : null
    },
  }
}
