import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** The module Vite wraps every dynamic `import()` of a build in (`__vitePreload(() => import('…'), deps)`). */
export const preloadHelperId = '\0vite/preload-helper.js'

/** The helper itself: the helper module exports it, and an entry has it inline (`renderChunk`). */
const helper = `(load) =>
  load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true })
    event.payload = error
    window.dispatchEvent(event)
    if (!event.defaultPrevented) throw error
  })`

/**
 * An entry's import of the helper's chunk, before minifying:
 * `import { t as __vitePreload } from "./chunks/preload-helper-!~{001}~.js";`
 */
const helperImport = /import\s*\{\s*(\w+) as (\w+)\s*\}\s*from\s*"\.\/chunks\/preload-helper-[^"]+\.js";/

/**
 * Vite's preload helper, without the preloading. Vite wraps each dynamic import in a helper that first
 * adds `<link rel="modulepreload">` (or a stylesheet) for the imported chunk's dependencies, even with
 * `build.modulePreload: false` (vitejs/vite#18551): there the dependency list is always empty, and the helper's
 * 1.7 KB (0.9 KB gz), on every page of the SDK, only rethrows a failed import as Vite does. This one keeps that
 * part: a failed import fires a cancellable `vite:preloadError` on `window` and rejects unless it was cancelled.
 * The SDK's chunks reach their dependencies by their own static imports (an entry hoists its whole graph), and its
 * CSS is inline, so nothing is lost. A dependency list that is not empty means the build changed: the build fails.
 */
export function barePreloadHelper(): Plugin {
  return {
    name: 'fx-bare-preload-helper',
    enforce: 'pre',
    resolveId(id) {
      return id === preloadHelperId ? id : null
    },
    load(id) {
      if (id !== preloadHelperId) return null
      return `export const __vitePreload = ${helper}`
    },
    // An entry whose only static import is the helper's chunk would wait a round trip for those 100 bytes before it
    // runs (the cargo search's entry asks for its first page the moment it runs, src/widgets/cargo-search/
    // first-paint.ts): every entry has the helper inline instead. The chunks still share the one module.
    renderChunk(code, chunk) {
      const found = chunk.isEntry ? helperImport.exec(code) : null
      if (!found) return null
      const out = new MagicString(code)
      out.overwrite(found.index, found.index + found[0].length, `const ${found[2]} = ${helper};`)
      return { code: out.toString(), map: out.generateMap({ hires: true }) }
    },
    generateBundle(_options, bundle) {
      // every wrapped import of the bundle passes an empty list (`,[])`); a list with files would be preloads lost
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        const listed = /\(\(\)=>import\([^)]*\),\[(?!\])/.exec(item.code)
        if (listed) this.error(`${item.fileName}: a dynamic import with a preload list (${listed[0]}…)`)
      }
    },
  }
}
