/**
 * A plain Vite config: React's JSX needs nothing more for a build (add @vitejs/plugin-react for Fast Refresh in
 * dev). `FX_APP_OUT` puts the build elsewhere (the end-to-end test builds into the repository's dist/).
 */
import { defineConfig } from 'vite'

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: process.env.FX_APP_OUT ?? 'dist', emptyOutDir: true },
})
