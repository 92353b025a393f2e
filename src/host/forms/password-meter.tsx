/**
 * The strength of a new password as it is typed (registration and reset): the shared rules of
 * core/contract/password-rules.ts, and the server's own list of common and breached passwords, asked by a hash
 * prefix after a pause in typing (./common-password.ts), so a listed password reads weak before it is sent and the
 * list (several hundred KB) stays on the server.
 */
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordOwner,
  passwordRuleProblem,
  passwordStrength,
} from '../../core/contract/password-rules'
import { useT } from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'
import { useCommonPassword } from './common-password'
import './password-meter.css'
import { addTexts } from '../../core/i18n/texts'
import * as authTexts from '../texts/auth'

addTexts(authTexts)

const labels = [
  'auth_pages.password_strength_0',
  'auth_pages.password_strength_1',
  'auth_pages.password_strength_2',
  'auth_pages.password_strength_3',
  'auth_pages.password_strength_4',
] as const satisfies readonly HostTextKey[]

const problems = {
  password_contains_login: 'auth_pages.password_problem_login',
  password_repetitive: 'auth_pages.password_problem_repetitive',
} as const satisfies Record<string, HostTextKey>

function problemOf(password: string, owner: PasswordOwner): HostTextKey | null {
  if (password.length < PASSWORD_MIN) return 'auth_pages.password_problem_short'
  if (password.length > PASSWORD_MAX) return 'auth_pages.password_problem_long'
  const problem = passwordRuleProblem(password, owner)
  return problem ? problems[problem] : null
}

export function PasswordMeter({ password, owner = {} }: { password: string; owner?: PasswordOwner }) {
  const t = useT<HostTextKey>()
  const common = useCommonPassword(password)
  if (!password) return null
  const ruled = problemOf(password, owner)
  const listed = common && !ruled
  const score = listed ? 0 : passwordStrength(password, owner)
  const problem = listed ? 'auth_pages.password_problem_common' : ruled
  return (
    <div className="fx-hp-meter" data-score={score} data-testid="password-meter">
      <div className="fx-hp-meter-bar" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <span className="fx-hp-muted" aria-live="polite">
        {`${t('auth_pages.password_meter')}: ${t(labels[score])}`}
        {problem && ` — ${t(problem)}`}
      </span>
    </div>
  )
}
