/**
 * Vue compiles `fx-*` tags as custom elements, not as Vue components (`isCustomElement`). `FX_APP_OUT` puts the
 * build elsewhere (the end-to-end test builds into the repository's dist/).
 */
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('fx-') } } })],
  build: { outDir: process.env.FX_APP_OUT ?? 'dist', emptyOutDir: true },
})
