/**
 * The route guard of spec 4 as a pure function: what a route, the session and the page mode decide before a
 * screen is shown. The host asks it on every navigation (and again when the session changes) and follows the
 * redirect; its menu asks it too, to list only what the user may open. Rules, in this order:
 *
 * 1. white-label active and the company type is `shipper`: any route other than `transport-calendar` goes to
 *    `transport-calendar`;
 * 2. the route needs login (it is not flagged open) and there is no access token: go to `cargos-search`;
 * 3. the user holds `shipper.logist` and the route is not allowed for logisticians (flag L): go to `control-table`;
 * 4. otherwise proceed.
 *
 * Added, without changing the spec's order:
 * - rule 2 marks its redirect `returnTo`: the search it lands on offers to sign in and come back to the address
 *   asked for (a deep link to `/order` is not left silently on the search);
 * - 3a. a signed-in user on a route for visitors only (`guestOnly`: login, registration) goes to their start page;
 * - 3b. a signed-in user whose roles may make none of the route's calls (`access`, from the contract's endpoints the
 *   page needs) goes to their start page marked `refused`, where the host says whom the page is for: a page never
 *   answers its own address with «no access», and the menu, which lists only what the guard lets through, offers
 *   exactly what the server will serve.
 */
import { type Access, mayCall } from '../contract/endpoint'

/** The route names the guard sends users to. */
export const guardTargets = {
  whiteLabelShipper: 'transport-calendar',
  anonymous: 'cargos-search',
  logistician: 'control-table',
  /** Where a signed-in user starts (and goes from a route they cannot use), unless a logistician. */
  start: 'cargos-search',
} as const

/** The role of a shipper-side logistician (spec 6). */
export const logistRole = 'shipper.logist'

/** What the guard reads of a route (the host's route table holds more). */
export interface GuardRoute {
  name: string
  /** Open: may be visited without login. */
  open?: boolean
  /** L: allowed for logisticians. */
  logist?: boolean
  /** Only for visitors: a signed-in user goes to their start page (login, registration). */
  guestOnly?: boolean
  /**
   * The access rules (contract endpoints' `access`) of the calls the page is made of, one per side it serves: a
   * signed-in user must be allowed at least one. Empty or absent: the page makes no role-bound call.
   */
  access?: readonly Access[]
}

/** What the guard reads of the session. */
export interface GuardSession {
  accessToken: string | null | undefined
  roles: readonly string[]
  companyType: string | null | undefined
}

/** What the guard reads of the page mode. */
export interface GuardMode {
  whiteLabel: boolean
}

/**
 * `returnTo`: the address asked for is to be opened again once the visitor has signed in; `refused`: the user's
 * roles may not use the route asked for (the host says so where the user lands).
 */
export type GuardResult = 'proceed' | { redirect: string; returnTo?: true; refused?: true }

/** The route a signed-in user starts on: the control table for a logistician, else the cargo search. */
export function startRouteOf(session: GuardSession): string {
  return session.roles.includes(logistRole) ? guardTargets.logistician : guardTargets.start
}

/** May the session's roles make at least one of the route's calls (the contract's access rules)? */
export function mayUse(route: GuardRoute, session: GuardSession): boolean {
  const roles = session.accessToken ? session.roles : null
  return !route.access?.length || route.access.some((access) => mayCall(access, roles))
}

export function guard(route: GuardRoute, session: GuardSession, mode: GuardMode): GuardResult {
  if (mode.whiteLabel && session.companyType === 'shipper' && route.name !== guardTargets.whiteLabelShipper) {
    return { redirect: guardTargets.whiteLabelShipper }
  }
  if (!route.open && !session.accessToken) return { redirect: guardTargets.anonymous, returnTo: true }
  if (session.roles.includes(logistRole) && !route.logist) return { redirect: guardTargets.logistician }
  if (session.accessToken && (route.guestOnly || !mayUse(route, session))) {
    const start = startRouteOf(session)
    // the start page is always usable; a route that is itself the start page proceeds rather than loop
    if (route.name !== start) return route.guestOnly ? { redirect: start } : { redirect: start, refused: true }
  }
  return 'proceed'
}

/** The guard's verdict as a yes/no: may the route be shown as it is (menus list only such routes)? */
export function mayOpen(route: GuardRoute, session: GuardSession, mode: GuardMode): boolean {
  return guard(route, session, mode) === 'proceed'
}
