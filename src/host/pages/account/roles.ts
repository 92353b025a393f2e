import { type Role, roles } from '../../../core/contract/roles'
import { isOneOf } from '../../../core/i18n'
import { addTexts } from '../../../core/i18n/texts'
import type { Translate } from '../../../widgets/ui'
import * as accountTexts from '../../texts/account'
import type { HostTextKey } from '../../texts/keys'

addTexts(accountTexts)

/** The text of each role (`shipper.logist` → `role_shipper_logist`): a table, so both sides are checked. */
const roleKeys = {
  shipper: 'account_pages.role_shipper',
  carrier: 'account_pages.role_carrier',
  external_carrier: 'account_pages.role_external_carrier',
  expeditor: 'account_pages.role_expeditor',
  admin: 'account_pages.role_admin',
  manager: 'account_pages.role_manager',
  employee: 'account_pages.role_employee',
  'shipper.logist': 'account_pages.role_shipper_logist',
  security: 'account_pages.role_security',
} as const satisfies Record<Role, HostTextKey>

/** The name of a role: the server's name for roles that may be given (GET company/employees/roles), else ours. */
export function roleLabel(role: string, t: Translate<HostTextKey>, named: ReadonlyMap<string, string>): string {
  return named.get(role) ?? (isOneOf(roles, role) ? t(roleKeys[role]) : role)
}
