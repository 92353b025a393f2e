/**
 * The 6-digit code step shared by registration, password recovery and contact changes: the code field, a resend
 * button with a countdown, and clear messages for a wrong or expired code (under the field, from the server),
 * too many wrong tries and a request that is no longer known (in a notice, with the way out).
 */
import { type ReactNode, useState } from 'react'
import { z } from 'zod'
import { isApiError } from '../../core/api'
import { Code } from '../../core/contract/validators'
import { Button, useT, useToast } from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'
import { useCountdown } from './countdown'
import { FormText } from './fields'
import { applyServerErrors, useZodForm } from './use-zod-form'

const CodeForm = z.object({ code: Code })

export interface CodeStepProps {
  /** Where the code went, shown in the intro ("We sent a code to …"). */
  intro: ReactNode
  /** Checks the code; rejects with the ApiError of a failed check. */
  onSubmit: (code: string) => Promise<void>
  /** Asks for a new code; answers when the next one may be asked for (ms since the epoch). */
  onResend?: () => Promise<number>
  /** When a new code may be asked for (ms since the epoch). */
  resendAt: number | null
  /** Back to the previous step (change the e-mail, start over). */
  onBack?: () => void
  backLabel?: ReactNode
  submitLabel?: ReactNode
}

type Notice = { kind: 'attempts' | 'unknown' | 'wait'; text: string } | null

export function CodeStep({ intro, onSubmit, onResend, resendAt, onBack, backLabel, submitLabel }: CodeStepProps) {
  const t = useT<HostTextKey>()
  const toast = useToast()
  const form = useZodForm(CodeForm, { defaultValues: { code: '' } })
  const [notice, setNotice] = useState<Notice>(null)
  const [resending, setResending] = useState(false)
  const [nextResend, setNextResend] = useState(resendAt)
  const seconds = useCountdown(nextResend)

  const submit = form.handleSubmit(async ({ code }) => {
    setNotice(null)
    try {
      await onSubmit(code)
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setNotice({ kind: 'attempts', text: error.serverMessage ?? t('host_forms.code_attempts') })
      } else if (isApiError(error) && error.status === 404) {
        setNotice({ kind: 'unknown', text: t('host_forms.code_request_unknown') })
      } else applyServerErrors(form, error, toast, { fields: ['code'] })
    }
  })

  const resend = async () => {
    if (!onResend) return
    setResending(true)
    try {
      setNextResend(await onResend())
      setNotice(null)
      form.reset({ code: '' })
      toast.show(t('host_forms.code_resent'), { kind: 'success' })
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        setNotice({ kind: 'wait', text: error.serverMessage ?? t('host_forms.code_wait') })
      } else if (isApiError(error) && error.status === 404) {
        setNotice({ kind: 'unknown', text: t('host_forms.code_request_unknown') })
      } else toast.error(error)
    } finally {
      setResending(false)
    }
  }

  return (
    <form className="fx-hp-form" noValidate onSubmit={submit} data-step="code">
      <p className="fx-hp-lead">{intro}</p>
      <FormText
        control={form.control}
        name="code"
        label={t('host_forms.code')}
        hint={t('host_forms.code_hint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
      />
      {notice && (
        <div className="fx-hp-notice" data-kind="error" role="alert">
          {notice.text}
        </div>
      )}
      <div className="fx-hp-actions">
        <Button
          type="submit"
          variant="primary"
          loading={form.formState.isSubmitting}
          disabled={notice?.kind === 'unknown'}
        >
          {submitLabel ?? t('host_forms.confirm')}
        </Button>
        {onResend && (
          <Button
            variant="ghost"
            onClick={resend}
            loading={resending}
            disabled={seconds > 0 || notice?.kind === 'unknown'}
            data-action="resend"
          >
            {seconds > 0 ? t('host_forms.resend_in', { seconds }) : t('host_forms.resend')}
          </Button>
        )}
      </div>
      {onBack && (
        <p className="fx-hp-links">
          <button type="button" className="fx-hp-link" onClick={onBack}>
            {backLabel ?? t('common.back')}
          </button>
        </p>
      )}
    </form>
  )
}
