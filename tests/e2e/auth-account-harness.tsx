/**
 * A stand-in host shell for the end-to-end tests of the auth, account and validate pages: it renders one page by
 * the address, gives it `HostContext` (navigation by route name, params, query), the kit's styles in the light DOM,
 * a toast region, and a ru/en switch. The tests bundle it with esbuild and serve it on the origin of a real
 * exchange server, so the pages talk to the real API. Test-only: nothing here ships.
 */
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { addTexts } from '../../src/core/i18n/texts'
import { getCore } from '../../src/core/session'
import { HostContext, type HostContextValue } from '../../src/host/host-context'
import { siteTexts } from '../../src/host/texts/site'
import base from '../../src/widgets/styles/base.css?inline'
import tokens from '../../src/widgets/styles/tokens.css?inline'
import { KitProvider, ToastRegion, useSignal } from '../../src/widgets/ui'
import kit from '../../src/widgets/ui/kit.css?inline'

addTexts(...siteTexts)

type Loader = () => Promise<{ default: ComponentType<Record<string, string>> }>

const routes: Array<{ name: string; path: string; load?: Loader }> = [
  { name: 'login', path: '/login', load: () => import('../../src/host/pages/auth/LoginPage') },
  { name: 'reset-password', path: '/login/recovery', load: () => import('../../src/host/pages/auth/RecoveryPage') },
  {
    name: 'reset-password-email',
    path: '/login/reset/:id',
    load: () => import('../../src/host/pages/auth/ResetPasswordPage'),
  },
  { name: 'registration', path: '/registration', load: () => import('../../src/host/pages/auth/RegistrationPage') },
  { name: 'account-profile', path: '/account/profile', load: () => import('../../src/host/pages/account/ProfilePage') },
  { name: 'account-company', path: '/account/company', load: () => import('../../src/host/pages/account/CompanyPage') },
  {
    name: 'account-employees',
    path: '/account/employees',
    load: () => import('../../src/host/pages/account/EmployeesPage'),
  },
  { name: 'my-carriers', path: '/account/carriers', load: () => import('../../src/host/pages/account/CarriersPage') },
  {
    name: 'account-notifications',
    path: '/account/notifications',
    load: () => import('../../src/host/pages/account/NotificationsPage'),
  },
  { name: 'validate', path: '/validate', load: () => import('../../src/host/pages/validate/ValidatePage') },
  { name: 'cargos-search', path: '/cargos/search' },
]
const aliases: Record<string, string> = { employees: 'account-employees' }

function match(pathname: string): { route: (typeof routes)[number]; params: Record<string, string> } | null {
  for (const route of routes) {
    const names: string[] = []
    const pattern = new RegExp(
      `^${route.path.replace(/:([a-z]+)/g, (_, name: string) => {
        names.push(name)
        return '([^/]+)'
      })}/?$`,
    )
    const found = pattern.exec(pathname)
    if (found)
      return { route, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1] ?? '')])) }
  }
  return null
}

const lazyPages = new Map<string, ComponentType<Record<string, string>>>()
function pageOf(route: (typeof routes)[number]) {
  if (!route.load) return null
  let page = lazyPages.get(route.name)
  if (!page) {
    page = lazy(route.load)
    lazyPages.set(route.name, page)
  }
  return page
}

const core = getCore()

function Shell() {
  const [location, setLocation] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }))
  const lang = useSignal(core.i18n.language)
  const reason = useSignal(core.session.signOutReason)
  const user = useSignal(core.session.user)

  useEffect(() => {
    const onPop = () => setLocation({ pathname: window.location.pathname, search: window.location.search })
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  const navigate = useCallback<HostContextValue['navigate']>((name, params = {}, query = {}) => {
    const route = routes.find((r) => r.name === (aliases[name] ?? name))
    if (!route) throw new Error(`Unknown route ${name}`)
    const pathname = route.path.replace(/:([a-z]+)/g, (_, key: string) => {
      const value = params[key]
      if (value === undefined) throw new Error(`Missing parameter ${key} of ${name}`)
      return encodeURIComponent(String(value))
    })
    const search = new URLSearchParams(query).toString()
    window.history.pushState(null, '', `${pathname}${search ? `?${search}` : ''}`)
    window.scrollTo(0, 0)
    setLocation({ pathname, search: search ? `?${search}` : '' })
  }, [])

  useEffect(() => {
    if (reason === 'unauthorized') navigate('login')
  }, [reason, navigate])

  const found = match(location.pathname)
  const value = useMemo<HostContextValue>(
    () => ({ navigate, params: found?.params ?? {}, query: new URLSearchParams(location.search) }),
    [navigate, found?.params, location.search],
  )
  const Page = found ? pageOf(found.route) : null

  return (
    <HostContext.Provider value={value}>
      <header className="harness-bar">
        <span data-testid="harness-route">{found?.route.name ?? 'not-found'}</span>
        <span data-testid="harness-user">{user ? user.email : ''}</span>
        <span className="harness-langs">
          {(['ru', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              data-testid={`lang-${l}`}
              onClick={() => void core.i18n.setLanguage(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </span>
      </header>
      <main>
        {Page ? (
          <Suspense fallback={<p>…</p>}>
            <Page key={location.pathname} {...(found?.params ?? {})} />
          </Suspense>
        ) : (
          <p data-testid="placeholder">{found?.route.name ?? 'not found'}</p>
        )}
      </main>
      <ToastRegion />
    </HostContext.Provider>
  )
}

const light = (css: string) =>
  css.replace(/:host\(\[theme="(light|dark)"\]\)/g, ':root[data-theme="$1"]').replace(/:host/g, ':root')
const style = document.createElement('style')
style.textContent = `${light(tokens)}\n${light(base)}\n${kit}
:root { color-scheme: light; }
body { margin: 0; }
.harness-bar { display: flex; gap: 12px; align-items: center; justify-content: space-between; padding: 6px 12px;
  background: #222a35; color: #fff; font: 12px system-ui, sans-serif; }
.harness-bar button { background: transparent; color: #fff; border: 1px solid #667; border-radius: 4px; padding: 2px 8px; }
.harness-bar button[aria-pressed="true"] { background: #fff; color: #222a35; }
.harness-langs { display: inline-flex; gap: 4px; }`
document.head.append(style)
document.documentElement.dataset.theme = 'light'

const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
createRoot(root).render(
  <KitProvider>
    <Shell />
  </KitProvider>,
)
