/**
 * The exchange site's entry: reads the runtime configuration (partners), creates the shared core (session, API
 * client, i18n), applies the partner's brand and Telegram's theme, and starts the router.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { addTexts } from '../core/i18n/texts'
import { getCore } from '../core/session'
import { KitProvider, ToastRegion } from '../widgets/ui'
import { applyBrand, applyTelegramTheme, ModeContext, resolveMode, telegram } from './mode'
import { createHostRouter } from './router'
import { loadRuntimeConfig } from './runtime-config'
import { installKitStyles } from './styles'
import { siteTexts } from './texts/site'
import './host.css'

// the shell's texts; each area's page and widget adds its own when it loads
addTexts(...siteTexts)

/** Telegram's mini-app script (loaded only in the mini-app): ready, full height, its theme as our tokens. */
const telegramScript = 'https://telegram.org/js/telegram-web-app.js'

async function connectTelegram() {
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
  window.dispatchEvent(new Event('fx-telegram-ready'))
}

async function start() {
  const runtime = await loadRuntimeConfig()
  const core = getCore()
  const mode = resolveMode(core, runtime)
  installKitStyles()
  applyBrand(mode.partner)
  if (mode.miniApp) void connectTelegram()
  if (mode.whiteLabel) document.documentElement.dataset.whiteLabel = ''
  if (mode.miniApp) document.documentElement.dataset.miniApp = ''
  // roles and company type come back from the server; a 401 here signs out and the router goes to login
  if (core.session.accessToken.peek()) void core.session.loadMe()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root')
  createRoot(container).render(
    <StrictMode>
      <ModeContext value={mode}>
        <KitProvider>
          <RouterProvider router={createHostRouter()} />
          <ToastRegion />
        </KitProvider>
      </ModeContext>
    </StrictMode>,
  )
}

void start()
