/**
 * The interface languages, Russian first (the default). A module of its own, without zod: every widget reads it
 * (the i18n), and a browser bundle that imports it does not load the schemas of `common.ts` beside it.
 */
export const langs = ['ru', 'en'] as const
