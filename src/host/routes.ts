/**
 * The route table of the exchange site (spec 2) as data. The router (`router.tsx`), the side menu and tab bar
 * (`menu.ts`) and the route guard (`core/guard`, asked by the router and the menu) all read this one table, so a
 * route is added here and nowhere else.
 *
 * A route: its `path` (relative to its parent, as in the spec), its `name`, the route it `redirect`s to (by
 * name), the flags `open` (may be visited without login) and `logist` (L: allowed for logisticians), its
 * `meta.type`, the `layout` it sits in (top-level routes only; children sit in their parent's), its page
 * (loaded on demand) and where it appears in the menu. Route parameters (`:id`) are passed to the page as props.
 *
 * Spec 2 gives two children of /cargos the path `in-work` (cargos-in-work and orders-in-work); here the orders in
 * work have an address of their own, /cargos/orders, so a copied link or a new tab opens them. Routes that still
 * share an address would be told apart by the route name navigation puts in the history entry (`pickRoute`).
 */
import type { ComponentType } from 'react'
import * as analytics from '../core/contract/analytics'
import * as cargo from '../core/contract/cargo'
import * as companies from '../core/contract/companies'
import type { Access, Endpoint } from '../core/contract/endpoint'
import * as externalCarriers from '../core/contract/external-carriers'
import * as finance from '../core/contract/finance'
import * as help from '../core/contract/help'
import * as integrations from '../core/contract/integrations'
import * as notifications from '../core/contract/notifications'
import * as orders from '../core/contract/orders'
import * as responses from '../core/contract/responses'
import * as reviews from '../core/contract/reviews'
import * as shipper from '../core/contract/shipper'
import * as fleet from '../core/contract/transport'
import * as trucks from '../core/contract/trucks'

/** Spec 2: the route types in meta. */
export const routeTypes = [
  'account',
  'carrier',
  'carrier-transport',
  'shipper-analytics',
  'trucks',
  'integrations',
  'finance',
  'security',
  'order',
] as const
export type RouteType = (typeof routeTypes)[number]

export type Layout = 'main' | 'auth' | 'none'

/** Who a menu item is for. `guest` is an anonymous visitor. */
export type MenuRole = 'guest' | 'shipper' | 'logistician' | 'carrier' | 'manager' | 'admin' | 'security'

/** The groups of the side menu, in their order. */
export const menuSections = [
  'cargos',
  'transport',
  'trucks',
  'analytics',
  'finance',
  'integrations',
  'security',
  'company',
] as const
export type MenuSection = (typeof menuSections)[number]

export interface MenuPlace {
  section: MenuSection
  /**
   * Whom the item is meant for, among those the route's `calls` allow (e.g. favourites are a carrier's tool). Absent:
   * everyone the guard lets open the route, which for a route with `calls` is exactly who the contract lets make
   * them. A planned page (no calls yet) names its roles here.
   */
  roles?: readonly MenuRole[]
  /** A mini-app bottom tab, by priority (lower first). */
  tab?: number
}

/** A page module: its default export renders the screen; route parameters come as props. */
export type PageLoader = () => Promise<{ default: ComponentType<never> }>

export interface RouteDef {
  path: string
  name?: string
  /** The name of the route this one redirects to. */
  redirect?: string
  /** Open: may be visited without login. */
  open?: boolean
  /** L: allowed for logisticians (spec 6). */
  logist?: boolean
  /** Only for visitors: a signed-in user goes to their start page. */
  guestOnly?: boolean
  /**
   * The contract endpoints the page is made of, one per side it serves (the responses page: the shipper's list and
   * the carrier's). The guard lets a signed-in user in, and the menu offers the route, only when the user's roles may
   * make at least one of them: the same rule the server enforces, so no page answers its menu item with «no access».
   */
  calls?: readonly Endpoint[]
  meta?: { type: RouteType }
  /** Top-level routes only: `main` (the default), `auth`, or `none` (the marketplace home, the 404 page). */
  layout?: Layout
  /** The page's file under `pages/`, without extension (its loader: ./route-pages.ts). */
  page?: PageName
  /** `page`: the page shows its own title (h1), so the layout does not. */
  heading?: 'layout' | 'page'
  menu?: MenuPlace
  children?: readonly RouteDef[]
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

/**
 * A route names its page by its file under `pages/` (`'cargos/SearchPage'`); the loaders are in ./route-pages.ts,
 * which only the router imports, so a page may import this table (for `pathOf`, through navigation) without the
 * table importing every page back.
 */
export type PageName = string

/** The page of a planned route (not built yet): it makes no call. */
export const plannedPage = 'EmptyPage'

// ---------------------------------------------------------------------------------------------------------------
// The table (spec 2), in the spec's order, plus the control table (spec 4, 6: where logisticians are sent).

export const routeTable = [
  { path: '/', name: 'home', redirect: 'cargos-search', open: true, logist: true, layout: 'none' },
  {
    path: '/advance-payment',
    name: 'advance-payment',
    open: true,
    logist: true,
    page: 'finance/AdvancePaymentPage',
    heading: 'page',
    calls: [finance.advanceTerms, finance.getVerification, finance.listAdvancePayments],
    menu: { section: 'finance', roles: ['guest', 'carrier'] },
  },
  // a developer's example (spec 2): reachable by its address, in no menu
  { path: '/validate', name: 'validate', page: 'validate/ValidatePage', heading: 'page' },
  {
    path: '/account',
    name: 'account',
    redirect: 'account-profile',
    meta: { type: 'account' },
    children: [
      {
        path: 'profile',
        name: 'account-profile',
        logist: true,
        meta: { type: 'account' },
        page: 'account/ProfilePage',
        heading: 'page',
      },
      {
        path: 'company',
        name: 'account-company',
        meta: { type: 'account' },
        page: 'account/CompanyPage',
        heading: 'page',
      },
      {
        path: 'employees',
        name: 'account-employees',
        meta: { type: 'account' },
        page: 'account/EmployeesPage',
        heading: 'page',
        calls: [companies.createStaff],
        menu: { section: 'company' },
      },
      {
        path: 'carriers',
        name: 'my-carriers',
        meta: { type: 'account' },
        page: 'account/CarriersPage',
        heading: 'page',
        calls: [companies.addPartner],
        menu: { section: 'company', roles: ['shipper', 'manager'] },
      },
      {
        path: 'notifications',
        name: 'account-notifications',
        logist: true,
        meta: { type: 'account' },
        page: 'account/NotificationsPage',
        heading: 'page',
        calls: [notifications.listNotifications],
        menu: { section: 'company' },
      },
      {
        path: 'reviews',
        name: 'account-reviews',
        meta: { type: 'account' },
        page: 'account/ReviewsPage',
        heading: 'page',
        calls: [reviews.myReviews],
        // a party's own reviews; the security service has none and moderates reported ones on its own page
        menu: { section: 'company', roles: ['shipper', 'logistician', 'carrier', 'manager', 'admin'] },
      },
      {
        path: 'help',
        name: 'account-help',
        logist: true,
        meta: { type: 'account' },
        page: 'help/HelpPage',
        heading: 'page',
        calls: [help.listHelpGuides],
        menu: { section: 'company' },
      },
    ],
  },
  {
    path: '/cargos',
    name: 'cargos',
    redirect: 'cargos-search',
    meta: { type: 'carrier' },
    children: [
      {
        path: 'search',
        name: 'cargos-search',
        open: true,
        logist: true,
        meta: { type: 'carrier' },
        page: 'cargos/SearchPage',
        calls: [cargo.listCargos],
        menu: { section: 'cargos', tab: 1 },
      },
      {
        path: 'favorite',
        name: 'cargos-favorite',
        meta: { type: 'carrier' },
        page: 'shipper/FavoritePage',
        calls: [cargo.addFavorite],
        menu: { section: 'cargos', roles: ['carrier'], tab: 3 },
      },
      {
        path: 'contracts',
        name: 'cargos-contracts',
        meta: { type: 'carrier' },
        page: 'contracts/ContractsPage',
        heading: 'page',
        calls: [responses.listMyContracts],
        menu: { section: 'cargos' },
      },
      {
        path: 'in-work',
        name: 'cargos-in-work',
        logist: true,
        meta: { type: 'carrier' },
        page: 'shipper/ShipperCargosPage',
        calls: [shipper.listShipperCargos],
        menu: { section: 'cargos', tab: 2 },
      },
      {
        path: 'on-way',
        name: 'orders-on-way',
        logist: true,
        meta: { type: 'carrier' },
        page: 'orders/OnWayPage',
        heading: 'page',
        calls: [orders.listShipperOrders],
        menu: { section: 'cargos', roles: ['shipper', 'logistician'] },
      },
      {
        path: 'orders',
        name: 'orders-in-work',
        meta: { type: 'carrier' },
        page: 'orders/OrdersListPage',
        heading: 'page',
        calls: [orders.listShipperOrders, orders.listCarrierOrders],
        menu: { section: 'cargos', roles: ['shipper', 'manager', 'carrier'] },
      },
      {
        path: 'orders/:id',
        name: 'orders-details',
        logist: true,
        meta: { type: 'order' },
        page: 'orders/OrderPage',
        heading: 'page',
        calls: [orders.getOrder],
      },
      {
        path: 'responses',
        name: 'cargos-responses',
        logist: true,
        meta: { type: 'carrier' },
        page: 'responses/ResponsesPage',
        heading: 'page',
        calls: [responses.listResponses],
        menu: { section: 'cargos' },
      },
      {
        path: 'trades',
        name: 'orders-auto-bids',
        logist: true,
        meta: { type: 'carrier' },
        page: 'integrations/TradesPage',
        heading: 'page',
        calls: [integrations.listAutoBidSettings],
        menu: { section: 'cargos' },
      },
      {
        path: 'details/:id',
        name: 'cargos-details',
        logist: true,
        meta: { type: 'carrier' },
        page: 'cargos/DetailsPage',
        calls: [cargo.getCargo],
      },
    ],
  },
  {
    path: '/transport',
    name: 'transport',
    redirect: 'transport-trucks',
    meta: { type: 'carrier-transport' },
    children: [
      {
        path: 'calendar',
        name: 'transport-calendar',
        logist: true,
        meta: { type: 'carrier-transport' },
        page: 'transport/CalendarPage',
        calls: [fleet.listTasks, fleet.assignedCalendar],
        menu: { section: 'transport', tab: 2 },
      },
      {
        path: 'trucks',
        name: 'transport-trucks',
        logist: true,
        meta: { type: 'carrier-transport' },
        page: 'transport/TrucksPage',
        heading: 'page',
        calls: [fleet.listTransports],
        menu: { section: 'transport' },
      },
      {
        path: 'drivers',
        name: 'transport-drivers',
        meta: { type: 'carrier-transport' },
        page: 'transport/DriversPage',
        heading: 'page',
        calls: [fleet.listDrivers],
        menu: { section: 'transport' },
      },
      {
        path: 'routes',
        name: 'transport-routes',
        logist: true,
        meta: { type: 'carrier-transport' },
        page: 'transport/RoutesPage',
        heading: 'page',
        calls: [fleet.listTasks],
        menu: { section: 'transport' },
      },
      {
        path: 'analytics',
        name: 'transport-analytics',
        logist: true,
        meta: { type: 'carrier-transport' },
        page: 'transport/AnalyticsPage',
        heading: 'page',
        calls: [fleet.transportAnalytics],
        menu: { section: 'transport' },
      },
      {
        // Spec 4 and 6 send logisticians here; spec 2 lists "calendar table of transport tasks" among its views.
        path: 'control-table',
        name: 'control-table',
        logist: true,
        meta: { type: 'carrier-transport' },
        page: 'transport/ControlTablePage',
        calls: [fleet.controlTable],
        menu: { section: 'transport', tab: 3 },
      },
    ],
  },
  {
    path: '/analytics',
    name: 'analytics',
    redirect: 'analytics-logistic',
    meta: { type: 'shipper-analytics' },
    children: [
      {
        path: 'dashboard',
        name: 'analytics-dashboard',
        logist: true,
        meta: { type: 'shipper-analytics' },
        page: 'analytics/DashboardPage',
        heading: 'page',
        calls: [analytics.goalsDashboard, analytics.goalGraph],
        menu: { section: 'analytics', roles: ['shipper', 'logistician', 'manager'] },
      },
      {
        path: 'logistic',
        name: 'analytics-logistic',
        meta: { type: 'shipper-analytics' },
        page: 'analytics/LogisticPage',
        heading: 'page',
        calls: [analytics.managerStats],
        menu: { section: 'analytics', roles: ['shipper', 'manager'] },
      },
      {
        path: 'goals',
        name: 'analytics-goals',
        meta: { type: 'shipper-analytics' },
        page: 'analytics/GoalsPage',
        heading: 'page',
        calls: [analytics.listDepartments, analytics.goalDetails],
        menu: { section: 'analytics', roles: ['shipper', 'manager'] },
      },
      {
        path: 'clients',
        name: 'analytics-clients',
        meta: { type: 'shipper-analytics' },
        page: 'analytics/ClientsPage',
        heading: 'page',
        calls: [analytics.cargoOwners, analytics.cargoOwnerRoutes],
        menu: { section: 'analytics', roles: ['shipper', 'manager'] },
      },
    ],
  },
  // Not for logisticians (no L flag): the guard sends them to the control table.
  {
    path: '/trucks',
    name: 'trucks',
    redirect: 'trucks-list',
    meta: { type: 'trucks' },
    children: [
      {
        path: 'list',
        name: 'trucks-list',
        meta: { type: 'trucks' },
        page: 'trucks/TruckListPage',
        calls: [trucks.searchTrucks],
        menu: { section: 'trucks', roles: ['shipper', 'carrier', 'manager'], tab: 3 },
      },
      {
        path: 'carrier/:id',
        name: 'trucks-carrier',
        meta: { type: 'trucks' },
        page: 'trucks/CarrierPage',
        heading: 'page',
        calls: [externalCarriers.getExternalCompany],
      },
      {
        path: 'map',
        name: 'trucks-map',
        meta: { type: 'trucks' },
        page: 'trucks/MapPage',
        heading: 'page',
        calls: [trucks.searchTrucks],
        menu: { section: 'trucks', roles: ['shipper', 'carrier', 'manager'] },
      },
    ],
  },
  {
    path: '/registration',
    name: 'registration',
    open: true,
    guestOnly: true,
    layout: 'auth',
    page: 'auth/RegistrationPage',
  },
  {
    path: '/login',
    open: true,
    layout: 'auth',
    children: [
      { path: '', name: 'login', open: true, guestOnly: true, page: 'auth/LoginPage' },
      { path: 'recovery', name: 'reset-password', open: true, page: 'auth/RecoveryPage' },
      {
        path: 'reset/:id',
        name: 'reset-password-email',
        open: true,
        page: 'auth/ResetPasswordPage',
      },
    ],
  },
  {
    path: '/integrations',
    name: 'integrations',
    redirect: 'integrations-platform',
    meta: { type: 'integrations' },
    children: [
      {
        path: 'platform',
        name: 'integrations-platform',
        meta: { type: 'integrations' },
        page: 'integrations/PlatformPage',
        heading: 'page',
        calls: [integrations.listImports],
        menu: { section: 'integrations', roles: ['shipper', 'manager'] },
      },
      {
        path: 'distribution',
        name: 'integrations-distribution',
        meta: { type: 'integrations' },
        page: 'integrations/DistributionPage',
        heading: 'page',
        calls: [integrations.listContacts],
        menu: { section: 'integrations', roles: ['shipper', 'manager'] },
      },
      {
        path: 'settings',
        name: 'integrations-settings',
        meta: { type: 'integrations' },
        page: 'integrations/SettingsPage',
        heading: 'page',
        calls: [integrations.listCustomLogics],
        menu: { section: 'integrations', roles: ['shipper', 'manager'] },
      },
    ],
  },
  {
    path: '/finance',
    name: 'finance',
    redirect: 'finance-registry',
    meta: { type: 'finance' },
    children: [
      {
        path: 'registry',
        name: 'finance-registry',
        meta: { type: 'finance' },
        page: 'finance/RegistryPage',
        heading: 'page',
        calls: [finance.listRegistries],
        menu: { section: 'finance' },
      },
      {
        path: 'prepayment',
        name: 'finance-prepayment',
        meta: { type: 'finance' },
        page: 'finance/PrepaymentPage',
        heading: 'page',
        calls: [finance.listAdvancePayments],
        menu: { section: 'finance' },
      },
    ],
  },
  {
    path: '/security',
    name: 'security-list',
    meta: { type: 'security' },
    page: 'security/SecurityPage',
    heading: 'page',
    calls: [responses.listSecurityChecks],
    menu: { section: 'security', tab: 2 },
  },
  {
    path: '/order',
    name: 'order',
    meta: { type: 'order' },
    page: 'order/OrderPage',
    calls: [shipper.createCargo],
    menu: { section: 'cargos' },
  },
  // the driver's page of a share link (live tracking): the token is the credential, no sign-in
  {
    path: '/track/:token',
    name: 'track',
    open: true,
    logist: true,
    layout: 'none',
    page: 'track/TrackPage',
    heading: 'page',
  },
  { path: '*', name: 'not-found', open: true, logist: true, layout: 'none', page: 'NotFoundPage' },
] as const satisfies readonly RouteDef[]

// ---------------------------------------------------------------------------------------------------------------
// Types derived from the table: route names and their parameters.

type JoinPath<P extends string, S extends string> = S extends ''
  ? P
  : S extends `/${string}`
    ? S
    : P extends '' | '/'
      ? `/${S}`
      : `${P}/${S}`

type Flat<T, P extends string> = T extends { path: infer S extends string }
  ? { def: T; path: JoinPath<P, S> } | (T extends { children: readonly (infer C)[] } ? Flat<C, JoinPath<P, S>> : never)
  : never

type FlatEntries = Flat<(typeof routeTable)[number], ''>
type Named = Extract<FlatEntries, { def: { name: string } }>

/** Every route name of the table. */
export type RouteName = Named['def']['name']

/** Every page the table names (./route-pages.ts has a loader for each, and for no other). */
export type PageOf = Extract<FlatEntries, { def: { page: string } }>['def']['page']

type ParamNames<S extends string> = S extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<Rest>
  : S extends `${string}:${infer N}`
    ? N
    : never

/** The parameters a route needs, e.g. `{ id: string | number }` for cargos-details. */
export type ParamsOf<N extends RouteName> = {
  [K in ParamNames<Extract<Named, { def: { name: N } }>['path']>]: string | number
}

// ---------------------------------------------------------------------------------------------------------------
// The table, flattened: one entry per route with its full path and the flags it needs.

export interface FlatRoute {
  name: string
  /** Absolute, e.g. `/cargos/details/:id`; `*` for the catch-all. */
  path: string
  open: boolean
  logist: boolean
  guestOnly: boolean
  /** The access rules of the route's `calls` (the guard reads them). */
  access: readonly Access[]
  /** The route's `calls`, as declared. */
  calls: readonly Endpoint[]
  type: RouteType | null
  layout: Layout
  redirect: string | null
  page: PageName | null
  /** Who shows the route's title: the layout, or the page itself. */
  heading: 'layout' | 'page'
  menu: MenuPlace | null
  params: readonly string[]
}

function joinPath(parent: string, segment: string): string {
  if (segment === '') return parent
  if (segment.startsWith('/') || segment === '*') return segment
  return `${parent === '/' ? '' : parent}/${segment}`
}

function flatten(defs: readonly RouteDef[], parent = '', layout: Layout = 'main'): FlatRoute[] {
  return defs.flatMap((def) => {
    const path = joinPath(parent, def.path)
    const own = def.layout ?? layout
    const self: FlatRoute[] = def.name
      ? [
          {
            name: def.name,
            path,
            open: def.open === true,
            logist: def.logist === true,
            guestOnly: def.guestOnly === true,
            access: (def.calls ?? []).map((endpoint) => endpoint.access),
            calls: def.calls ?? [],
            type: def.meta?.type ?? null,
            layout: own,
            redirect: def.redirect ?? null,
            page: def.page ?? null,
            heading: def.heading ?? 'layout',
            menu: def.menu ?? null,
            params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
          },
        ]
      : []
    return [...self, ...flatten(def.children ?? [], path, own)]
  })
}

/** Every named route of the table, parents before children, in table order. */
export const routes: readonly FlatRoute[] = flatten(routeTable)

const byName = new Map(routes.map((route) => [route.name, route]))

/** The route of a name, or `undefined`. */
export function findRoute(name: string): FlatRoute | undefined {
  return byName.get(name)
}

/** The route of a name; throws on an unknown name (spec 2: navigating to an unknown named route fails). */
export function routeOf(name: string): FlatRoute {
  const route = byName.get(name)
  if (!route) throw new Error(`Unknown route name "${name}"`)
  return route
}

export type QueryInit = Record<string, string | number | undefined> | URLSearchParams

/**
 * THE way to make an address from a route name: `pathOf('cargos-details', { id: 7 })` → `/cargos/details/7`.
 * Throws on an unknown name and on a missing required parameter (spec 2). Parameters are URL-encoded; a query
 * is appended (undefined values are left out).
 */
export function pathOf<N extends RouteName>(name: N, params?: ParamsOf<N>, query?: QueryInit): string
export function pathOf(name: string, params?: Record<string, string | number>, query?: QueryInit): string
export function pathOf(name: string, params: Record<string, string | number> = {}, query?: QueryInit): string {
  const route = routeOf(name)
  if (route.path === '*') throw new Error(`Route "${name}" has no address of its own`)
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined || value === null || String(value) === '') {
      throw new Error(`Route "${name}" (${route.path}) needs the parameter "${key}"`)
    }
    return encodeURIComponent(String(value))
  })
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {})
            .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
            .map(([key, value]) => [key, String(value)]),
        )
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/** Routes that share one address (none in the table now): the first is the default. */
export function routesAt(path: string): FlatRoute[] {
  return routes.filter((route) => route.path === path)
}

/** The history-state key under which navigation by name records the route's name. */
export const routeStateKey = 'fxRoute'

/** Which of the routes sharing an address is shown: the one named in the history entry, else the first. */
export function pickRoute(candidates: readonly FlatRoute[], state: unknown): FlatRoute | undefined {
  const named =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[routeStateKey] : (undefined as unknown)
  return candidates.find((route) => route.name === named) ?? candidates[0]
}
