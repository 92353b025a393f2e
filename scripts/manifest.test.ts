/**
 * The manifest (dist/custom-elements.json) against the sources: every `part` the widgets' code renders and every
 * `--fx-*` custom property their style sheets read is listed for the element that has it. (The example apps'
 * end-to-end run, tests/e2e/sdk-package.spec.ts, checks the parts the elements really render in Chromium.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildManifest, cssCustomProperties, sharedCssDirs, widgetCssFiles } from './manifest'
import { readRegistry, repoRoot, widgetsDir } from './widget-registry'

interface Declaration {
  tagName: string
  attributes: { name: string; fieldName: string }[]
  members: { name: string; attribute?: string }[]
  events: { name: string }[]
  cssParts: { name: string }[]
  cssProperties: { name: string; default?: string }[]
  slots: unknown[]
}

let declarations: Declaration[]
beforeAll(async () => {
  const { manifest } = await buildManifest()
  declarations = manifest.modules.map((m) => m.declarations[0] as unknown as Declaration)
}, 60_000)

const byTag = (tag: string) => declarations.find((d) => d.tagName === tag) as Declaration

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return ['testing', 'demo', 'react'].includes(entry.name) ? [] : sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The part names a source file writes: `part="x"`, `part: 'x'`, and the literals of `part={a ? 'x' : 'y'}`. */
function partsIn(source: string): string[] {
  const names = new Set<string>()
  for (const m of source.matchAll(/\bpart(?:=|:\s*)["']([a-z][a-z0-9-]*)["']/g)) names.add(m[1] as string)
  for (const m of source.matchAll(/\bpart=\{([^}]*)\}/g)) {
    for (const literal of (m[1] as string).matchAll(/["'`]([a-z][a-z0-9-]*)["'`]/g)) names.add(literal[1] as string)
  }
  return [...names]
}

const partsOfDir = (dir: string) => new Set(sourceFiles(dir).flatMap((file) => partsIn(readFileSync(file, 'utf8'))))

describe('the manifest', () => {
  it('lists every widget of the registry, with attributes, properties, events and no slots', () => {
    expect(declarations.map((d) => d.tagName)).toEqual(readRegistry().map((e) => e.tag))
    for (const d of declarations) {
      expect(d.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['api-base', 'lang', 'partner', 'theme']))
      expect(d.members.map((m) => m.name)).toContain('token')
      expect(d.slots).toEqual([])
    }
    expect(byTag('fx-cargo-search').members.map((m) => m.name)).toContain('filters')
    expect(byTag('fx-cargo-search').events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['fx-cargo-select', 'fx-search']),
    )
  })

  it("lists every part a widget's code renders: its own, the kit's and the domain's", () => {
    for (const entry of readRegistry()) {
      const listed = new Set(byTag(entry.tag).cssParts.map((p) => p.name))
      const own = partsOfDir(path.dirname(entry.file))
      expect(
        [...own].filter((p) => !listed.has(p)),
        entry.tag,
      ).toEqual([])
    }
    // the kit's and the domain's pieces show in several widgets (a form's placeholder takes the form's part)
    const everyListed = new Set(declarations.flatMap((d) => d.cssParts.map((p) => p.name)))
    const shared = new Set([
      ...partsOfDir(path.join(widgetsDir, 'ui')),
      ...partsOfDir(path.join(widgetsDir, 'domain')),
      ...partsIn(readFileSync(path.join(widgetsDir, 'element.ts'), 'utf8')),
    ])
    expect(
      [...shared].filter((p) => !everyListed.has(p)),
      "the kit's and the domain's parts",
    ).toEqual([])
    expect(byTag('fx-order-form').cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['calendar-button']))
  })

  it('lists every --fx-* custom property its style sheets read, with the fallback they use', () => {
    const shared = sharedCssDirs.flatMap((dir) =>
      readdirSync(path.join(repoRoot, dir))
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(path.join(repoRoot, dir, f), 'utf8')),
    )
    for (const entry of readRegistry()) {
      const read = cssCustomProperties(
        [...shared, ...widgetCssFiles(entry.tag).map((f) => readFileSync(f, 'utf8'))].join('\n'),
      ).map((p) => p.name)
      const listed = byTag(entry.tag).cssProperties.map((p) => p.name)
      expect(listed.sort(), entry.tag).toEqual([...new Set(read)].sort())
    }
    const calendar = byTag('fx-transport-calendar').cssProperties.map((p) => p.name)
    expect(calendar).toEqual(expect.arrayContaining(['--fx-font-family', '--fx-calendar-busy', '--fx-calendar-height']))
    expect(byTag('fx-cargo-search').cssProperties.find((p) => p.name === '--fx-font-family')?.default).toMatch(
      /^system-ui, -apple-system/,
    )
  })

  it('reads custom properties with nested fallbacks across lines', () => {
    expect(
      cssCustomProperties('a { b: var(--fx-x, light-dark(#fff, var(--fx-y)));\n c: var(\n --fx-z,\n a,\n b) }'),
    ).toEqual([
      { name: '--fx-x', default: 'light-dark(#fff, var(--fx-y))' },
      { name: '--fx-y' },
      { name: '--fx-z', default: 'a, b' },
    ])
  })
})
