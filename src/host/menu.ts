/**
 * The side menu and the mini-app tab bar, read from the route table: the routes with a menu place that the guard
 * lets the user open as they are. The guard reads the contract's access rules of each route's `calls`, so an item
 * is offered exactly to the users the server will serve its calls to; a menu place's `roles`, where given, only
 * narrow that to whom the item is meant for. Pure (the e2e tests read it too).
 */
import { type GuardMode, type GuardSession, mayOpen } from '../core/guard'
import { type FlatRoute, type MenuRole, type MenuSection, menuSections, plannedPage, routes } from './routes'

/** The menu roles of a user: shipper, logistician, carrier, manager, admin, security; `guest` when signed out. */
export function menuRolesOf(session: GuardSession): Set<MenuRole> {
  if (!session.accessToken) return new Set(['guest'])
  const out = new Set<MenuRole>()
  for (const role of session.roles) {
    if (role === 'shipper') out.add('shipper')
    else if (role === 'shipper.logist') out.add('logistician')
    else if (role === 'carrier' || role === 'expeditor' || role === 'external_carrier') out.add('carrier')
    else if (role === 'manager') out.add('manager')
    else if (role === 'admin') out.add('admin')
    else if (role === 'security') out.add('security')
  }
  if (out.size === 0 && session.companyType === 'shipper') out.add('shipper')
  if (out.size === 0 && session.companyType === 'carrier') out.add('carrier')
  return out
}

export interface MenuGroup {
  section: MenuSection
  items: FlatRoute[]
}

/**
 * The routes offered to a user. A planned page (a section spec 2 lists whose screens are not built yet) keeps its
 * address but is offered to nobody: a menu item that opens an empty placeholder is a promise the page breaks.
 */
export function menuRoutes(session: GuardSession, mode: GuardMode): FlatRoute[] {
  const roles = menuRolesOf(session)
  return routes.filter(
    (route) =>
      route.menu &&
      route.page !== plannedPage &&
      (route.menu.roles?.some((role) => roles.has(role)) ?? true) &&
      mayOpen(route, session, mode),
  )
}

/** The menu by section, in section order, without empty sections. */
export function menuGroups(session: GuardSession, mode: GuardMode): MenuGroup[] {
  const items = menuRoutes(session, mode)
  return menuSections
    .map((section) => ({ section, items: items.filter((route) => route.menu?.section === section) }))
    .filter((group) => group.items.length > 0)
}

/** The mini-app tabs: the user's menu routes that have a tab priority, best first, at most `limit`. */
export function tabRoutes(session: GuardSession, mode: GuardMode, limit = 3): FlatRoute[] {
  return menuRoutes(session, mode)
    .filter((route) => route.menu?.tab !== undefined)
    .sort((a, b) => (a.menu?.tab ?? 0) - (b.menu?.tab ?? 0))
    .slice(0, limit)
}
