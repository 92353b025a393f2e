/** Who looks at cargos: anonymous callers see available cargos only, a shipper's users also their own in any stage. */
import type { CurrentUser } from '../../http/auth'

export interface Viewer {
  userId: number | null
  companyId: number | null
}

export function viewerOf(user: CurrentUser | null): Viewer {
  return { userId: user?.id ?? null, companyId: user?.companyId ?? null }
}

export const anonymous: Viewer = { userId: null, companyId: null }
