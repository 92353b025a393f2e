/**
 * The path under a folder that a URL path names, or null: a malformed escape, a NUL, or a path that leaves the folder
 * (`..`, `%2e%2e`). What every static file route here checks first (./sdk-files.ts, ./static-files.ts, and the
 * examples' own server, scripts/serve-examples.ts); whether a file is there is theirs to ask.
 */
import { normalize, resolve, sep } from 'node:path'

export function pathUnder(root: string, urlPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = normalize(resolve(root, `.${decoded}`))
  return file !== root && file.startsWith(root + sep) ? file : null
}
