/**
 * One core per page: session, API client, i18n and config, created on first use and kept on
 * `globalThis[Symbol.for('fx.core')]`, so every widget, the host, and even two separately built bundles on one
 * page share one session, one language and one client.
 */

import { type ApiClient, createApiClient, type ErrorReporter, type FetchLike } from '../api'
import type { ErrorReportingOptions } from '../api/error-reporting'
import { type FxConfig, readBrowserConfig } from '../config'
import { me } from '../contract/account'
import { createI18n, type I18n } from '../i18n'
import { createSession, type Session } from './session'
import { defaultStorage, type KeyValueStorage } from './storage'

export const coreKey: unique symbol = Symbol.for('fx.core')

/** Bumped when the shape of `Core` changes incompatibly. */
export const coreVersion = 1

export interface Core {
  readonly version: number
  readonly config: FxConfig
  readonly storage: KeyValueStorage
  readonly session: Session
  readonly i18n: I18n
  readonly api: ApiClient
}

/** Only the first `getCore()` of a page uses these; later calls return the core already there. */
export interface CoreInit {
  /** A widget's `api-base` attribute. */
  apiBase?: string | null
  /** A widget's `partner` attribute. */
  partner?: string | null
  /** A widget's `lang` attribute. */
  lang?: string | null
  storage?: KeyValueStorage
  fetch?: FetchLike
  reporter?: ErrorReporter
  /** Replaces the configuration read from the page. */
  config?: FxConfig
}

type CoreHolder = { [coreKey]?: Core }

/**
 * The error reporter, loaded with the first failure (a dynamic import): a page whose calls all succeed never
 * downloads it. Reports are fire-and-forget either way, so a report that waits for the module loses nothing.
 */
function reporterLoadedOnFailure(options: ErrorReportingOptions): ErrorReporter {
  let loaded: Promise<ErrorReporter> | undefined
  return (error, context) => {
    loaded ??= import('../api/error-reporting').then(({ createErrorReporter }) => createErrorReporter(options))
    loaded.then(
      (report) => report(error, context),
      () => {},
    )
  }
}

export function createCore(init: CoreInit = {}): Core {
  const config =
    init.config ??
    readBrowserConfig({ apiBaseAttribute: init.apiBase, partnerAttribute: init.partner, langAttribute: init.lang })
  const storage = init.storage ?? defaultStorage()
  const i18n = createI18n({ storage, language: init.lang ?? config.lang })
  const session = createSession({ storage })
  const api = createApiClient({
    baseUrl: config.apiBase,
    getToken: () => session.accessToken.value,
    getLanguage: () => i18n.language.value,
    onUnauthorized: () => session.signOut('unauthorized'),
    // spec 8: errors also go to the error-reporting service (Sentry-compatible when configured, else the server log)
    reporter:
      init.reporter ??
      reporterLoadedOnFailure({
        apiBase: config.apiBase,
        sentryDsn: config.sentryDsn,
        ...(init.fetch ? { fetch: init.fetch } : {}),
      }),
    ...(init.fetch ? { fetch: init.fetch } : {}),
  })
  session.setFetchMe(async () => (await api.call(me)).data)
  return { version: coreVersion, config, storage, session, i18n, api }
}

/** The page's core, created on the first call. */
export function getCore(init?: CoreInit): Core {
  const holder = globalThis as CoreHolder
  let core = holder[coreKey]
  if (!core) {
    core = createCore(init)
    holder[coreKey] = core
  }
  return core
}

/** Forgets the page's core (tests; a host that must start over). */
export function resetCore(): void {
  const holder = globalThis as CoreHolder
  holder[coreKey]?.session.dispose()
  delete holder[coreKey]
}
