import MagicString from 'magic-string'
import type { Plugin } from 'vite'

/** What a first-paint entry writes where the build is to put its drawing's chunks (src/widgets/types.d.ts). */
export const drawingChunksMarker = '__FX_DRAWING_CHUNKS__'

interface ChunkImports {
  fileName: string
  imports: readonly string[]
  dynamicImports: readonly string[]
}

/** The chunks `file` imports, transitively (without itself and without `exclude`). */
export function staticClosure(file: string, chunks: Record<string, ChunkImports>, exclude: string): string[] {
  const seen = new Set<string>()
  const visit = (name: string) => {
    for (const next of chunks[name]?.imports ?? []) {
      if (next === exclude || seen.has(next)) continue
      seen.add(next)
      visit(next)
    }
  }
  visit(file)
  return [...seen]
}

/**
 * Issue 19, first results: the cargo search's script-tag entry (src/widgets/cargo-search/first-paint.ts) loads its
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
      const chunks = (meta as { chunks: Record<string, ChunkImports> }).chunks
      const drawing = chunk.dynamicImports.find((name) => /(^|\/)paint-first-view-/.test(name))
      if (!drawing) this.error(`${chunk.fileName} names ${drawingChunksMarker} but imports no paint-first-view chunk`)
      const files = [drawing, ...staticClosure(drawing, chunks, chunk.fileName)].map((name) => `./${name}`)
      const out = new MagicString(code)
      out.replaceAll(drawingChunksMarker, JSON.stringify(files))
      return { code: out.toString(), map: out.generateMap({ hires: true }) }
    },
  }
}
