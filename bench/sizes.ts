/**
 * Bundle sizes as a page pays for them: for each SDK entry, the gzip size of the entry and of every chunk it
 * imports statically (what a page that embeds only that element downloads before it can render), plus the drawing
 * and the element an entry that draws first always imports (`pageGraph`), for the
 * Preact build (dist/sdk) and the React build (dist/sdk-react) side by side. Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const importPattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g

/** The entry and its static imports, transitively. */
export function staticGraph(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(importPattern)) visit(resolve(dirname(file), match[1]!))
  }
  visit(resolve(entry))
  return [...seen]
}

/**
 * An entry that draws first and then loads its element (a widget folder's first-paint.ts) imports its drawing and
 * the element's chunk with `import()`: the page always loads both, so they count in the page's total. (The
 * drawing's first paint itself waits for the entry and the drawing's chunks only.)
 */
const dynamicChunk = (name: string) =>
  new RegExp(`import\\(\\s*[\`"'](\\.\\/chunks\\/${name}-[\\w-]+\\.js)[\`"']\\s*\\)`, 'g')

/**
 * What a page that embeds one element downloads: the entry's graph, and those of the drawing and the element it
 * always imports; `first` is what its first results wait for.
 */
export function pageGraph(entry: string): { first: string[]; page: string[] } {
  const first = staticGraph(entry)
  // the all-widgets entry loads every element (`ready`): its own figure is what it adds to theirs
  if (entry.endsWith('fx-widgets.js')) return { first, page: first }
  const code = readFileSync(entry, 'utf8')
  const graphOf = (name: string) =>
    [...code.matchAll(dynamicChunk(name))].flatMap((match) => staticGraph(resolve(dirname(entry), match[1]!)))
  const drawn = [...new Set([...first, ...graphOf('paint-first-view')])]
  return { first: drawn, page: [...new Set([...drawn, ...graphOf('element')])] }
}

export const gzipKb = (files: string[]) =>
  Math.round(files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 102.4) / 10

export async function benchSizes(): Promise<Record<string, unknown>> {
  const builds = { preact: 'dist/sdk', react: 'dist/sdk-react' }
  const rows: Record<string, Record<string, number | string>> = {}
  for (const [name, dir] of Object.entries(builds)) {
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const { first, page } = pageGraph(join(dir, file))
      const row = rows[file] ?? { entry: file }
      rows[file] = row
      row[`${name} entry KB gz`] = gzipKb([join(dir, file)])
      // before the first results: what the entry needs to draw (all of the page unless it draws first)
      row[`${name} first paint KB gz`] = gzipKb(first)
      row[`${name} page total KB gz`] = gzipKb(page)
    }
  }
  if (Object.keys(rows).length === 0) {
    console.log('no build found: run `npm run build` first')
    return {}
  }
  console.log('\nJavaScript a page downloads for one element (entry + static imports, gzip -9)')
  console.table(Object.values(rows))
  return rows
}
