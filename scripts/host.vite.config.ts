/**
 * The Vite configuration of the exchange site (src/host) → dist/host, served at / by the server (with index.html
 * for deep links). React 19 itself (no preact alias); the widgets come from their source through the widget
 * registry, so the site places them as custom elements exactly as partners do and shares one React and one core.
 *
 *   npm run build:host   (scripts/build-host.ts: this configuration, the shell's first load in one chunk)
 *
 * Host CSS is loaded one way: a plain import beside its code (`import './host.css'` in main.tsx, `import
 * './page.css'` in forms/page.tsx, `import './transport.css'` in a page). Vite then extracts it into hashed,
 * cacheable .css files per chunk: the shell's is linked from index.html, and a lazy page's is fetched with its
 * chunk (a <link> the dynamic import waits for, so the page never shows unstyled), once however many pages
 * share it. Not `?inline` + `<style>` (each chunk carrying the CSS as a JS string, re-inserted on every mount,
 * not cached apart from the code), nor hand-written link tags (outside the build's hashing and splitting).
 * Plain imports stay applied once loaded, so every host sheet prefixes its classes (`hx-`, `fx-hp-`, `tp-`,
 * `sp-`). `?inline` is for shadow roots: the widgets' CSS, and the kit's reused for host screens in styles.ts.
 */
import path from 'node:path'
import { defineConfig, type InlineConfig, type UserConfig } from 'vite'
import { classicZodApart } from './classic-zod-apart'
import { clientContract, formBodies } from './client-contract'
import { clientWidgetSchemas } from './client-widget-schemas'
import { declaresOnly } from './sdk.vite.config'
import { splitContractModules } from './split-contract-modules'

const repoRoot = path.resolve(import.meta.dirname, '..')
const browsers = ['chrome123', 'edge123', 'firefox120', 'safari17.5']

function hostConfig(command: 'build' | 'serve'): UserConfig {
  return {
    root: path.join(repoRoot, 'src/host'),
    base: '/',
    logLevel: 'warn',
    publicDir: false,
    // the contract as the SDK reads it (schemas the browser does not read dropped, one module per declaration), and
    // the endpoints' bodies only for the pages whose forms validate with them: the shell loads no classic zod
    plugins: [
      classicZodApart(),
      formBodies(),
      clientContract({ keepWithBody: ['body', 'query'] }),
      splitContractModules(),
      clientWidgetSchemas(),
    ],
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    // `npx vite --config scripts/host.vite.config.ts` serves the site with hot reload against `npm run dev` on 8080
    server: { proxy: { '/api': 'http://localhost:8080', '/sdk': 'http://localhost:8080' } },
    build: {
      outDir: path.join(repoRoot, 'dist/host'),
      emptyOutDir: true,
      target: browsers,
      cssTarget: browsers,
      sourcemap: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        // as in the SDK's build: a module of core or the widgets none of whose exports the site reads is not loaded
        treeshake: { moduleSideEffects: (id: string) => !declaresOnly(id) },
        // the slow-callback warnings measure the machine's load, not the build
        checks: { bundlerTimings: false },
        // a chunk the bundler makes of a few small modules that several pages share (a kit piece, a text module)
        // is copied into each chunk that imports it (the bundler's runtime keeps one state of each module): the
        // cargo search's first load beyond the shell went from 20 files to 4, the responses' from 37 to 5, the
        // calendar's from 21 to 4. Each file is a request, and a phone's HTTP/1.1 asks for six at a time
        // (Lighthouse's mobile preset: 150 ms a round trip), so a page's code came in four rounds. The price: the
        // whole site's code grows with the copies (1.7 -> 2.5 MB raw), and a first load by a few KB or less (the cargo
        // search +6.6 KB brotli, the calendar -0.8, the responses -4.1); at 16 KB the site's code was 2.9 MB for one
        // file less a page.
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
      },
    },
  }
}

/** `npx vite --config scripts/host.vite.config.ts` (the dev server) reads this file. */
export default defineConfig(({ command }) => hostConfig(command))

/**
 * The build's configuration, handed to Vite inline (scripts/build-host.ts, the first-load test): Vite loading this
 * file itself warned about every extensionless import in the scripts it reaches.
 */
export const hostBuildConfig = (): InlineConfig => ({ ...hostConfig('build'), configFile: false, mode: 'production' })
