/**
 * The Vite configuration of the widget SDK, for both builds of the same entries:
 * - `preact` → `dist/sdk/`: the script-tag bundle, React aliased to preact/compat for size;
 * - `react` → `dist/sdk-react/`: React 19 itself, as the host runs it.
 * Entries: `fx-widgets` (all widgets, `src/widgets/sdk.ts`) and one per widget of `src/widgets/registry.ts`,
 * named by its tag; shared code goes to `chunks/`.
 */
import path from 'node:path'
import type { Alias, InlineConfig, Rolldown } from 'vite'
import { barePreloadHelper } from './bare-preload-helper'
import { ownedModules } from './chunk-graph'
import { classicZodApart } from './classic-zod-apart'
import { clientContract } from './client-contract'
import { clientWidgetSchemas } from './client-widget-schemas'
import { firstPaintChunks } from './first-paint-chunks'
import { hoistTransitiveImports } from './hoist-transitive-imports'
import { splitContractModules } from './split-contract-modules'
import { readRegistry, repoRoot, widgetsDir } from './widget-registry'

export type Renderer = 'preact' | 'react'

export const sdkOutDir: Record<Renderer, string> = {
  preact: path.join(repoRoot, 'dist/sdk'),
  react: path.join(repoRoot, 'dist/sdk-react'),
}

/** React's module names → preact/compat (`react/jsx-runtime` → `preact/compat/jsx-runtime`, …). */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/(.*)$/, replacement: 'preact/compat/$1' },
  { find: /^react-dom\/(.*)$/, replacement: 'preact/compat/$1' },
]

/** Browsers with constructable stylesheets, `light-dark()` and `:has()`: the CSS is shipped as written. */
const browsers = ['chrome123', 'edge123', 'firefox120', 'safari17.5']

const sourceDirs = ['src/core', 'src/widgets'].map((dir) => `${path.join(repoRoot, dir)}${path.sep}`)

/** A module of core or the widgets other than a widget's element module (tests are never bundled). */
export function declaresOnly(id: string): boolean {
  const file = id.split('?')[0] ?? id
  return sourceDirs.some((dir) => file.startsWith(dir)) && !/[\\/](element\.tsx?|first-paint\.ts)$/.test(file)
}

/** The cargo search's drawing of its first view (src/widgets/cargo-search/first-paint.ts loads it). */
export const drawingModule = path.join(widgetsDir, 'cargo-search/paint-first-view.ts')

/**
 * The codeSplitting group's name for the modules of the cargo search's drawing that no other widget's entry
 * reaches (its texts, the card's and the pagination's texts, its CSS, the list-size cap): `paint-first-view`,
 * computed once per build from the module graph (scripts/chunk-graph.ts).
 */
function drawingGroup(entries: Record<string, string>): Rolldown.CodeSplittingNameFunction {
  const others = Object.entries(entries)
    .filter(([name]) => name !== 'fx-widgets' && name !== 'fx-cargo-search')
    .map(([, file]) => file)
  const entry = entries['fx-cargo-search']
  let owned: Set<string> | null = null
  return (id, context) => {
    owned ??= ownedModules(context, drawingModule, others, entry ? [entry] : [])
    return owned.has(id) ? 'paint-first-view' : null
  }
}

export function sdkViteConfig(renderer: Renderer): InlineConfig {
  const input: Record<string, string> = { 'fx-widgets': path.join(widgetsDir, 'sdk.ts') }
  for (const entry of readRegistry()) input[entry.tag] = entry.entry
  return {
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    resolve: { alias: renderer === 'preact' ? preactAliases : [] },
    plugins: [
      barePreloadHelper(),
      classicZodApart(),
      clientContract(),
      splitContractModules(),
      clientWidgetSchemas(),
      hoistTransitiveImports(),
      firstPaintChunks(),
    ],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: sdkOutDir[renderer],
      emptyOutDir: true,
      target: browsers,
      cssTarget: browsers,
      minify: true,
      sourcemap: true,
      modulePreload: false,
      reportCompressedSize: false,
      // the React build's shared chunk is ~520 kB raw (160 kB gz); build-sdk prints the real figures
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        input,
        // core's and the widgets' modules only declare (no import is made for its side effects; a widget's
        // element module, which defines the element, is an entry): a module none of whose exports a page reads is
        // not loaded with it, so an element does not pay for what the kit's barrel or a shared module offers others
        treeshake: { moduleSideEffects: (id: string) => !declaresOnly(id) },
        // the slow-callback warnings measure the machine's load, not the build: build-sdk prints the build's time
        checks: { bundlerTimings: false },
        // an entry may export more than its own exports: what the chunks it loads share with it (the cargo search's
        // drawing group below captures modules without their imports, which rolldown allows only so)
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // the modules only the cargo search's first view and its element use, in the drawing's chunk:
          // left to the automatic split they were three small chunks more (texts, the pagination's texts, the
          // search's CSS), each a request before the first results and gzip's overhead on the page (0.5 KB gz)
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: drawingGroup(input), debugName: 'paint-first-view' }],
          },
        },
      },
    },
  }
}
