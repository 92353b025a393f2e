import path from 'node:path'
import type { Plugin } from 'vite'
import { blank, type Node, walk } from './client-contract'

/**
 * The widgets' schema files as a browser bundle needs them. `src/widgets/<name>/schema.ts` declares a
 * widget's attributes, properties and events with zod, documented with `doc(schema, text)`: the attributes and
 * properties are parsed in the browser; the events' schemas only type the events and, with every description, fill
 * the manifest (`scripts/manifest.ts`, which reads the source). So, in the client builds only:
 * - `export const events = { 'fx-a': schema, … }` keeps the names (`defineWidget` checks them) and drops the
 *   schemas (`'fx-a': 0`), with whatever they import (an event may carry a contract schema in classic zod);
 * - `doc(schema, 'text')` becomes `(schema)`: the documentation texts stay out of the pages;
 * - in the element modules (`<name>/element.ts` and `src/widgets/element.ts`, whose base attributes are documented
 *   too), `defineWidget(tag, Component, { …, description, parts })` loses `description` and `parts`, which only the
 *   manifest reads.
 * The text removed becomes blank space, so lines and columns stay where they were (and the source map holds).
 */
export function clientWidgetSchemas(): Plugin {
  const widgetsDir = `${path.join(path.resolve(import.meta.dirname, '..'), 'src/widgets')}${path.sep}`
  return {
    name: 'fx-client-widget-schemas',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      const base = path.basename(file)
      if (!file.startsWith(widgetsDir) || !/^(schema\.ts|element\.tsx?)$/.test(base)) return null
      const program = this.parse(code) as unknown as Node
      const edits: Array<[number, number, string]> = []
      for (const statement of program.body as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement
        if (declaration?.type !== 'VariableDeclaration') continue
        for (const declarator of declaration.declarations as Node[]) {
          const name = (declarator.id as Node).name
          const init = declarator.init as Node | null
          if (name !== 'events' || init?.type !== 'ObjectExpression') continue
          for (const property of init.properties as Node[]) {
            if (property.type !== 'Property') continue
            const value = property.value as Node
            edits.push([value.start, value.end, `0${blank(code.slice(value.start + 1, value.end))}`])
          }
        }
      }
      walk(program, (node) => {
        if (node.type !== 'CallExpression') return
        const callee = node.callee as Node
        const args = node.arguments as Node[]
        if (callee.type === 'Identifier' && callee.name === 'defineWidget' && args[2]?.type === 'ObjectExpression') {
          for (const property of args[2].properties as Node[]) {
            const key = property.key as Node | undefined
            if (property.type !== 'Property' || !key || !['description', 'parts'].includes(key.name as string)) continue
            // the property and its comma: `description: '…',` becomes blank
            const end = code[property.end] === ',' ? property.end + 1 : property.end
            edits.push([property.start, end, blank(code.slice(property.start, end))])
          }
          return
        }
        if (callee.type !== 'Identifier' || callee.name !== 'doc' || args.length !== 2) return
        const [schema, text] = args as [Node, Node]
        // inside an event's value, which goes as a whole
        if (edits.some(([start, end]) => node.start >= start && node.end <= end)) return
        edits.push([schema.end, node.end - 1, blank(code.slice(schema.end, node.end - 1))])
        edits.push([callee.start, callee.end, blank(code.slice(callee.start, callee.end))])
        void text
      })
      if (edits.length === 0) return null
      edits.sort((a, b) => b[0] - a[0])
      let out = code
      for (const [start, end, text] of edits) out = out.slice(0, start) + text + out.slice(end)
      return { code: out, map: null }
    },
  }
}
