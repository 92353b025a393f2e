/**
 * The keys the exchange keeps in the page's storage (spec 3 "Session items", and the interface language), in a
 * module that imports nothing: a script that only reads them (the cargo search's first paint,
 * src/widgets/cargo-search/first-paint.ts) does not load the session's signals or i18next with them.
 */
export const sessionKeys = {
  accessToken: 'accessToken',
  userRoles: 'userRoles',
  userCompanyType: 'userCompanyType',
} as const

export const languageStorageKey = 'language'
