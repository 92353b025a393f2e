/**
 * The pages of the route table (./routes.ts names each by its file under `pages/`), each loaded on demand. Only the
 * router imports this module: the table stays free of page imports, so pages that import it (for addresses, through
 * navigation) make no import circle. A page that places a widget loads the widget's definition beside its own
 * chunk (`withWidget`), not after its first render: the widget's chunks are most of what the page shows.
 */
import type { PageLoader, PageOf, plannedPage } from './routes'
import { preloadWidget } from './widgets'

/**
 * The widget each page places (its element's code loads with the page's). The build also reads this table: the
 * page's address in index.html preloads the chunks of the page and of its widget (scripts/route-preloads.ts).
 */
export const pageWidgets = {
  'cargos/SearchPage': 'fx-cargo-search',
  'order/OrderPage': 'fx-order-form',
  'transport/CalendarPage': 'fx-transport-calendar',
  'trucks/TruckListPage': 'fx-truck-search',
} as const satisfies Partial<Record<PageOf, `fx-${string}`>>

function withWidget<T>(page: keyof typeof pageWidgets, load: () => Promise<T>): () => Promise<T> {
  return () => {
    // the page's chunk first: it renders the element the widget's code then draws into
    const loading = load()
    preloadWidget(pageWidgets[page])
    return loading
  }
}

export const pageLoaders = {
  EmptyPage: () => import('./pages/EmptyPage'),
  NotFoundPage: () => import('./pages/NotFoundPage'),
  'account/CarriersPage': () => import('./pages/account/CarriersPage'),
  'account/CompanyPage': () => import('./pages/account/CompanyPage'),
  'account/EmployeesPage': () => import('./pages/account/EmployeesPage'),
  'account/NotificationsPage': () => import('./pages/account/NotificationsPage'),
  'account/ProfilePage': () => import('./pages/account/ProfilePage'),
  'account/ReviewsPage': () => import('./pages/account/ReviewsPage'),
  'analytics/ClientsPage': () => import('./pages/analytics/ClientsPage'),
  'analytics/DashboardPage': () => import('./pages/analytics/DashboardPage'),
  'analytics/GoalsPage': () => import('./pages/analytics/GoalsPage'),
  'analytics/LogisticPage': () => import('./pages/analytics/LogisticPage'),
  'auth/LoginPage': () => import('./pages/auth/LoginPage'),
  'auth/RecoveryPage': () => import('./pages/auth/RecoveryPage'),
  'auth/RegistrationPage': () => import('./pages/auth/RegistrationPage'),
  'auth/ResetPasswordPage': () => import('./pages/auth/ResetPasswordPage'),
  'cargos/DetailsPage': () => import('./pages/cargos/DetailsPage'),
  'cargos/SearchPage': withWidget('cargos/SearchPage', () => import('./pages/cargos/SearchPage')),
  'contracts/ContractsPage': () => import('./pages/contracts/ContractsPage'),
  'finance/AdvancePaymentPage': () => import('./pages/finance/AdvancePaymentPage'),
  'finance/PrepaymentPage': () => import('./pages/finance/PrepaymentPage'),
  'finance/RegistryPage': () => import('./pages/finance/RegistryPage'),
  'help/HelpPage': () => import('./pages/help/HelpPage'),
  'integrations/DistributionPage': () => import('./pages/integrations/DistributionPage'),
  'integrations/PlatformPage': () => import('./pages/integrations/PlatformPage'),
  'integrations/SettingsPage': () => import('./pages/integrations/SettingsPage'),
  'integrations/TradesPage': () => import('./pages/integrations/TradesPage'),
  'order/OrderPage': withWidget('order/OrderPage', () => import('./pages/order/OrderPage')),
  'orders/OnWayPage': () => import('./pages/orders/OnWayPage'),
  'orders/OrderPage': () => import('./pages/orders/OrderPage'),
  'orders/OrdersListPage': () => import('./pages/orders/OrdersListPage'),
  'responses/ResponsesPage': () => import('./pages/responses/ResponsesPage'),
  'security/SecurityPage': () => import('./pages/security/SecurityPage'),
  'shipper/FavoritePage': () => import('./pages/shipper/FavoritePage'),
  'shipper/ShipperCargosPage': () => import('./pages/shipper/ShipperCargosPage'),
  'track/TrackPage': () => import('./pages/track/TrackPage'),
  'transport/AnalyticsPage': () => import('./pages/transport/AnalyticsPage'),
  'transport/CalendarPage': withWidget('transport/CalendarPage', () => import('./pages/transport/CalendarPage')),
  'transport/ControlTablePage': () => import('./pages/transport/ControlTablePage'),
  'transport/DriversPage': () => import('./pages/transport/DriversPage'),
  'transport/RoutesPage': () => import('./pages/transport/RoutesPage'),
  'transport/TrucksPage': () => import('./pages/transport/TrucksPage'),
  'trucks/CarrierPage': () => import('./pages/trucks/CarrierPage'),
  'trucks/MapPage': () => import('./pages/trucks/MapPage'),
  'trucks/TruckListPage': withWidget('trucks/TruckListPage', () => import('./pages/trucks/TruckListPage')),
  'validate/ValidatePage': () => import('./pages/validate/ValidatePage'),
} as const satisfies Record<PageOf | typeof plannedPage, PageLoader>
