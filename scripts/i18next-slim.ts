/**
 * Pay only for what is used: i18next ships one module for bundlers with every class of the library in
 * it, so nothing of it is tree-shaken. The SDK and the site build it with the methods of
 * scripts/i18next-slim-methods.ts replaced: what they drop (modules, loading, detection, cimode, contexts,
 * ordinals, objects as results, nesting, built-in formats...) is what the exchange never asks of it. What no
 * kept method reaches any more (the backend connector, the post-processor registry, key selectors) then falls
 * out of the bundle on its own.
 */
import { createHash } from 'node:crypto'
import MagicString from 'magic-string'
import { type Plugin, parseAst } from 'vite'
import { type MethodReplacement, methodReplacements } from './i18next-slim-methods'

/** The one module i18next ships for bundlers (the builds' plugin below, the browser suites' esbuild plugin). */
export const i18nextModule = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/

export const pinOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 12)

interface Node {
  type: string
  start: number
  end: number
  static?: boolean
  key?: { name?: string }
  id?: { name?: string }
  body?: Node | Node[]
}

/**
 * `code` (i18next's module) with the methods of `table` replaced. Throws, naming the method, when one is not found
 * once or is no longer the source it was pinned to: a new i18next is read again before it is built this way.
 */
export function slimI18next(
  code: string,
  table: Readonly<Record<string, MethodReplacement>> = methodReplacements,
): string {
  const program = parseAst(code) as unknown as { body: Node[] }
  const out = new MagicString(code)
  const seen = new Map<string, number>()
  for (const declaration of program.body) {
    if (declaration.type !== 'ClassDeclaration') continue
    const members = (declaration.body as Node).body as Node[]
    for (const member of members) {
      const name = `${declaration.id?.name}.${member.key?.name}`
      const replacement = table[name]
      if (!replacement) continue
      seen.set(name, (seen.get(name) ?? 0) + 1)
      const source = code.slice(member.start, member.end)
      if (pinOf(source) !== replacement.pin) {
        throw new Error(
          `i18next changed: its ${name} is no longer the one scripts/i18next-slim-methods.ts replaces (pin ` +
            `${replacement.pin}, now ${pinOf(source)}). Read the new method and write its replacement again.`,
        )
      }
      out.overwrite(member.start, member.end, replacement.by || '')
    }
  }
  for (const name of Object.keys(table)) {
    if (seen.get(name) !== 1)
      throw new Error(`i18next changed: its ${name} is found ${seen.get(name) ?? 0} times, not once.`)
  }
  return out.toString()
}

/** The plugin both builds use (scripts/sdk.vite.config.ts, scripts/host.vite.config.ts). */
export function i18nextSlim(): Plugin {
  return {
    name: 'fx-i18next-slim',
    enforce: 'pre',
    transform(code, id) {
      if (!i18nextModule.test(id)) return null
      try {
        return { code: slimI18next(code), map: null }
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
  }
}
