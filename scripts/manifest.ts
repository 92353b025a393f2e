/**
 * Writes `dist/custom-elements.json` (Custom Elements Manifest 2.1) from the widget definitions themselves: each
 * module of `src/widgets/registry.ts` is loaded through Vite's module runner (TypeScript, JSX and `?inline` CSS
 * work; outside a browser `defineWidget` registers nothing and returns the definition), and its attributes,
 * properties and events are read from their zod schemas. CSS custom properties are what the element's style sheets
 * read (`var(--fx-…)` in the tokens, the base, the kit, the domain and the widget's own CSS), parts come from the
 * kit and the widget; scripts/manifest.test.ts checks both against the sources.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
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
      // an optional field may be left out (`{ k?: T | undefined }`), as a page writes the object
      return `{ ${Object.entries(def.shape ?? {})
        .map(
          ([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}${optional(v) ? '?' : ''}: ${inner(v)}`,
        )
        .join('; ')} }`
    case 'union':
      return (def.options ?? []).map(inner).join(' | ')
    case 'record':
      return `Record<string, ${inner(def.valueType)}>`
    default:
      return 'unknown'
  }
}

/** Whether a field of an object may be left out. */
const optional = (schema: $ZodType) => ['optional', 'default', 'prefault'].includes(defOf(schema).type)

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

/**
 * Every `var(--fx-name, default)` a CSS text reads, in order, each name once: the name and its fallback (nested
 * parentheses and line breaks included, white space collapsed).
 */
export function cssCustomProperties(css: string): { name: string; default?: string }[] {
  const found = new Map<string, string | undefined>()
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const match of text.matchAll(/var\(\s*(--fx-[\w-]+)\s*(,)?/g)) {
    const name = match[1] as string
    if (found.has(name)) continue
    let fallback: string | undefined
    if (match[2]) {
      let depth = 1
      let i = (match.index ?? 0) + match[0].length
      const start = i
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '(') depth++
        else if (text[i] === ')') depth--
      }
      fallback = text
        .slice(start, i - 1)
        .replace(/\s+/g, ' ')
        .trim()
    }
    found.set(name, fallback)
  }
  return [...found].map(([name, value]) => (value === undefined ? { name } : { name, default: value }))
}

/** The CSS files of a widget's folder. */
export function widgetCssFiles(tag: string): string[] {
  const entry = readRegistry().find((e) => e.tag === tag)
  if (!entry) return []
  const dir = path.dirname(entry.file)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file))
}

/** What the style sheets every widget adopts read: the design tokens, the base and the kit (and the domain's). */
export const sharedCssDirs = ['src/widgets/styles', 'src/widgets/ui', 'src/widgets/domain']

/** The `--fx-*` properties an element's style sheets read: the shared ones (tokens first), then its own. */
function cssProperties(tag: string) {
  const shared = sharedCssDirs.flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir))
      .filter((file) => file.endsWith('.css'))
      .sort((a, b) => (a === 'tokens.css' ? -1 : b === 'tokens.css' ? 1 : a.localeCompare(b)))
      .map((file) => path.join(repoRoot, dir, file)),
  )
  const css = [...shared, ...widgetCssFiles(tag)].map((file) => readFileSync(file, 'utf8')).join('\n')
  return cssCustomProperties(css).map((p) => ({
    ...p,
    description: cssDescriptions[p.name] ?? tokenDescription(p.name),
  }))
}

/** What a widget's own custom properties style. */
const cssDescriptions: Record<string, string> = {
  '--fx-font-family': 'The font of every widget (a font stack).',
  '--fx-calendar-busy': 'The colour of busy tasks in the transport calendar.',
  '--fx-calendar-available': 'The colour of available tasks.',
  '--fx-calendar-ready': 'The colour of ready tasks.',
  '--fx-calendar-arrival': 'The colour of arrivals.',
  '--fx-calendar-height': 'The height of the calendar grid (it scrolls inside).',
  '--fx-bell-size': 'The size of the bell button.',
  '--fx-bell-color': 'The colour of the bell.',
  '--fx-bell-hover': 'The background of the bell on hover.',
  '--fx-bell-active': 'The background of the bell while its panel is open.',
  '--fx-bell-active-color': 'The colour of the bell while its panel is open.',
  '--fx-badge-border': 'The ring around the unread badge.',
  '--fx-badge-color': 'The colour of the unread badge.',
  '--fx-badge-transport-color': 'The colour of the transport badge.',
}

function tokenDescription(name: string): string {
  return `Design token ${name.slice('--fx-'.length)} (shared by every widget).`
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
    cssProperties: cssProperties(widget.tag),
    // no element renders a <slot>: children of an fx-* element are not shown
    slots: [],
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
  const { manifest, tags } = await buildManifest()
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
  return { file, tags }
}

/** The manifest of every widget of the registry (what `writeManifest` writes). */
export async function buildManifest() {
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
  return { manifest, tags }
}
