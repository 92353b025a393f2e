/**
 * The Vite configuration of the widget SDK, for both builds of the same entries:
 * - `preact` → `dist/sdk/`: the script-tag bundle, React aliased to preact/compat for size;
 * - `react` → `dist/sdk-react/`: React 19 itself, as the host runs it.
 * Entries: `fx-widgets` (all widgets, `src/widgets/sdk.ts`) and one per widget of `src/widgets/registry.ts`,
 * named by its tag; shared code goes to `chunks/`.
 */
import path from 'node:path'
import type { Alias, InlineConfig } from 'vite'
import { clientContract } from './client-contract'
import { clientWidgetSchemas } from './client-widget-schemas'
import { hoistTransitiveImports } from './hoist-transitive-imports'
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

export function sdkViteConfig(renderer: Renderer): InlineConfig {
  const input: Record<string, string> = { 'fx-widgets': path.join(widgetsDir, 'sdk.ts') }
  for (const entry of readRegistry()) input[entry.tag] = entry.file
  return {
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    resolve: { alias: renderer === 'preact' ? preactAliases : [] },
    plugins: [clientContract(), clientWidgetSchemas(), hoistTransitiveImports()],
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
        preserveEntrySignatures: 'exports-only',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  }
}
