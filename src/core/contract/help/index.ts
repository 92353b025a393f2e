/** Help and news: guided tours per screen and release notes; the version file is outside the API. */
export * from './guides'
export * from './release-notes'

/** The public version text file the app reads with no caching to notice a new deployment (spec 7). */
export const VERSION_FILE = '/version.txt'
