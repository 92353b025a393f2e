/**
 * /login/recovery: password recovery by code. The login (e-mail or phone) → POST auth/reset_password; the code
 * from the e-mail → POST auth/reset_password/check {login, code}, with a resend (auth/reset_password/resend)
 * after a countdown; then the new password → POST auth/reset_password/confirmation, signed in.
 */
import { useState } from 'react'
import * as auth from '../../../core/contract/auth'
import { addTexts } from '../../../core/i18n/texts'
import { useApi, useT, useToast } from '../../../widgets/ui'
import { CodeStep } from '../../forms/code-step'
import { resendCooldownSeconds } from '../../forms/countdown'
import { FormSubmit } from '../../forms/fields'
import { Page } from '../../forms/page'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import { useHost } from '../../host-context'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'
import * as signInTexts from '../../texts/sign-in'
import { BackToLogin } from './back-to-login'
import { LoginField } from './login-field'
import { NewPasswordForm } from './new-password-form'

addTexts(authTexts, signInTexts)

const loginForm = bodySchema(auth.resetPassword)

type Step = { name: 'login' } | { name: 'code'; login: string; resendAt: number } | { name: 'password'; token: string }

const nextResend = () => Date.now() + resendCooldownSeconds * 1000

export default function RecoveryPage() {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const { query } = useHost()
  const [step, setStep] = useState<Step>({ name: 'login' })
  const [expired, setExpired] = useState(false)
  const form = useZodForm(loginForm, { defaultValues: { login: query.get('login') ?? '' } })

  const submit = form.handleSubmit(async (body) => {
    setExpired(false)
    try {
      await api.call(auth.resetPassword, { body })
      setStep({ name: 'code', login: body.login, resendAt: nextResend() })
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['login'] })
    }
  })

  return (
    <Page name="recovery" width="narrow" title={t('auth_pages.reset_title')}>
      <section className="fx-hp-section">
        {step.name === 'login' && (
          <form className="fx-hp-form" noValidate onSubmit={submit} data-step="login">
            <p className="fx-hp-lead">{t('auth_pages.reset_login_intro')}</p>
            {expired && (
              <div className="fx-hp-notice" data-kind="error" role="alert">
                {t('auth_pages.reset_token_expired')}
              </div>
            )}
            <LoginField control={form.control} />
            <FormSubmit submitting={form.formState.isSubmitting}>{t('auth_pages.reset_send_code')}</FormSubmit>
          </form>
        )}
        {step.name === 'code' && (
          <CodeStep
            intro={t('auth_pages.reset_code_intro', { login: step.login })}
            resendAt={step.resendAt}
            onSubmit={async (code) => {
              const answer = await api.call(auth.resetPasswordCheck, { body: { login: step.login, code } })
              setStep({ name: 'password', token: answer.data.reset_token })
            }}
            onResend={async () => {
              await api.call(auth.resetPasswordResend, { body: { login: step.login } })
              return nextResend()
            }}
            onBack={() => setStep({ name: 'login' })}
            backLabel={t('auth_pages.reset_change_login')}
          />
        )}
        {step.name === 'password' && (
          <NewPasswordForm
            resetToken={step.token}
            onInvalid={() => {
              setExpired(true)
              setStep({ name: 'login' })
            }}
          />
        )}
        <BackToLogin />
      </section>
    </Page>
  )
}
