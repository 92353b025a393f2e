/**
 * Who looks at cargos: anonymous callers see available cargos only, a shipper's users also their own in any stage;
 * contacts only those who may carry the cargo, its own company and the operator's security officers.
 */
import type { CurrentUser } from '../../http/auth'

export interface Viewer {
  userId: number | null
  companyId: number | null
  /** The caller's roles (who may see contacts); none for an anonymous caller. */
  roles?: readonly string[]
}

export function viewerOf(user: CurrentUser | null): Viewer {
  return { userId: user?.id ?? null, companyId: user?.companyId ?? null, roles: user?.roles ?? [] }
}

/**
 * Roles that see any cargo's contacts: those who may carry it (carrier, expeditor) and the operator's security
 * officers, who check the orders made of it. A cargo's own company sees its own; nobody else does (not competing
 * shippers, nor anonymous callers). See docs/security.md.
 */
export const contactRoles = ['carrier', 'expeditor', 'security'] as const

export function maySeeContacts(viewer: Viewer, cargoCompanyId: number | null): boolean {
  if (viewer.userId === null) return false
  if (viewer.companyId !== null && viewer.companyId === cargoCompanyId) return true
  return (viewer.roles ?? []).some((role) => (contactRoles as readonly string[]).includes(role))
}

export const anonymous: Viewer = { userId: null, companyId: null }
