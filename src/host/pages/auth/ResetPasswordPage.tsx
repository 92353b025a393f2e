/**
 * /login/reset/:id: the link of a reset or invitation e-mail. The link token is checked (POST
 * auth/reset_password/check {token}); a good one opens the new-password form, signed in after it; an invalid or
 * expired one says so and leads to the recovery by code.
 */
import { useEffect, useState } from 'react'
import { isApiError } from '../../../core/api'
import * as auth from '../../../core/contract/auth'
import { addTexts } from '../../../core/i18n/texts'
import { Button, markFailureShown, Spinner, useEndpoint, useT, useToast } from '../../../widgets/ui'
import { Page } from '../../forms/page'
import { useHost } from '../../host-context'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'
import { BackToLogin } from './back-to-login'
import { NewPasswordForm } from './new-password-form'

addTexts(authTexts)

type State = { name: 'checking' } | { name: 'valid'; token: string } | { name: 'invalid' } | { name: 'failed' }

export default function ResetPasswordPage({ id }: { id?: string }) {
  const t = useT<HostTextKey>()
  const toast = useToast()
  const { navigate, params } = useHost()
  const token = id ?? params.id ?? ''
  const wellFormed = token.length >= 20 && token.length <= 200
  // the token the new-password form found refused after the check passed
  const [refused, setRefused] = useState<string | null>(null)
  const check = useEndpoint(
    auth.resetPasswordCheck,
    { body: { token } },
    { enabled: wellFormed, select: (answer) => answer.data.reset_token },
  )
  const failure = check.state === 'error' ? check.error : undefined
  const rejected = isApiError(failure) && (failure.status === 422 || failure.status === 404)
  // a refused link is said on the page ("the link is not valid"), not toasted
  if (rejected) markFailureShown(failure)
  useEffect(() => {
    if (failure !== undefined && !rejected) toast.error(failure)
  }, [failure, rejected, toast])
  const state: State =
    !wellFormed || rejected || refused === token
      ? { name: 'invalid' }
      : check.state === 'ready'
        ? { name: 'valid', token: check.data }
        : check.state === 'error'
          ? { name: 'failed' }
          : { name: 'checking' }

  return (
    <Page name="reset-password" width="narrow" title={t('auth_pages.reset_link_title')}>
      <section className="fx-hp-section">
        {state.name === 'checking' && <Spinner label={t('auth_pages.reset_checking')} />}
        {state.name === 'valid' && <NewPasswordForm resetToken={state.token} onInvalid={() => setRefused(token)} />}
        {state.name === 'invalid' && (
          <div className="fx-hp-form">
            <div className="fx-hp-notice" data-kind="error" role="alert" data-notice="invalid-link">
              <p>
                <strong>{t('auth_pages.reset_link_invalid_title')}</strong>
              </p>
              <p>{t('auth_pages.reset_link_invalid_text')}</p>
            </div>
            <div className="fx-hp-actions">
              <Button variant="primary" onClick={() => navigate('reset-password')}>
                {t('auth_pages.reset_request_new')}
              </Button>
            </div>
          </div>
        )}
        {state.name === 'failed' && (
          <div className="fx-hp-form">
            <p className="fx-hp-lead">{t('auth_pages.reset_check_failed')}</p>
            <div className="fx-hp-actions">
              <Button onClick={check.reload}>{t('common.retry')}</Button>
            </div>
          </div>
        )}
        <BackToLogin />
      </section>
    </Page>
  )
}
