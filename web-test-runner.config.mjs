/**
 * Component tests of the widgets in real Chromium (Debian's, launched by path: test tools cannot download a
 * browser here). `npm run test:browser` runs them twice: with React 19 (`FX_RENDERER=react`, the host's build)
 * and with React aliased to preact/compat (`FX_RENDERER=preact`, the script-tag SDK's build).
 *
 * Each test file is bundled on request with esbuild (React is CommonJS, and `*.css?inline` must become strings),
 * so the browser gets one module per test file, built like the SDK is.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromeLauncher } from '@web/test-runner-chrome'
import { build } from 'esbuild'

const root = path.dirname(fileURLToPath(import.meta.url))
const renderer = process.env.FX_RENDERER === 'preact' ? 'preact' : 'react'
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

/**
 * React's production build, as the host and the SDK ship it: the development build's extra checks only print
 * warnings no test reads, and made the React run a third slower (51 s against 34 s here).
 * `FX_NODE_ENV=development` brings them back when chasing a warning.
 */
const nodeEnv = process.env.FX_NODE_ENV ?? 'production'

/** `import css from './x.css?inline'` → the CSS text. */
const cssInline = {
  name: 'css-inline',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'css-inline',
    }))
    b.onLoad({ filter: /.*/, namespace: 'css-inline' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }))
  },
}

/** React → preact/compat, as the SDK build does (`react/jsx-runtime` → `preact/compat/jsx-runtime` and so on). */
export const preactAlias = { react: 'preact/compat', 'react-dom': 'preact/compat' }

function bundleTests() {
  return {
    name: 'fx-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined
      const result = await build({
        entryPoints: [path.join(root, context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        // Line maps only: the sources' text (half of the bundle) is left out, halving what is built, sent and
        // parsed per test file; paths start at the served root, so stack traces point at the real files.
        sourcemap: 'inline',
        sourcesContent: false,
        sourceRoot: '/',
        alias: renderer === 'preact' ? preactAlias : {},
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv), __FX_RENDERER__: JSON.stringify(renderer) },
        external: ['/__web-dev-server__*'],
        plugins: [cssInline],
        logLevel: 'silent',
      })
      return { body: result.outputFiles[0].text, type: 'js' }
    },
  }
}

export default {
  rootDir: root,
  files: ['src/widgets/**/*.browser.test.tsx'],
  nodeResolve: false,
  concurrency: 1,
  // `npm test` runs the two renderers side by side (scripts/test.sh): each gets its own port, where the runner's own
  // search for a free one could hand both the same
  ...(process.env.FX_WTR_PORT ? { port: Number(process.env.FX_WTR_PORT) } : {}),
  testFramework: { config: { timeout: 30_000 } },
  testsFinishTimeout: 120000,
  browserStartTimeout: 60000,
  plugins: [bundleTests()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="ru">
  <head><meta charset="utf-8"><title>fx widgets (${renderer})</title></head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
}
