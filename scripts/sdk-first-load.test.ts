/**
 * What an element's page loads before it renders, on a real build of the SDK (Preact): the entry and its
 * static imports. The pieces only an action shows (the cargo details with their respond form, relevant trucks and lane
 * price chart) come later, with their CSS and texts: the cargo search's first load holds none of them, nor do the
 * order form's and the truck search's hold the chart's CSS or the domain's texts; the chunk that brings the details
 * does hold them.
 */
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../src/core/contract/messages'
import { type Chunk, chunksOf, staticChunkNames, staticModules as staticModulesOf } from './chunk-graph'
import { sdkViteConfig } from './sdk.vite.config'
import { repoRoot } from './widget-registry'

let chunks: Map<string, Chunk>

beforeAll(async () => {
  const config = sdkViteConfig('preact')
  const result = (await build({
    ...config,
    logLevel: 'silent',
    build: {
      ...config.build,
      outDir: path.join(repoRoot, 'node_modules/.cache/sdk-first-load'),
      emptyOutDir: false,
      write: false,
      minify: false,
      sourcemap: false,
    },
  })) as Rolldown.RolldownOutput
  chunks = chunksOf(result)
}, 120_000)

/**
 * The chunks an entry imports with `import()` every time it runs, of a module named `module`: a first-paint entry's
 * drawing and element (src/widgets/cargo-search/first-paint.ts). They are part of its first load.
 */
const alwaysImported = (fileName: string, module = '(paint-first-view|element)') =>
  (chunks.get(fileName)?.dynamicImports ?? []).filter(
    (name) =>
      new RegExp(`[\\\\/]${module}\\.tsx?$`).test(chunks.get(name)?.facadeModuleId ?? '') ||
      // a chunk of a group of the config (the drawing's) is named by it, and is no module's facade
      new RegExp(`^${module}$`).test(chunks.get(name)?.name ?? ''),
  )

/**
 * The source files (relative to the repo) of a chunk and of every chunk it imports statically, transitively, with
 * what a first-paint entry always imports.
 */
const staticModules = (fileName: string) => staticModulesOf(chunks, fileName, ...alwaysImported(fileName))

/** The code of an entry and of every chunk it imports statically (and always, as `staticModules`). */
function firstLoadCode(fileName: string): string {
  const seen = new Set<string>()
  const visit = (name: string): string => {
    if (seen.has(name)) return ''
    seen.add(name)
    const chunk = chunks.get(name)
    if (!chunk) throw new Error(`no chunk ${name}`)
    return chunk.code + chunk.imports.map(visit).join('')
  }
  return [fileName, ...alwaysImported(fileName)].map(visit).join('')
}

/** What an entry's pages load later: every module its chunks import dynamically, at any depth (a dialog, then its body). */
function laterModules(entry: string): Set<string> {
  const reached = new Set<string>()
  const visit = (name: string) => {
    if (reached.has(name)) return
    reached.add(name)
    const chunk = chunks.get(name)
    for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(imported)
  }
  visit(entry)
  const first = staticModules(entry)
  return new Set([...reached].flatMap((name) => [...staticModules(name)]).filter((file) => !first.has(file)))
}

/** The files are not in the entry's first load, and a chunk it loads later brings them. */
function expectLoadedLater(entry: string, files: string[]) {
  const first = staticModules(entry)
  const later = laterModules(entry)
  for (const file of files) {
    expect(first, file).not.toContain(file)
    expect(later, file).toContain(file)
  }
}

const details = [
  'src/widgets/domain/cargo-details/cargo-details.tsx',
  'src/widgets/domain/cargo-details/cargo-details.css',
  'src/widgets/domain/respond-form.tsx',
  'src/widgets/domain/relevant-transport.tsx',
  'src/widgets/domain/domain.css',
]
const chart = ['src/widgets/domain/lane-price-chart.tsx', 'src/widgets/domain/lane-price-chart.css']
const domainTexts = 'src/widgets/domain/texts.ts'

describe('the first load of an element', () => {
  it('cargo search: its first paint waits for its entry and its drawing only, none of the framework or libraries', () => {
    const drawing = alwaysImported('fx-cargo-search.js', 'paint-first-view')
    expect(drawing).toHaveLength(1)
    const painted = staticModulesOf(chunks, 'fx-cargo-search.js', ...drawing)
    expect(painted).toContain('src/widgets/cargo-search/first-view.ts')
    expect(painted).toContain('src/widgets/cargo-search/cargo-search.css')
    for (const file of painted)
      expect(file, file).not.toMatch(/node_modules|[\\/](element|cargo-search|context)\.tsx?$/)
    // the files the first results wait for, each a request that can arrive last: the drawing, the stylesheets
    // every element shares, and the two one-module chunks the drawing shares with the other
    // widgets (the list-size cap, the pagination's texts). The drawing's group holds only what no other widget
    // reaches (scripts/sdk.vite.config.ts): when it also held those two, every other widget loaded the drawing
    const waitedFor = staticChunkNames(chunks, drawing, new Set(['fx-cargo-search.js']))
    expect(waitedFor.map((name) => chunks.get(name)?.name).sort()).toEqual([
      'count-cap',
      'pagination',
      'paint-first-view',
      'styles',
    ])
    for (const entry of [
      'fx-notifications-bell.js',
      'fx-order-form.js',
      'fx-transport-calendar.js',
      'fx-truck-search.js',
    ])
      expect(
        staticChunkNames(chunks, [entry]).map((name) => chunks.get(name)?.name),
        entry,
      ).not.toContain('paint-first-view')
    // the entry itself imports nothing: it asks for the first page the moment it runs
    // (the bundle's list still names the preload helper, which the build puts inline: scripts/bare-preload-helper.ts)
    expect(chunks.get('fx-cargo-search.js')?.code).not.toMatch(/\bimport\s*[{*"'`]/)
  })

  it('cargo search: the results, without the tabs, the details, the chart, their CSS or texts', () => {
    const first = staticModules('fx-cargo-search.js')
    expect(first).toContain('src/widgets/cargo-search/result-card.tsx')
    // the keys its result cards show, and no more of the domain's texts
    expect(first).toContain('src/widgets/domain/card-texts.ts')
    // an anonymous visitor's first screen: no saved tabs, no cargo dialog until one is opened
    const later = ['saved-tabs.tsx', 'details-dialog.tsx', 'details-body.tsx'].map(
      (f) => `src/widgets/cargo-search/${f}`,
    )
    for (const file of [
      ...details,
      ...chart,
      domainTexts,
      ...later,
      'src/widgets/ui/tabs.tsx',
      'src/widgets/ui/dialog.tsx',
    ]) {
      expect(first, file).not.toContain(file)
    }
  })

  it('cargo search: the filter form and its pickers come after the first results, validation messages with it', () => {
    expectLoadedLater('fx-cargo-search.js', [
      'src/widgets/cargo-search/filters-panel.tsx',
      'src/widgets/ui/point-picker.tsx',
      'src/widgets/ui/date-calendar.tsx',
    ])
    // the shared texts no longer carry a copy of the contract's validation messages
    expect(firstLoadCode('fx-cargo-search.js')).not.toContain(validationMessages.ru.invalid_email)
    expect(firstLoadCode('fx-notifications-bell.js')).not.toContain(validationMessages.en.invalid_email)
  })

  it("order tracking: the country borders come with the map's first render", () => {
    expectLoadedLater('fx-order-tracking.js', ['node_modules/world-atlas/countries-110m.json'])
  })

  it('truck search: the filter form, its pickers and number fields come after the first trucks', () => {
    expectLoadedLater('fx-truck-search.js', [
      'src/widgets/truck-search/filters-form.tsx',
      'src/widgets/ui/point-picker.tsx',
      'src/widgets/ui/date-calendar.tsx',
      'src/widgets/ui/number-field.tsx',
    ])
  })

  it("the searches: a select's open list (the listbox and the popover) comes with the first select opened", () => {
    for (const entry of ['fx-cargo-search.js', 'fx-truck-search.js']) {
      expect(staticModules(entry), entry).toContain('src/widgets/ui/select.tsx')
      expectLoadedLater(entry, [
        'src/widgets/ui/select-popup.tsx',
        'src/widgets/ui/listbox.tsx',
        'src/widgets/ui/popover.tsx',
      ])
    }
  })

  it("cargo search: the tabs' and the filter form's texts and CSS, and the sign-in invitation, come with them", () => {
    expectLoadedLater(
      'fx-cargo-search.js',
      [
        'tab-texts.ts',
        'saved-tabs.css',
        'filter-texts.ts',
        'filters-panel.css',
        'sign-in-invite.tsx',
        'sign-in-invite.css',
        // the dictionaries and places (the form's lists, a saved filter's place names)
        'dictionaries.ts',
      ].map((f) => `src/widgets/cargo-search/${f}`),
    )
  })

  it("every element: the kit's piece texts and CSS, the error reporter and the cross-origin explainer come later", () => {
    for (const entry of ['fx-cargo-search.js', 'fx-notifications-bell.js']) {
      const first = staticModules(entry)
      for (const file of [
        'src/core/api/error-reporting.ts',
        'src/core/api/cross-origin.ts',
        'src/widgets/ui/texts/date.ts',
        'src/widgets/ui/texts/file-picker.ts',
        'src/widgets/ui/texts/point-picker.ts',
        'src/widgets/ui/listbox.css',
        'src/widgets/ui/date.css',
        'src/widgets/ui/range.css',
      ]) {
        expect(first, `${entry}: ${file}`).not.toContain(file)
      }
    }
    // the bell's panel is a popover it renders at once, the searches' only with a select opened
    expect(staticModules('fx-cargo-search.js')).not.toContain('src/widgets/ui/popover.css')
    expectLoadedLater('fx-cargo-search.js', ['src/core/api/error-reporting.ts', 'src/core/api/cross-origin.ts'])
  })

  it('truck search: the virtualiser comes after the first screen of trucks is drawn', () => {
    expectLoadedLater('fx-truck-search.js', ['node_modules/@tanstack/virtual-core/dist/esm/index.js'])
  })

  it('cargo search: the chunks loaded with the first cargo opened bring them, CSS and texts included', () => {
    const later = laterModules('fx-cargo-search.js')
    for (const file of [...details, ...chart, domainTexts, 'src/widgets/domain/chart-texts.ts']) {
      expect(later, file).toContain(file)
    }
  })

  it("calendar: the virtualiser comes after the first screen of the grid, the dialogs' CSS with the dialogs", () => {
    expectLoadedLater('fx-transport-calendar.js', [
      'node_modules/@tanstack/virtual-core/dist/esm/index.js',
      'src/widgets/transport-calendar/dialogs.css',
    ])
  })

  it("calendar: its dialogs' texts come with the dialogs", () => {
    expect(staticModules('fx-transport-calendar.js')).toContain('src/widgets/transport-calendar/texts.ts')
    expectLoadedLater('fx-transport-calendar.js', [
      'src/widgets/transport-calendar/dialog-texts.ts',
      'src/widgets/transport-calendar/task-dialog.tsx',
    ])
  })

  it.each(['fx-order-form.js', 'fx-transport-calendar.js'])(
    "%s: a date input's month grid comes with the first calendar opened",
    (entry) => {
      expect(staticModules(entry)).toContain('src/widgets/ui/date.tsx')
      expectLoadedLater(entry, ['src/widgets/ui/date-calendar.tsx'])
    },
  )

  it.each(['fx-order-form.js', 'fx-truck-search.js'])(
    '%s: the lane price chart, its CSS and texts come later',
    (entry) => {
      const first = staticModules(entry)
      for (const file of [...chart, domainTexts, 'src/widgets/domain/chart-texts.ts']) {
        expect(first, file).not.toContain(file)
      }
      const later = laterModules(entry)
      for (const file of [...chart, 'src/widgets/domain/chart-texts.ts']) expect(later, file).toContain(file)
    },
  )
})
