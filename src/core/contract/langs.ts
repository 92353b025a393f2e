/**
 * The interface languages, Russian first (the default). A module of its own, without zod: every widget reads it
 * (the i18n), and a browser bundle that imports it does not load the schemas of `common.ts` beside it.
 */
export const langs = ['ru', 'en'] as const

/** `'en-GB'`, `' EN '` → `'en'`; anything that is not one of `langs` → null. */
export function parseLanguage(value: unknown): (typeof langs)[number] | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toLowerCase().slice(0, 2)
  return (langs as readonly string[]).includes(code) ? (code as (typeof langs)[number]) : null
}
