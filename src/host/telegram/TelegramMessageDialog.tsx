/**
 * The Telegram message dialog (spec 2's implied view) over `POST v2/cargos/{id}/send-telegram-message`: the cargo
 * goes to the user's own Telegram through the exchange's bot, with an optional note. An account without Telegram
 * is told to link it in the profile first.
 */
import { useEffect, useState } from 'react'
import { isApiError } from '../../core/api'
import { sendTelegramMessage } from '../../core/contract/responses'
import { addTexts } from '../../core/i18n/texts'
import { Button, Dialog, Field, useCore, useT, useToast } from '../../widgets/ui'
import { toastFailure } from '../forms/errors'
import { RouteLink } from '../navigation'
import * as helpTexts from '../texts/help'
import type { HostTextKey } from '../texts/keys'

addTexts(helpTexts)

export interface TelegramMessageDialogProps {
  open: boolean
  onClose: () => void
  cargoId: number
}

export function TelegramMessageDialog({ open, onClose, cargoId }: TelegramMessageDialogProps) {
  const t = useT<HostTextKey>()
  const core = useCore()
  const toast = useToast()
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [notLinked, setNotLinked] = useState(false)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!open) return
    setMessage('')
    setError(undefined)
    setNotLinked(false)
  }, [open])

  const send = async () => {
    setSending(true)
    setError(undefined)
    try {
      const text = message.trim()
      await core.api.call(sendTelegramMessage, { params: { id: cargoId }, body: text ? { message: text } : {} })
      toast.show(t('telegram.sent'), { kind: 'success' })
      onClose()
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setNotLinked(true)
      else if (isApiError(failure) && failure.status === 422) setError(failure.fieldError('message') ?? failure.message)
      else toastFailure(toast, failure)
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('telegram.send_title')}
      size="small"
      footer={
        <>
          <Button onClick={onClose}>{t('telegram.close')}</Button>
          {!notLinked && (
            <Button variant="primary" loading={sending} data-action="send-telegram-confirm" onClick={() => void send()}>
              {t('telegram.send_action')}
            </Button>
          )}
        </>
      }
    >
      <div className="hx-telegram-steps" data-dialog="telegram-message">
        <p>{t('telegram.send_lead', { id: cargoId })}</p>
        {notLinked ? (
          <p role="alert" data-telegram="not-linked">
            {t('telegram.link_first')}{' '}
            <RouteLink to="account-profile" onClick={onClose}>
              {t('telegram.to_profile')}
            </RouteLink>
          </p>
        ) : (
          <Field label={t('telegram.message')} hint={t('telegram.message_hint')} error={error}>
            {(control) => (
              <textarea
                {...control}
                className="fx-input"
                rows={3}
                maxLength={1000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
        )}
      </div>
    </Dialog>
  )
}
