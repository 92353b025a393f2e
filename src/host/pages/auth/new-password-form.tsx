/**
 * The last step of a password reset (by code or by link): the new password (POST auth/reset_password/confirmation),
 * then signed in and on to cargos-search. A reset token that stopped working is handed to `onInvalid`.
 */

import { useWatch } from 'react-hook-form'
import { isApiError } from '../../../core/api'
import * as auth from '../../../core/contract/auth'
import { addTexts } from '../../../core/i18n/texts'
import { useApi, useT, useToast } from '../../../widgets/ui'
import { FormPassword, FormSubmit } from '../../forms/fields'
import { PasswordMeter } from '../../forms/password-meter'
import { useSignIn } from '../../forms/use-session'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { useHost } from '../../host-context'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'

addTexts(authTexts)

const passwordForm = bodySchema(auth.resetPasswordConfirmation).pick({ password: true })

export function NewPasswordForm({ resetToken, onInvalid }: { resetToken: string; onInvalid: () => void }) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const signIn = useSignIn()
  const { navigate } = useHost()
  const form = useZodForm(passwordForm, { defaultValues: { password: '' } })
  // the account's e-mail and phone are not known here: the server checks them when the password is sent
  const password = useWatch({ control: form.control, name: 'password' })

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await api.call(auth.resetPasswordConfirmation, { body: { reset_token: resetToken, password } })
      await signIn(answer.data)
      toast.show(t('auth_pages.reset_done'), { kind: 'success' })
      navigate('cargos-search')
    } catch (error) {
      if (isApiError(error) && (error.fieldError('reset_token') || error.status === 404)) onInvalid()
      else applyServerErrors(form, error, toast, { fields: ['password'] })
    }
  })

  return (
    <form className="fx-hp-form" noValidate onSubmit={submit} data-step="password">
      <p className="fx-hp-lead">{t('auth_pages.reset_password_intro')}</p>
      <FormPassword
        control={form.control}
        name="password"
        label={t('auth_pages.reset_new_password')}
        hint={t('auth_pages.password_hint')}
        autoComplete="new-password"
        required
      />
      <PasswordMeter password={password ?? ''} />
      <FormSubmit submitting={form.formState.isSubmitting}>{t('auth_pages.reset_save_password')}</FormSubmit>
    </form>
  )
}
