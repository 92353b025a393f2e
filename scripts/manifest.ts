/**
 * Writes `dist/custom-elements.json` (Custom Elements Manifest 2.1) from the widget definitions themselves: each
 * module of `src/widgets/registry.ts` is loaded through Vite's module runner (TypeScript, JSX and `?inline` CSS
 * work; outside a browser `defineWidget` registers nothing and returns the definition), and its attributes,
 * properties and events are read from their zod schemas. CSS custom properties come from the design tokens, parts
 * from the kit and the widget.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type InlineConfig, type Plugin, runnerImport } from 'vite'
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import type { Widget } from '../src/widgets/element'
import { readRegistry, repoRoot } from './widget-registry'

type Def = {
  type: string
  innerType?: $ZodType
  in?: $ZodType
  out?: $ZodType
  entries?: Record<string, string | number>
  values?: unknown[]
  element?: $ZodType
  shape?: Record<string, $ZodType>
  options?: $ZodType[]
  valueType?: $ZodType
}
const defOf = (schema: $ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** A TypeScript-like text of a schema's type, for `type.text`. */
export function typeText(schema: $ZodType, depth = 0): string {
  const def = defOf(schema)
  if (depth > 6) return 'unknown'
  const inner = (s: $ZodType | undefined) => (s ? typeText(s, depth + 1) : 'unknown')
  switch (def.type) {
    case 'string':
      return 'string'
    case 'number':
    case 'int':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'enum':
      return Object.values(def.entries ?? {})
        .map((v) => JSON.stringify(v).replaceAll('"', "'"))
        .join(' | ')
    case 'literal':
      return (def.values ?? []).map((v) => JSON.stringify(v).replaceAll('"', "'")).join(' | ')
    case 'optional':
      return `${inner(def.innerType)} | undefined`
    case 'nullable':
      return `${inner(def.innerType)} | null`
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner(def.innerType)
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: its type is the schema's
      return defOf(def.in as $ZodType).type === 'transform' ? inner(def.out) : inner(def.in)
    case 'array':
      return `Array<${inner(def.element)}>`
    case 'object':
      return `{ ${Object.entries(def.shape ?? {})
        .map(([k, v]) => `${k}: ${inner(v)}`)
        .join('; ')} }`
    case 'union':
      return (def.options ?? []).map(inner).join(' | ')
    case 'record':
      return `Record<string, ${inner(def.valueType)}>`
    default:
      return 'unknown'
  }
}

/** `doc()` of the widgets (zod/mini) and `.describe()` (classic) both write zod's global registry. */
const description = (schema: $ZodType) =>
  z.globalRegistry.get(schema)?.description ?? (schema as { description?: string }).description ?? ''

function defaultText(schema: $ZodType): string | undefined {
  const parsed = z.safeParse(schema, undefined)
  return parsed.success && parsed.data !== undefined ? JSON.stringify(parsed.data).replaceAll('"', "'") : undefined
}

const attributeName = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
const className = (tag: string) =>
  `${tag
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Element`

/** `--_name: var(--fx-name, default)` of the tokens file. */
function cssProperties() {
  const tokens = readFileSync(path.join(repoRoot, 'src/widgets/styles/tokens.css'), 'utf8')
  return [...tokens.matchAll(/--_([\w-]+): var\(--fx-\1, (.+)\);/g)].map(([, name, value]) => ({
    name: `--fx-${name}`,
    default: value,
  }))
}

function declaration(widget: Widget, kitParts: Record<string, string>) {
  const attributes = Object.entries(widget.attributes).map(([prop, schema]) => ({
    name: attributeName(prop),
    fieldName: prop,
    type: { text: typeText(schema) },
    ...(defaultText(schema) !== undefined ? { default: defaultText(schema) } : {}),
    description: description(schema),
  }))
  const members = [
    ...Object.entries(widget.attributes)
      .filter(([prop]) => prop !== 'lang')
      .map(([prop, schema]) => ({
        kind: 'field',
        name: prop,
        type: { text: typeText(schema) },
        attribute: attributeName(prop),
        reflects: true,
        description: description(schema),
      })),
    ...Object.entries(widget.properties).map(([prop, schema]) => ({
      kind: 'field',
      name: prop,
      type: { text: typeText(schema) },
      description: description(schema),
    })),
    {
      kind: 'field',
      name: 'token',
      type: { text: 'string | null' },
      description: "Write-only: signs the page's shared session in (null signs out). Never an attribute.",
    },
  ]
  return {
    kind: 'class',
    name: className(widget.tag),
    tagName: widget.tag,
    customElement: true,
    description: widget.description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members,
    events: Object.entries(widget.events).map(([name, schema]) => ({
      name,
      type: { text: `CustomEvent<${typeText(schema)}>` },
      description: description(schema),
    })),
    cssProperties: cssProperties(),
    cssParts: Object.entries({ ...kitParts, ...widget.parts }).map(([name, text]) => ({ name, description: text })),
  }
}

/** The manifest needs no CSS: `*.css?inline` loads as an empty string. */
const noCss: Plugin = {
  name: 'fx-manifest-no-css',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css?inline') ? '\0fx-no-css' : null),
  load: (id) => (id === '\0fx-no-css' ? 'export default ""' : null),
}
const runnerConfig: InlineConfig = { configFile: false, root: repoRoot, logLevel: 'error', plugins: [noCss] }

export async function writeManifest(file = path.join(repoRoot, 'dist/custom-elements.json')) {
  const { kitParts } = (
    await runnerImport<{ kitParts: Record<string, string> }>(
      path.join(repoRoot, 'src/widgets/ui/parts.ts'),
      runnerConfig,
    )
  ).module
  const modules = []
  const tags: string[] = []
  for (const entry of readRegistry()) {
    const { module } = await runnerImport<{ default: Widget }>(entry.file, runnerConfig)
    const widget = module.default
    if (!widget || widget.tag !== entry.tag) {
      throw new Error(`${entry.specifier}: its default export must be the defineWidget('${entry.tag}', …) result`)
    }
    const decl = declaration(widget, kitParts)
    tags.push(widget.tag)
    modules.push({
      kind: 'javascript-module',
      path: `sdk/${widget.tag}.js`,
      declarations: [decl],
      exports: [
        { kind: 'js', name: decl.name, declaration: { name: decl.name, module: `sdk/${widget.tag}.js` } },
        {
          kind: 'custom-element-definition',
          name: widget.tag,
          declaration: { name: decl.name, module: `sdk/${widget.tag}.js` },
        },
      ],
    })
  }
  const manifest = { schemaVersion: '2.1.0', readme: '', modules }
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return { file, tags }
}
