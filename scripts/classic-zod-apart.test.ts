/**
 * classicZodApart on a real build: a page that parses with zod/mini and loads classic zod with an action keeps
 * classic zod's formats out of the chunks it loads at once, and both APIs still parse in the built code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { classicZodApart } from './classic-zod-apart'
import { repoRoot } from './widget-registry'

const cacheDir = path.join(repoRoot, 'node_modules/.cache')
mkdirSync(cacheDir, { recursive: true })
const dir = mkdtempSync(path.join(cacheDir, 'classic-zod-apart-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

writeFileSync(
  path.join(dir, 'page.js'),
  `import { z } from 'zod/mini'
export const mini = z.object({ n: z.int() }).safeParse({ n: 1 }).success
export const classic = () => import('./action.js').then((m) => m.check('a@b.ru'))`,
)
writeFileSync(
  path.join(dir, 'action.js'),
  `import { z } from 'zod'
export const check = (value) => z.object({ email: z.string().email() }).safeParse({ email: value }).success`,
)

async function buildPage(plugins: ReturnType<typeof classicZodApart>[]) {
  const out = path.join(dir, `out-${plugins.length}`)
  const result = (await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins,
    build: {
      outDir: out,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(dir, 'page.js'), preserveEntrySignatures: 'exports-only' },
    },
  })) as Rolldown.RolldownOutput
  const chunks = result.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  const entry = chunks.find((c) => c.isEntry) as Rolldown.OutputChunk
  const atOnce = [entry, ...chunks.filter((c) => entry.imports.includes(c.fileName))]
  return { out, entry, atOnce: atOnce.map((c) => c.code).join('\n') }
}

describe('classicZodApart', () => {
  it('leaves classic zod and its formats to the chunk loaded with the action', async () => {
    const { out, entry, atOnce } = await buildPage([classicZodApart()])
    expect(atOnce).toContain('$ZodObject')
    expect(atOnce).not.toContain('$ZodEmail')
    const page = await import(pathToFileURL(path.join(out, entry.fileName)).href)
    expect(page.mini).toBe(true)
    await expect(page.classic()).resolves.toBe(true)
  }, 60_000)

  it('is what keeps them apart: without it the shared core carries classic zod’s formats', async () => {
    const { atOnce } = await buildPage([])
    expect(atOnce).toContain('$ZodEmail')
  }, 60_000)
})
