/** The e-mail-or-phone field that signs in and starts a password reset: one label, hint and autocomplete for both. */
import type { Control } from 'react-hook-form'
import { useT } from '../../../widgets/ui'
import { FormText } from '../../forms/fields'
import type { HostTextKey } from '../../texts/keys'

export function LoginField<T extends { login: string }>({ control }: { control: Control<T, unknown, unknown> }) {
  const t = useT<HostTextKey>()
  return (
    <FormText
      control={control as unknown as Control<{ login: string }, unknown, unknown>}
      name="login"
      label={t('auth_pages.login_login')}
      hint={t('auth_pages.login_login_hint')}
      autoComplete="username"
      required
    />
  )
}
