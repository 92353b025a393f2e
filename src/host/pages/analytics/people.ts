/** The logisticians a supervisor may pick (from the departments); a logistician who heads none gets none. */
import { listDepartments } from '../../../core/contract/analytics'
import { useEndpoint } from '../../../widgets/ui'

export function usePeople() {
  const departments = useEndpoint(
    listDepartments,
    { query: { include: 'users', limit: 100, offset: 0 } },
    { select: (answer) => answer.data },
  )
  const people =
    departments.state === 'ready'
      ? departments.data.flatMap((d) => d.users ?? []).filter((u, i, all) => all.findIndex((x) => x.id === u.id) === i)
      : []
  return { people, supervisor: people.length > 0, departments }
}

/** Spec 3: the selected logistician is remembered in local storage under the dashboard key. */
export const DASHBOARD_USER_KEY = 'fx.analytics.dashboard.user'

export function storedUser(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(DASHBOARD_USER_KEY) ?? 0)
    return Number.isInteger(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

export function storeUser(id: number): void {
  try {
    if (id > 0) globalThis.localStorage?.setItem(DASHBOARD_USER_KEY, String(id))
    else globalThis.localStorage?.removeItem(DASHBOARD_USER_KEY)
  } catch {
    // storage refused (private mode): the choice lasts the visit
  }
}
