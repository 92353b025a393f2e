/**
 * The exchange's version, the one source: `/api/health`, the OpenAPI document, `/version.txt` (with the build
 * after a `+`), the new-version notice and the newest release note all read it; package.json's version is kept
 * equal (a test checks). In the contract because the server reads it too (it imports only the contract of core).
 */
export const APP_VERSION = '0.3.0'

/** The release a version text names: `0.3.0+lq2x` -> `0.3.0`. */
export function releaseOf(versionText: string): string {
  return versionText.split('+')[0] ?? versionText
}
