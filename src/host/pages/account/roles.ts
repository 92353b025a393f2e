import { type Role, roles } from '../../../core/contract/roles'
import type { Translate } from '../../../widgets/ui'

/** The name of a role: the server's name for roles that may be given (GET company/employees/roles), else ours. */
export function roleLabel(role: string, t: Translate, named: ReadonlyMap<string, string>): string {
  return (
    named.get(role) ??
    ((roles as readonly string[]).includes(role) ? t(`account_pages.role_${roleKey(role as Role)}`) : role)
  )
}

function roleKey(role: Role): string {
  return role.replace('.', '_')
}
