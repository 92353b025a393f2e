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
 */

/** The route names the guard sends users to. */
export const guardTargets = {
  whiteLabelShipper: 'transport-calendar',
  anonymous: 'cargos-search',
  logistician: 'control-table',
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

export type GuardResult = 'proceed' | { redirect: string }

export function guard(route: GuardRoute, session: GuardSession, mode: GuardMode): GuardResult {
  if (mode.whiteLabel && session.companyType === 'shipper' && route.name !== guardTargets.whiteLabelShipper) {
    return { redirect: guardTargets.whiteLabelShipper }
  }
  if (!route.open && !session.accessToken) return { redirect: guardTargets.anonymous }
  if (session.roles.includes(logistRole) && !route.logist) return { redirect: guardTargets.logistician }
  return 'proceed'
}

/** The guard's verdict as a yes/no: may the route be shown as it is (menus list only such routes)? */
export function mayOpen(route: GuardRoute, session: GuardSession, mode: GuardMode): boolean {
  return guard(route, session, mode) === 'proceed'
}
