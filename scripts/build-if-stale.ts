/**
 * `npm start`'s first step: builds the SDK and the host only when their sources changed since the last build, so
 * that a restart with nothing changed starts the server in seconds. A build records a fingerprint of its inputs
 * (every file's path, size and modification time) in `dist/.inputs-<part>`; this compares it with the files now.
 * `FX_BUILD=always` builds regardless, `FX_BUILD=never` never; `--record` only records (`npm run build` ends with it).
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = process.cwd()
const shared = ['src/core', 'src/widgets', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json']
const parts = [
  { name: 'sdk', script: 'build:sdk', inputs: shared, output: 'dist/sdk' },
  { name: 'host', script: 'build:host', inputs: [...shared, 'src/host'], output: 'dist/host' },
]

function* files(path: string): Generator<string> {
  const full = join(root, path)
  if (!existsSync(full)) return
  if (!statSync(full).isDirectory()) {
    yield path
    return
  }
  for (const name of readdirSync(full).sort()) yield* files(join(path, name))
}

function fingerprint(inputs: string[]): string {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of files(input)) {
      const stat = statSync(join(root, file))
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`)
    }
  }
  return hash.digest('hex')
}

const mode = process.env.FX_BUILD
const stampOf = (name: string) => join(root, 'dist', `.inputs-${name}`)
const record = () => {
  for (const part of parts) writeFileSync(stampOf(part.name), fingerprint(part.inputs))
}
if (process.argv.includes('--record')) {
  record()
  process.exit(0)
}
const stale = parts.filter((part) => {
  if (mode === 'never') return false
  if (mode === 'always' || !existsSync(join(root, part.output))) return true
  const stamp = stampOf(part.name)
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(part.inputs)
})
if (stale.length === 0) {
  console.log('build: the SDK and the host are up to date (dist/), nothing to build')
} else {
  const run = (script: string) => execFileSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  for (const part of stale) {
    console.log(`build: ${part.name} sources changed since the last build: building (${part.script})`)
    run(part.script)
  }
  run('build:precompress')
  record()
}
