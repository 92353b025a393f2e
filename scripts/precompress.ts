/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the builds (dist/sdk, dist/host), once
 * at build time, for the server to send to the browsers that accept them (@fastify/static's `preCompressed`):
 * pages then download the sizes `npm run bench -- sizes` reports, not the raw files, and no request pays for
 * compressing. Files under 1 KB are left alone (a packet holds them anyway).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'

const roots = ['dist/sdk', 'dist/sdk-react', 'dist/host'].map((dir) => resolve(dir))
const textFiles = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt'])
const minBytes = 1024

function* filesUnder(dir: string): Generator<string> {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

let files = 0
let raw = 0
let brotli = 0
for (const root of roots) {
  for (const file of filesUnder(root)) {
    if (!textFiles.has(extname(file))) continue
    const bytes = readFileSync(file)
    if (bytes.length < minBytes) continue
    const br = brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    files++
    raw += bytes.length
    brotli += br.length
  }
}
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`
console.log(`precompressed ${files} files: ${kb(raw)} raw, ${kb(brotli)} brotli`)
