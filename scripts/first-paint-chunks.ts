import MagicString from 'magic-string'
import type { Plugin } from 'vite'
import { staticChunkNames } from './chunk-graph'

/** What a first-paint entry writes where the build is to put its drawing's chunks (its `declare const`). */
export const drawingChunksMarker = '__FX_DRAWING_CHUNKS__'

/**
 * First results: the cargo search's script-tag entry (src/widgets/cargo-search/first-paint.ts) loads its
 * drawing with `import()`, and the drawing's chunks import others (the texts, the stylesheets, the bundler's
 * runtime), which the browser asks for only once the drawing has come: two round trips in a row, 60-110 ms on the
 * bench. The entry names `__FX_DRAWING_CHUNKS__` where it wants them; this writes there the drawing's static
 * imports, transitively (file names relative to the entry), so that the entry asks for them all at once.
 * An entry that names the marker but imports no drawing chunk fails the build.
 */
export function firstPaintChunks(): Plugin {
  return {
    name: 'fx-first-paint-chunks',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(drawingChunksMarker)) return null
      const chunks = new Map(Object.entries((meta as { chunks: Record<string, { imports: string[] }> }).chunks))
      const drawing = chunk.dynamicImports.find((name) => /(^|\/)paint-first-view-/.test(name))
      if (!drawing) this.error(`${chunk.fileName} names ${drawingChunksMarker} but imports no paint-first-view chunk`)
      // the drawing imports the entry itself (what they share), which is there already
      const files = staticChunkNames(chunks, [drawing], new Set([chunk.fileName])).map((name) => `./${name}`)
      const out = new MagicString(code)
      out.replaceAll(drawingChunksMarker, JSON.stringify(files))
      return { code: out.toString(), map: out.generateMap({ hires: true }) }
    },
  }
}
