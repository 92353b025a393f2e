import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkBoundaries, checkFile, formatViolation, rules } from './check-boundaries'

const repoRoot = path.resolve(import.meta.dirname, '..')

describe('the import rule on the repository', () => {
  it('holds: no file of src/ imports across a boundary', () => {
    expect(checkBoundaries(repoRoot).map(formatViolation)).toEqual([])
  })
})

/** A small tree with one file in every zone, for the importers of the cases to point at. */
const targets: Record<string, string> = {
  'src/core/contract/index.ts': '',
  'src/core/i18n/index.ts': '',
  'src/widgets/ui/index.ts': '',
  'src/widgets/domain/cargo-details.tsx': '',
  'src/widgets/styles/index.ts': '',
  'src/widgets/styles/tokens.css': '',
  'src/widgets/testing/fake-exchange.ts': '',
  'src/widgets/element.ts': '',
  'src/widgets/registry.ts': '',
  'src/widgets/alpha/alpha.tsx': '',
  'src/widgets/alpha/alpha.css': '',
  'src/widgets/beta/beta.tsx': '',
  'src/host/routes.ts': '',
  'src/server/app.ts': '',
}

let root: string

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

/** Writes `text` as `file` and answers its violations, as `line: rule`. */
function check(file: string, text: string): string[] {
  write(file, text)
  return checkFile(root, file).map((v) => `${v.line}: ${v.rule}`)
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'fx-boundaries-'))
  for (const [file, text] of Object.entries(targets)) write(file, text)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** One import per case: the importing file, what it imports, and whether the rule table allows it. */
const cases: [file: string, specifier: string, allowed: boolean][] = [
  ['src/core/i18n/file.ts', '../contract', true],
  ['src/core/i18n/file.ts', '../../widgets/ui', false],
  ['src/core/i18n/file.ts', '../../host/routes', false],
  ['src/core/i18n/file.ts', '../../server/app', false],
  ['src/core/contract/file.ts', '../i18n', false],
  ['src/widgets/ui/file.ts', '../../core/i18n', true],
  ['src/widgets/ui/file.ts', '../styles', true],
  ['src/widgets/ui/file.ts', '../domain/cargo-details', false],
  ['src/widgets/ui/file.ts', '../alpha/alpha', false],
  ['src/widgets/ui/file.ts', '../element', false],
  ['src/widgets/domain/file.ts', '../ui', true],
  ['src/widgets/domain/file.ts', '../styles/tokens.css?inline', true],
  ['src/widgets/domain/file.ts', '../../core/contract', true],
  ['src/widgets/domain/file.ts', '../alpha/alpha', false],
  ['src/widgets/domain/file.ts', '../../host/routes', false],
  ['src/widgets/styles/file.ts', '../ui', false],
  ['src/widgets/testing/file.ts', '../alpha/alpha', true],
  ['src/widgets/testing/file.ts', '../../server/app', false],
  ['src/widgets/element.ts', './ui', true],
  ['src/widgets/element.ts', './styles', true],
  ['src/widgets/element.ts', './alpha/alpha', false],
  ['src/widgets/file.ts', './ui', true],
  ['src/widgets/file.ts', './alpha/alpha', true],
  ['src/widgets/file.ts', '../host/routes', false],
  ['src/widgets/file.ts', './testing/fake-exchange', false],
  ['src/widgets/alpha/file.ts', './alpha.css?inline', true],
  ['src/widgets/alpha/file.ts', '../ui', true],
  ['src/widgets/alpha/file.ts', '../domain/cargo-details', true],
  ['src/widgets/alpha/file.ts', '../styles/tokens.css?inline', true],
  ['src/widgets/alpha/file.ts', '../element', true],
  ['src/widgets/alpha/file.ts', '../../core/i18n', true],
  ['src/widgets/alpha/file.ts', '../beta/beta', false],
  ['src/widgets/alpha/file.ts', '../testing/fake-exchange', false],
  ['src/widgets/alpha/file.ts', '../registry', false],
  ['src/widgets/alpha/file.ts', '../../host/routes', false],
  ['src/host/file.ts', '../widgets/registry', true],
  ['src/host/file.ts', '../widgets/alpha/alpha', true],
  ['src/host/file.ts', '../core/i18n', true],
  ['src/host/file.ts', '../server/app', false],
  ['src/host/file.ts', '../widgets/testing/fake-exchange', false],
  ['src/server/file.ts', '../core/contract', true],
  ['src/server/file.ts', '../core/i18n', false],
  ['src/server/file.ts', '../widgets/ui', false],
  ['src/server/file.ts', '../host/routes', false],
]

describe('each rule fires', () => {
  it.each(cases)('%s imports %s: allowed %s', (file, specifier, allowed) => {
    const violations = check(file, `import { x } from '${specifier}'\n`)
    expect(violations.length === 0).toBe(allowed)
  })

  it('has a case for the rule of every zone', () => {
    const fired = new Set<string>()
    for (const [file, specifier] of cases) {
      for (const v of check(file, `import '${specifier}'\n`)) fired.add(v.replace(/^\d+: /, ''))
    }
    expect([...fired].sort()).toEqual(
      Object.values(rules)
        .map((r) => r.rule)
        .sort(),
    )
  })
})

describe('what counts as an import', () => {
  it('reads every form, with its line', () => {
    const text = [
      "import type { A } from '../../server/app'",
      "import '../../server/app'",
      "export * from '../../server/app'",
      "export { b } from '../../server/app'",
      "const c = await import('../../server/app')",
      "import d from '../../widgets/styles/tokens.css?inline'",
      "import e = require('../../host/routes')",
    ].join('\n')
    expect(check('src/core/i18n/forms.ts', text)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((line) => `${line}: ${rules.core.rule}`),
    )
  })

  it('ignores comments, strings and packages', () => {
    const text = [
      "// import '../../server/app'",
      "/* export * from '../../host/routes' */",
      `const s = "import '../../server/app'"`,
      "import { z } from 'zod'",
    ].join('\n')
    expect(check('src/core/i18n/forms.ts', text)).toEqual([])
  })

  it('resolves a folder import to its index', () => {
    expect(check('src/server/folder.ts', "import { x } from '../widgets/ui'\n")).toEqual([`1: ${rules.server.rule}`])
  })

  it('lets tests import anything', () => {
    expect(check('src/core/i18n/x.test.ts', "import '../../server/app'\n")).toEqual([])
    expect(check('src/widgets/alpha/alpha.browser.test.tsx', "import '../beta/beta'\n")).toEqual([])
    // a widget's fake exchange data is part of its tests; a file merely named like one elsewhere is not exempt
    expect(check('src/widgets/alpha/fake-alpha-api.ts', "import '../testing/fake-exchange'\n")).toEqual([])
    expect(check('src/widgets/alpha/fake-alpha.ts', "import '../testing/fake-exchange'\n")).not.toEqual([])
  })

  it('flags a file that lies in no zone', () => {
    expect(check('src/other/stray.ts', '')).toEqual(['1: every file of src/ lies in a zone of the rule table'])
  })

  it('prints a violation as file:line imports X (rule)', () => {
    write('src/server/routes.ts', "\nimport { t } from '../core/i18n'\n")
    const [violation] = checkFile(root, 'src/server/routes.ts')
    expect(violation && formatViolation(violation)).toBe(
      `src/server/routes.ts:2 imports ../core/i18n (${rules.server.rule})`,
    )
  })

  it('walks the whole tree, .ts and .tsx, at any depth', () => {
    write('src/host/pages/deep/Page.tsx', "import '../../../server/app'\n")
    write('src/widgets/beta/parts/panel.ts', "import '../../alpha/alpha'\n")
    const found = checkBoundaries(root).map((v) => v.file)
    expect(found).toContain('src/host/pages/deep/Page.tsx')
    expect(found).toContain('src/widgets/beta/parts/panel.ts')
  })
})
