/**
 * The import rule of DESIGN.md, checked: every relative import of `src/**` (static, type-only, `import()`,
 * `export ... from`, `?inline` CSS) is resolved to the zone it lands in and held against the rule table below.
 * `scripts/check-boundaries.test.ts` runs it on the repository, so `npm test` fails on a violation;
 * `npx tsx scripts/check-boundaries.ts` prints each one as `file:line imports X (rule)`.
 *
 * Imports are read with the TypeScript scanner (`ts.preProcessFile`), so comments and strings are not mistaken for
 * imports. Package imports (`react`, `zod`) and targets outside `src/` are not zones and are not checked here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

export type Zone =
  | 'contract'
  | 'core'
  | 'ui'
  | 'domain'
  | 'styles'
  | 'testing'
  | 'element'
  | 'sdk-entry'
  | 'widget'
  | 'host'
  | 'server'

/** Where a path lies: the first pattern that matches its repository path (with `/`) names its zone. */
const zonePatterns: readonly [Zone, RegExp][] = [
  ['contract', /^src\/core\/contract(\/|$)/],
  ['core', /^src\/core(\/|$)/],
  ['ui', /^src\/widgets\/ui(\/|$)/],
  ['domain', /^src\/widgets\/domain(\/|$)/],
  ['styles', /^src\/widgets\/styles(\/|$)/],
  ['testing', /^src\/widgets\/testing(\/|$)/],
  ['element', /^src\/widgets\/element\.tsx?$/],
  ['sdk-entry', /^src\/widgets\/[^/]+\.tsx?$/],
  // A widget folder: the zone is the folder itself (`widget:cargo-search`), so two folders are two zones.
  ['widget', /^src\/widgets\/([^/]+)(\/|$)/],
  ['host', /^src\/host(\/|$)/],
  ['server', /^src\/server(\/|$)/],
]

/**
 * The rule table: the zones each zone's files may import besides their own (a widget folder's own zone is that
 * folder alone), and the rule a violation names. Tests (`*.test.ts(x)`) are exempt (`isExempt`).
 */
export const rules: Record<Zone, { may: readonly Zone[]; rule: string }> = {
  // The contract is what the server shares with the client: whatever it imported, the server would import too.
  contract: { may: [], rule: 'core/contract imports only itself' },
  // Core is framework-free and ships in every bundle: it knows nothing of what is built on it.
  core: { may: ['contract'], rule: 'core imports nothing of widgets, host or server' },
  // The generic kit knows no cargo and no truck, and no widget: every widget and the host build on it.
  ui: { may: ['core', 'contract', 'styles'], rule: 'widgets/ui imports only core and widgets/styles' },
  // Domain pieces several widgets and host pages show (cargo details, respond form, relevant transport).
  domain: {
    may: ['core', 'contract', 'ui', 'styles'],
    rule: 'widgets/domain imports only core, widgets/ui and widgets/styles',
  },
  // Design tokens and shared CSS: the bottom of the widgets.
  styles: { may: [], rule: 'widgets/styles imports only itself' },
  // The test kit (fake exchange, test widgets) runs in the browser beside widgets; only tests import it (no other
  // zone lists it), and it must not drag host or server into a test bundle.
  testing: {
    may: ['core', 'contract', 'ui', 'domain', 'styles', 'element', 'sdk-entry', 'widget'],
    rule: 'widgets/testing imports widgets and core, not host or server',
  },
  // `defineWidget`: the shadow root, styles and attributes every element shares.
  element: { may: ['core', 'contract', 'ui', 'styles'], rule: 'widgets/element.ts imports only core, ui and styles' },
  // The SDK's entry files (registry, sdk, types): they gather every widget, and nothing of host or server.
  'sdk-entry': {
    may: ['core', 'contract', 'ui', 'domain', 'styles', 'element', 'widget'],
    rule: 'the SDK entry imports widgets and core, not host, server or the test kit',
  },
  // A widget stands alone (it ships as its own element): never another widget folder.
  widget: {
    may: ['core', 'contract', 'ui', 'domain', 'styles', 'element'],
    rule: 'a widget imports core, widgets/ui, widgets/domain, widgets/styles and widgets/element.ts, never another widget',
  },
  // The site composes widgets and core; it reaches the server only over HTTP.
  host: {
    may: ['core', 'contract', 'ui', 'domain', 'styles', 'element', 'sdk-entry', 'widget'],
    rule: 'host imports widgets and core, not server or the test kit',
  },
  // The server shares only the contract's schemas with the client.
  server: { may: ['contract'], rule: 'server imports only core/contract of core, nothing of widgets or host' },
}

/**
 * Tests may import anything: they put the parts together on purpose. A widget's fake exchange data
 * (`fake-*-api.ts`, read only by its browser tests) counts as part of its tests.
 */
export function isExempt(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)fake-[\w-]+-api\.ts$/.test(file)
}

export interface Place {
  zone: Zone
  /** A widget folder's name; undefined for the other zones. */
  folder?: string
}

/** The zone of a repository path (`src/...`, with `/`), or null outside every zone. */
export function zoneOf(file: string): Place | null {
  for (const [zone, pattern] of zonePatterns) {
    const match = pattern.exec(file)
    if (match) return zone === 'widget' ? { zone, folder: match[1] } : { zone }
  }
  return null
}

export interface Violation {
  /** Repository path of the importing file. */
  file: string
  line: number
  /** As written, e.g. `../../host/routes`. */
  specifier: string
  /** Repository path it resolves to (without extension when written without). */
  target: string
  rule: string
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line} imports ${v.specifier} (${v.rule})`
}

/** Every `.ts`/`.tsx` file under `dir`, as repository paths. */
function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(root, relative)
    return /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/**
 * The file a relative import lands on, as the bundlers resolve it (`x`, `x.ts`, `x.tsx`, `x/index.ts`, ...), as a
 * repository path; the bare joined path when no file matches (a CSS file, a fixture).
 */
export function resolveImport(root: string, file: string, specifier: string): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, '')))
  const isFile = (candidate: string) => {
    const full = path.join(root, candidate)
    return existsSync(full) && statSync(full).isFile()
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find(isFile) ?? base
}

/** The violations of one file of `root`, given its repository path. */
export function checkFile(root: string, file: string): Violation[] {
  const from = zoneOf(file)
  if (!from) {
    return [
      { file, line: 1, specifier: '-', target: file, rule: 'every file of src/ lies in a zone of the rule table' },
    ]
  }
  if (isExempt(file)) return []
  const text = readFileSync(path.join(root, file), 'utf8')
  const violations: Violation[] = []
  for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
    const specifier = imported.fileName
    if (!specifier.startsWith('.')) continue
    const target = resolveImport(root, file, specifier)
    const to = zoneOf(target)
    if (!to) continue
    const sameZone = to.zone === from.zone && to.folder === from.folder
    if (sameZone || rules[from.zone].may.includes(to.zone)) continue
    const line = text.slice(0, imported.pos).split('\n').length
    violations.push({ file, line, specifier, target, rule: rules[from.zone].rule })
  }
  return violations
}

/** The violations of every source file under `root/src`. */
export function checkBoundaries(root: string): Violation[] {
  return sourceFiles(root, 'src').flatMap((file) => checkFile(root, file))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const violations = checkBoundaries(path.resolve(import.meta.dirname, '..'))
  for (const v of violations) console.log(formatViolation(v))
  console.log(violations.length === 0 ? 'boundaries: no violation' : `boundaries: ${violations.length} violation(s)`)
  process.exitCode = violations.length === 0 ? 0 : 1
}
