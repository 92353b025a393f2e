/**
 * The exchange site's entry: reads the runtime configuration (partners), creates the shared core (session, API
 * client, i18n), applies the partner's brand and Telegram's theme, and starts the router.
 */
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { miniAppLogin } from '../core/contract/telegram'
import { addTexts } from '../core/i18n/texts'
import { getCore } from '../core/session'
import type { Core } from '../core/session/core'
import { KitProvider, ToastRegion } from '../widgets/ui'
import { applyBrand, applyTelegramTheme, ModeContext, resolveMode, telegram } from './mode'
import { searchFirstPage } from './pages/cargos/search-first-page'
import { trucksFirstPage } from './pages/trucks/trucks-first-page'
import { HostRouter, preloadPage, routeAt } from './router'
import { loadRuntimeConfig } from './runtime-config'
import { installKitStyles } from './styles'
import { siteTexts } from './texts/site'
import './host.css'

// the shell's texts; each area's page and widget adds its own when it loads
addTexts(...siteTexts)

/** Telegram's mini-app script (loaded only in the mini-app): ready, full height, its theme as our tokens. */
const telegramScript = 'https://telegram.org/js/telegram-web-app.js'

/**
 * Inside Telegram a visitor without a session signs in with the mini-app's signed `initData` (checked on the
 * server with the bot token); a Telegram account not linked to a user stays a visitor.
 */
async function signInWithTelegram(core: Core, initData: string | undefined) {
  if (!initData || core.session.accessToken.peek()) return
  try {
    const answer = await core.api.call(miniAppLogin, { body: { init_data: initData } })
    await core.session.signIn(answer.data.token, answer.data.user)
  } catch {
    // not linked, or not configured: the visitor signs in as on the site
  }
}

async function connectTelegram(core: Core) {
  if (!telegram()) {
    await new Promise<void>((resolve) => {
      const script = document.createElement('script')
      script.src = telegramScript
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => resolve()
      document.head.append(script)
    })
  }
  const app = telegram()
  if (!app) return
  app.ready?.()
  app.expand?.()
  applyTelegramTheme(app)
  await signInWithTelegram(core, app.initData)
  window.dispatchEvent(new Event('fx-telegram-ready'))
}

async function start() {
  // the page's chunks load while the configuration is asked for (a failure shows when the router renders the page)
  const route = routeAt(window.location.pathname, window.history.state)
  preloadPage(route)
  const runtime = await loadRuntimeConfig()
  const core = getCore()
  const mode = resolveMode(core, runtime)
  installKitStyles()
  applyBrand(mode.partner)
  // in Telegram, the sign-in by initData comes before the first route (a deep link to a cargo needs the session),
  // waiting at most 2.5 s for Telegram's script
  if (mode.miniApp) await Promise.race([connectTelegram(core), new Promise((resolve) => setTimeout(resolve, 2500))])
  if (mode.whiteLabel) document.documentElement.dataset.whiteLabel = ''
  if (mode.miniApp) document.documentElement.dataset.miniApp = ''
  // roles and company type come back from the server; a 401 here signs out and the router goes to login
  if (core.session.accessToken.peek()) void core.session.loadMe()
  // the first data of the page, asked for now rather than once its chunks have loaded and rendered
  if (route?.name === 'cargos-search') searchFirstPage(core.api, new URLSearchParams(window.location.search))
  if (route?.name === 'trucks-list') trucksFirstPage(core.api, Boolean(core.session.accessToken.peek()))

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  const root = createRoot(container)
  // a transition renders in slices that yield to the browser every few milliseconds (an ordinary update renders in
  // one go): on a phone's CPU the shell's first render is no long task
  startTransition(() =>
    root.render(
      <StrictMode>
        <ModeContext value={mode}>
          <KitProvider>
            <HostRouter />
            <ToastRegion />
          </KitProvider>
        </ModeContext>
      </StrictMode>,
    ),
  )
}

void start()
