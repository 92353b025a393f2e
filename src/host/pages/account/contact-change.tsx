/**
 * Changing the e-mail or the phone of one's own account, confirmed by a code sent to the new address
 * (POST v2/user/change-email or change-phone: `{email}` / `{phone}` first, then `{request_id, code}`).
 */
import { useState } from 'react'
import * as account from '../../../core/contract/account'
import { addTexts } from '../../../core/i18n/texts'
import { Button, useApi, useT, useToast } from '../../../widgets/ui'
import { CodeStep } from '../../forms/code-step'
import { resendCooldownSeconds } from '../../forms/countdown'
import { FormText } from '../../forms/fields'
import { applyServerErrors, bodySchema, useZodForm } from '../../forms/use-zod-form'
import * as accountTexts from '../../texts/account'
import * as authTexts from '../../texts/auth'
import type { HostTextKey } from '../../texts/keys'

addTexts(accountTexts, authTexts)

const emailStart = bodySchema(account.changeEmail).options[0]
const phoneStart = bodySchema(account.changePhone).options[0]

type Step = { name: 'idle' } | { name: 'enter' } | { name: 'code'; requestId: string; value: string; resendAt: number }

export interface ContactChangeProps {
  kind: 'email' | 'phone'
  current: string | null
  /** After the change is made (reload the user). */
  onChanged: () => Promise<unknown>
}

const nextResend = () => Date.now() + resendCooldownSeconds * 1000

export function ContactChange({ kind, current, onChanged }: ContactChangeProps) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const emailForm = useZodForm(emailStart, { defaultValues: { email: '' } })
  const phoneForm = useZodForm(phoneStart, { defaultValues: { phone: '' } })

  /** Sends a code to the new address; answers the request. */
  const start = async (value: string) => {
    const answer =
      kind === 'email'
        ? await api.call(account.changeEmail, { body: { email: value } })
        : await api.call(account.changePhone, { body: { phone: value } })
    if (!('request_id' in answer.data)) throw new Error('change started without a request id')
    return answer.data.request_id
  }

  const submitEmail = emailForm.handleSubmit(async ({ email }) => {
    try {
      setStep({ name: 'code', requestId: await start(email), value: email, resendAt: nextResend() })
    } catch (error) {
      applyServerErrors(emailForm, error, toast, { fields: ['email'] })
    }
  })
  const submitPhone = phoneForm.handleSubmit(async ({ phone }) => {
    try {
      setStep({ name: 'code', requestId: await start(phone), value: phone, resendAt: nextResend() })
    } catch (error) {
      applyServerErrors(phoneForm, error, toast, { fields: ['phone'] })
    }
  })

  const label = kind === 'email' ? t('account_pages.email') : t('account_pages.phone')

  return (
    <div className="fx-hp-form" data-contact={kind}>
      <div className="fx-hp-item" data-kind="contact">
        <div className="fx-hp-item-main">
          <span className="fx-hp-muted">{label}</span>
          <span className="fx-hp-item-name" data-value={kind}>
            {current ?? t('account_pages.not_set')}
          </span>
        </div>
        {step.name === 'idle' && (
          <div className="fx-hp-item-actions">
            <Button size="small" onClick={() => setStep({ name: 'enter' })} data-action={`change-${kind}`}>
              {t('account_pages.change')}
            </Button>
          </div>
        )}
      </div>
      {step.name === 'enter' && (
        <form className="fx-hp-form" noValidate onSubmit={kind === 'email' ? submitEmail : submitPhone}>
          {kind === 'email' ? (
            <FormText
              control={emailForm.control}
              name="email"
              type="email"
              autoComplete="email"
              label={t('account_pages.new_email')}
              required
            />
          ) : (
            <FormText
              control={phoneForm.control}
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t('account_pages.new_phone')}
              hint={t('auth_pages.register_phone_hint')}
              required
            />
          )}
          <div className="fx-hp-actions">
            <Button
              type="submit"
              variant="primary"
              loading={emailForm.formState.isSubmitting || phoneForm.formState.isSubmitting}
            >
              {t('account_pages.send_code')}
            </Button>
            <Button variant="ghost" onClick={() => setStep({ name: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
      {step.name === 'code' && (
        <CodeStep
          intro={
            kind === 'email'
              ? t('account_pages.code_sent_email', { value: step.value })
              : t('account_pages.code_sent_phone', { value: step.value })
          }
          resendAt={step.resendAt}
          onSubmit={async (code) => {
            const body = { request_id: step.requestId, code }
            if (kind === 'email') await api.call(account.changeEmail, { body })
            else await api.call(account.changePhone, { body })
            await onChanged()
            emailForm.reset({ email: '' })
            phoneForm.reset({ phone: '' })
            setStep({ name: 'idle' })
            toast.show(kind === 'email' ? t('account_pages.email_changed') : t('account_pages.phone_changed'), {
              kind: 'success',
            })
          }}
          onResend={async () => {
            const requestId = await start(step.value)
            setStep({ ...step, requestId })
            return nextResend()
          }}
          onBack={() => setStep({ name: 'enter' })}
          backLabel={kind === 'email' ? t('account_pages.other_email') : t('account_pages.other_phone')}
        />
      )}
    </div>
  )
}
