/**
 * The client builds' contract plugins on a real contract file: what an endpoint keeps, what becomes droppable, and
 * that the per-declaration modules still evaluate to the same values.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseAst, transformWithOxc } from 'vite'
import { describe, expect, it } from 'vitest'
import { bodyMarker, clientContract, formBodies } from './client-contract'
import { clientWidgetSchemas } from './client-widget-schemas'
import { splitContractModules } from './split-contract-modules'

const repoRoot = path.resolve(import.meta.dirname, '..')
type Transform = (this: unknown, code: string, id: string) => Promise<{ code: string } | null> | { code: string } | null

async function javascriptOf(file: string): Promise<{ id: string; code: string }> {
  const id = path.join(repoRoot, file)
  const { code } = await transformWithOxc(readFileSync(id, 'utf8'), id, { lang: 'ts' })
  return { id, code }
}

const context = {
  parse: (code: string) => parseAst(code),
  resolve: async (source: string, importer: string) => ({ id: path.resolve(path.dirname(importer), source) }),
}

describe('clientContract', () => {
  it('keeps an endpoint’s method, path and access, drops its schemas, and marks computed values pure', async () => {
    const { id, code } = await javascriptOf('src/core/contract/cargo/search.ts')
    const transform = clientContract().transform as Transform
    const out = (await transform.call(context, code, id))?.code ?? ''
    expect(out).toMatch(/method: "GET",\s*path: "cargos"/)
    expect(out).toContain('access: "public"')
    expect(out).not.toMatch(/response:|query:|summary:/)
    expect(out).toContain('export const CargoView = /* @__PURE__ */ (() => (')
    // lines stay where they were (the source map holds)
    expect(out.split('\n')).toHaveLength(code.split('\n').length)
  })

  it('keeps what it is asked to keep (the host’s forms read the body)', async () => {
    const { id, code } = await javascriptOf('src/core/contract/auth.ts')
    const transform = clientContract({ keep: ['body'] }).transform as Transform
    const out = (await transform.call(context, code, id))?.code ?? ''
    expect(out).toMatch(/body:/)
    expect(out).not.toMatch(/response:/)
  })

  it('keeps the body only in the `?fx-body` variant of a file when asked so (the host)', async () => {
    const { id, code } = await javascriptOf('src/core/contract/auth.ts')
    const transform = clientContract({ keepWithBody: ['body'] }).transform as Transform
    expect((await transform.call(context, code, `${id}${bodyMarker}`))?.code).toMatch(/body:/)
    expect((await transform.call(context, code, id))?.code).not.toMatch(/body:/)
  })

  it('leaves files outside the contract alone', async () => {
    const transform = clientContract().transform as Transform
    expect(await transform.call(context, 'export const x = f()', path.join(repoRoot, 'src/core/api/x.ts'))).toBeNull()
  })
})

describe('formBodies', () => {
  type Resolve = (this: unknown, source: string, importer?: string, options?: object) => Promise<string | null>
  const contract = (file: string) => path.join(repoRoot, 'src/core/contract', file)
  const page = path.join(repoRoot, 'src/host/pages/auth/LoginPage.tsx')
  const shell = path.join(repoRoot, 'src/host/routes.ts')

  it('gives a module that reads bodies, and the contract files it reaches, the variant with bodies', async () => {
    const plugin = formBodies()
    ;(plugin.transform as Transform).call(context, 'const form = bodySchema(auth.login)', page)
    ;(plugin.transform as Transform).call(context, 'export const routes = []', shell)
    const resolve = (plugin.resolveId as Resolve).bind({
      resolve: async (source: string, importer: string) => ({ id: path.resolve(path.dirname(importer), source) }),
    })
    expect(await resolve('../../../core/contract/auth.ts', page)).toBe(`${contract('auth.ts')}${bodyMarker}`)
    expect(await resolve('./cargo/index.ts', `${contract('index.ts')}${bodyMarker}`)).toBe(
      `${contract('cargo/index.ts')}${bodyMarker}`,
    )
    // a file of schemas alone (no endpoint, nothing re-exported) is the one light module for everyone
    expect(await resolve('./common.ts', `${contract('auth.ts')}${bodyMarker}`)).toBeNull()
    // the shell, and the contract as the shell reaches it, stay light; other files are not the plugin's business
    expect(await resolve('../core/contract/auth.ts', shell)).toBeNull()
    expect(await resolve('./common.ts', contract('auth.ts'))).toBeNull()
    expect(await resolve('react', page)).toBeNull()
  })
})

describe('splitContractModules', () => {
  it('makes one module per declaration, re-exported by the file, each importing the siblings it names', async () => {
    const { id, code } = await javascriptOf('src/core/contract/cargo/search.ts')
    const plugin = splitContractModules()
    const facade = (await (plugin.transform as Transform).call(context, code, id))?.code ?? ''
    expect(facade).toContain(`export { listCargos } from ${JSON.stringify(`${id}?fx-decl=`)}`.slice(0, -1))
    const parts = [...facade.matchAll(/from "([^"]+\?fx-decl=\d+)"/g)].map((match) => match[1] as string)
    expect(parts.length).toBeGreaterThan(2)
    const load = plugin.load as (id: string) => string | null
    const cargoViews = parts.map((part) => load(part) ?? '').find((text) => text.includes('export const cargoViews'))
    // it names listQuery and CargoView, declared beside it: imported from their own modules
    expect(cargoViews).toMatch(/import \{ listQuery \} from ".*\?fx-decl=\d+"/)
    expect(cargoViews).toMatch(/import \{ CargoView \} from ".*\?fx-decl=\d+"/)
  })
})

describe('clientWidgetSchemas', () => {
  it('keeps the events’ names only and leaves the descriptions out, lines in place', async () => {
    const { id, code } = await javascriptOf('src/widgets/cargo-search/schema.ts')
    const out = (await (clientWidgetSchemas().transform as Transform).call(context, code, id))?.code ?? ''
    expect(out).toMatch(/"fx-cargo-select": 0\s/)
    expect(out).not.toContain('Cargos per page')
    expect(out).not.toMatch(/\bdoc\(/)
    expect(out.split('\n')).toHaveLength(code.split('\n').length)
  })

  it('leaves the manifest’s description and parts out of an element module, and the base attributes’ texts', async () => {
    const transform = clientWidgetSchemas().transform as Transform
    const element = await javascriptOf('src/widgets/cargo-search/element.ts')
    expect(element.code).toContain('The filter column.')
    const out = (await transform.call(context, element.code, element.id))?.code ?? ''
    expect(out).not.toMatch(/description:|parts:|The filter column\./)
    expect(out).toMatch(/defineWidget\("fx-cargo-search", CargoSearch, \{\s*attributes,\s*properties,\s*events,/)
    expect(out.split('\n')).toHaveLength(element.code.split('\n').length)
    const base = await javascriptOf('src/widgets/element.ts')
    const baseOut = (await transform.call(context, base.code, base.id))?.code ?? ''
    expect(baseOut).not.toContain('The exchange API host')
    // the function itself stays (the manifest's runner calls it); only its calls lose their text
    expect(baseOut).toContain('function doc(')
  })
})
