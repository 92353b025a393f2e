/**
 * What /login loads before its first paint, on a real build of the site (scripts/build-host.ts: the same
 * configuration and the shell's one first-load chunk, not written): the entry, the sign-in page's chunk and every
 * chunk they import statically. The form fields are split by what they bring (src/host/forms/fields.tsx), so the
 * sign-in form, with text and password only, reaches neither the kit's select (and its listbox keys and popup
 * loader) nor its number field; the pages that use them still do. Its texts are apart from the other auth pages'
 * (src/host/texts/sign-in.ts) for the same reason.
 *
 * Built in memory like sdk-first-load.test.ts rather than read from dist/host: `npm test` runs vitest before the
 * build, so dist/host may be missing or stale.
 */
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Chunk, chunksOf, staticChunks, staticModules } from './chunk-graph'
import { buildWithFirstLoadChunk } from './first-load-chunks'
import { hostBuildConfig } from './host.vite.config'
import { repoRoot } from './widget-registry'

let chunks: Map<string, Chunk>

beforeAll(async () => {
  const output = await buildWithFirstLoadChunk(
    {
      ...hostBuildConfig(),
      logLevel: 'silent',
      build: {
        ...hostBuildConfig().build,
        outDir: path.join(repoRoot, 'node_modules/.cache/host-first-load'),
        emptyOutDir: false,
        write: false,
        minify: false,
        sourcemap: false,
      },
    },
    'shell',
  )
  chunks = chunksOf(output)
}, 240_000)

/** The chunk whose own module is this source file (a page's lazily imported chunk). */
function chunkOf(file: string): Chunk {
  const chunk = [...chunks.values()].find(
    (c) => c.facadeModuleId && path.relative(repoRoot, c.facadeModuleId.split('?')[0] ?? '') === file,
  )
  if (!chunk) throw new Error(`no chunk for ${file}`)
  return chunk
}

const modulesOf = (...fileNames: string[]) => staticModules(chunks, ...fileNames)

const select = ['src/widgets/ui/select.tsx', 'src/widgets/ui/listbox-keys.ts', 'src/host/forms/select-fields.tsx']
const number = ['src/widgets/ui/number-field.tsx', 'src/host/forms/number-fields.tsx']

describe('the first load of /login', () => {
  it('reaches no select and no number field: the sign-in form loads only the text fields', () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
    if (!entry) throw new Error('no entry chunk')
    const login = chunkOf('src/host/pages/auth/LoginPage.tsx').fileName
    const first = staticChunks(chunks, entry.fileName, login)
    const modules = modulesOf(entry.fileName, login)
    expect(modules).toContain('src/host/forms/fields.tsx')
    for (const file of [...select, ...number]) expect(modules, file).not.toContain(file)
    expect(first.map((chunk) => chunk.name)).not.toContain('select')
    expect(first.map((chunk) => chunk.name)).not.toContain('number-field')
  })

  it('carries the sign-in texts, not those of registration and recovery', () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
    if (!entry) throw new Error('no entry chunk')
    const modules = modulesOf(entry.fileName, chunkOf('src/host/pages/auth/LoginPage.tsx').fileName)
    expect(modules).toContain('src/host/texts/sign-in.ts')
    expect(modules).not.toContain('src/host/texts/auth.ts')
    expect(modulesOf(chunkOf('src/host/pages/auth/RegistrationPage.tsx').fileName)).toContain('src/host/texts/auth.ts')
  })

  it('the pages with those fields still load them with the page (the check above looks at the right files)', () => {
    expect(modulesOf(chunkOf('src/host/pages/account/ProfilePage.tsx').fileName)).toContain(select[0])
    expect(modulesOf(chunkOf('src/host/pages/account/CompanyPage.tsx').fileName)).toContain(number[0])
  })
})
