import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The id suffix of the classic API's own copy of zod's modules. */
export const classicMark = '?fx-classic'

const inZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)
/** The classic API's entries: `import { z } from 'zod'` (the contract), `zod/v4`, `zod/v4/classic`. */
const classicEntry = /^zod(?:\/v4(?:\/classic)?)?$/

/**
 * Classic zod in its own copy of zod's core, in the client builds. The widgets parse their attributes
 * with zod/mini, which needs a few of core's schema kinds (objects, strings, numbers, enums); classic zod's string
 * carries every format (email, uuid, ISO dates, IPs…). Both read the same `zod/v4/core` modules, so the chunk every
 * page loads held core's statements for both, although classic zod is only ever loaded with an action (the order
 * form's rules on its first check, the host's forms). Here the modules reached from classic zod's entry get an id
 * of their own (`…?fx-classic`): the bundler sees two module graphs, puts classic zod with its core in the chunks
 * that load it, and keeps in the shared chunk only the core mini uses. The two copies never meet: a schema is
 * declared and parsed by one API (contract schemas by classic, widget schemas by mini).
 */
export function classicZodApart(): Plugin {
  return {
    name: 'fx-classic-zod-apart',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromClassic = importer?.endsWith(classicMark) ?? false
      if (!fromClassic && !classicEntry.test(source)) return null
      const from = fromClassic ? importer?.slice(0, -classicMark.length) : importer
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !inZod(resolved.id)) return resolved
      return { ...resolved, id: `${resolved.id}${classicMark}` }
    },
    load(id) {
      if (!id.endsWith(classicMark)) return null
      return { code: readFileSync(id.slice(0, -classicMark.length), 'utf8'), map: null }
    },
  }
}
