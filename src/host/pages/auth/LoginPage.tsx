/**
 * /login: sign in by e-mail or phone and password (POST auth/login). The token goes into the shared session; then
 * the address the visitor was sent here from (`?next=`, see return-to.ts), else their start page (the shell's guard
 * sends a signed-in user on from the login page either way). An account that awaits approval (403) is
 * told so plainly instead of a toast.
 */
import { useState } from 'react'
import { isApiError } from '../../../core/api'
import * as auth from '../../../core/contract/auth'
import { addTexts } from '../../../core/i18n/texts'
import { loadOnce, useApi, useT, useToast } from '../../../widgets/ui'
import { FormPassword, FormSubmit } from '../../forms/fields'
import { Page } from '../../forms/page'
import { useSignIn } from '../../forms/use-session'
import { applyServerErrors, useZodForm } from '../../forms/use-zod-form'
import { go } from '../../history'
import { useHost } from '../../host-context'
import { returnKey, returnPath } from '../../return-to'
import type { HostTextKey } from '../../texts/keys'
import * as signInTexts from '../../texts/sign-in'
import { LoginField } from './login-field'

addTexts(signInTexts)

/** The form's schema (classic zod), loaded with the first sign-in form shown rather than before the page paints. */
const loadLoginSchema = loadOnce(() => import('./login-schema').then((module) => module.loginForm))

export default function LoginPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const { navigate, query } = useHost()
  const back = returnPath(query.get(returnKey))
  const signIn = useSignIn()
  const [pending, setPending] = useState(false)
  const form = useZodForm(loadLoginSchema, {
    defaultValues: { login: query.get('login') ?? '', password: '' },
  })

  const submit = form.handleSubmit(async (body) => {
    setPending(false)
    try {
      const answer = await api.call(auth.login, { body })
      await signIn(answer.data)
      if (back) go(back, { replace: true })
      else navigate('cargos-search')
    } catch (error) {
      if (isApiError(error) && error.status === 403) setPending(true)
      else applyServerErrors(form, error, toast, { fields: ['login', 'password'] })
    }
  })

  return (
    <Page name="login" width="narrow" title={t('auth_pages.login_title')}>
      <section className="fx-hp-section">
        <form className="fx-hp-form" noValidate onSubmit={submit}>
          {back && (
            <p className="fx-hp-notice" data-kind="info" role="status" data-notice="sign-in-to-continue">
              {t('auth_pages.login_to_continue')}
            </p>
          )}
          <LoginField control={form.control} />
          <FormPassword
            control={form.control}
            name="password"
            label={t('auth_pages.password')}
            autoComplete="current-password"
            required
          />
          {pending && (
            <div className="fx-hp-notice" data-kind="error" role="alert" data-notice="pending">
              <p>
                <strong>{t('auth_pages.login_pending_title')}</strong>
              </p>
              <p>{t('auth_pages.login_pending_text')}</p>
            </div>
          )}
          <FormSubmit submitting={form.formState.isSubmitting}>{t('common.sign_in')}</FormSubmit>
          <p className="fx-hp-links">
            <button type="button" className="fx-hp-link" onClick={() => navigate('reset-password')}>
              {t('auth_pages.login_forgot')}
            </button>
            <button type="button" className="fx-hp-link" onClick={() => navigate('registration')}>
              {t('auth_pages.login_no_account')}
            </button>
          </p>
        </form>
      </section>
    </Page>
  )
}
