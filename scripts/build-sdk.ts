/**
 * `npm run build:sdk`: the widget SDK.
 *   dist/sdk/            fx-widgets.js + <tag>.js, React aliased to preact/compat (the script-tag bundle, /sdk/)
 *   dist/sdk-react/      the same entries on React 19 (the host's build)
 *   dist/custom-elements.json   the manifest (scripts/manifest.ts)
 * Prints each entry's size, raw and gzipped, with what it loads.
 */

import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { writeManifest } from './manifest'
import { type Renderer, sdkOutDir, sdkViteConfig } from './sdk.vite.config'
import { repoRoot } from './widget-registry'

type Output = Rolldown.RolldownOutput

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/** An entry's own file and every chunk it imports statically (what a page loads for it). */
function closure(output: Output, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen
  seen.add(fileName)
  const chunk = output.output.find((o) => o.fileName === fileName)
  if (chunk && chunk.type === 'chunk') for (const imported of chunk.imports) closure(output, imported, seen)
  return seen
}

function report(renderer: Renderer, output: Output) {
  const dir = sdkOutDir[renderer]
  const rows: string[] = []
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue
    const files = [...closure(output, chunk.fileName)]
    const sizes = files.map((f) => readFileSync(path.join(dir, f)))
    const raw = sizes.reduce((n, b) => n + b.length, 0)
    const gz = sizes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0)
    const own = readFileSync(path.join(dir, chunk.fileName))
    rows.push(
      `  ${chunk.fileName.padEnd(22)} own ${kb(own.length).padStart(9)} (${kb(gzipSync(own, { level: 9 }).length)} gz)` +
        `   with its imports ${kb(raw).padStart(9)} (${kb(gz)} gz, ${files.length} files)`,
    )
  }
  console.log(`${path.relative(repoRoot, dir)}/ (${renderer})\n${rows.join('\n')}`)
}

async function buildSdk(renderer: Renderer) {
  const result = (await build(sdkViteConfig(renderer))) as Output | Output[]
  const output = Array.isArray(result) ? (result[0] as Output) : result
  report(renderer, output)
}

const started = performance.now()
await buildSdk('preact')
await buildSdk('react')
const manifest = await writeManifest()
console.log(
  `dist/custom-elements.json: ${manifest.tags.length} elements (${manifest.tags.join(', ')}), ` +
    `${kb(statSync(manifest.file).size)}; built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
