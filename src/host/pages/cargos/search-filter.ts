/**
 * The address's filter read with the cargo search's own schema: a module of its own, loaded only when the address
 * has a filter, that imports the one function of zod/mini it calls. Importing `zod/mini` itself dynamically kept
 * every export of its namespace (its 64 locales and JSON Schema output: 81 KB gz) in a chunk the search page loads.
 */
import { safeParse } from 'zod/mini'
import { FilterValue } from '../../../widgets/cargo-search/schema'

export function parseFilter(value: unknown) {
  const parsed = safeParse(FilterValue, value)
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null
}
