/**
 * The Vite configuration of the exchange site (src/host) → dist/host, served at / by the server (with index.html
 * for deep links). React 19 itself (no preact alias); the widgets come from their source through the widget
 * registry, so the site places them as custom elements exactly as partners do and shares one React and one core.
 *
 *   npx vite build --config scripts/host.vite.config.ts   (npm run build:host)
 */
import path from 'node:path'
import { defineConfig } from 'vite'

const repoRoot = path.resolve(import.meta.dirname, '..')
const browsers = ['chrome123', 'edge123', 'firefox120', 'safari17.5']

export default defineConfig(({ command }) => ({
  root: path.join(repoRoot, 'src/host'),
  base: '/',
  logLevel: 'warn',
  publicDir: false,
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
      // react-router marks its modules "use client" (for server components): meaningless in this bundle
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
}))
