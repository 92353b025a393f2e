/**
 * The Telegram message dialog's contents (./TelegramMessageDialog.tsx): the optional note as a form on the contract's
 * body schema, or, for an account without Telegram (409), where to link it.
 */
import { useState } from 'react'
import { isApiError } from '../../core/api'
import { sendTelegramMessage } from '../../core/contract/responses'
import { addTexts } from '../../core/i18n/texts'
import { Button, Dialog, useApi, useT, useToast } from '../../widgets/ui'
import { FormTextArea } from '../forms/fields'
import { FormDialog } from '../forms/form-dialog'
import { applyServerErrors, bodySchema, useZodForm } from '../forms/use-zod-form'
import { RouteLink } from '../navigation'
import * as helpTexts from '../texts/help'
import type { HostTextKey } from '../texts/keys'
import type { TelegramMessageDialogProps } from './TelegramMessageDialog'
import './telegram.css'

addTexts(helpTexts)

const MessageForm = bodySchema(sendTelegramMessage)

/** The dialog's form, loaded when it first opens (react-hook-form is not on the cargo page before). */
export function MessageDialog({ onClose, cargoId }: Omit<TelegramMessageDialogProps, 'open'>) {
  const t = useT<HostTextKey>()
  const api = useApi()
  const toast = useToast()
  const [notLinked, setNotLinked] = useState(false)
  const form = useZodForm(MessageForm, { defaultValues: { message: '' } })

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await api.call(sendTelegramMessage, { params: { id: cargoId }, body: message ? { message } : {} })
      toast.show(t('telegram.sent'), { kind: 'success' })
      onClose()
    } catch (failure) {
      // 409: the account has no Telegram linked; the dialog says where to link it instead of the form
      if (isApiError(failure) && failure.status === 409) setNotLinked(true)
      else applyServerErrors(form, failure, toast, { fields: ['message'] })
    }
  })

  const lead = <p>{t('telegram.send_lead', { id: cargoId })}</p>
  if (notLinked)
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('telegram.send_title')}
        size="small"
        footer={<Button onClick={onClose}>{t('telegram.close')}</Button>}
      >
        <div className="hx-telegram-steps" data-dialog="telegram-message">
          {lead}
          <p role="alert" data-telegram="not-linked">
            {t('telegram.link_first')}{' '}
            <RouteLink to="account-profile" onClick={onClose}>
              {t('telegram.to_profile')}
            </RouteLink>
          </p>
        </div>
      </Dialog>
    )
  return (
    <FormDialog
      formId="hx-telegram-message"
      size="small"
      title={t('telegram.send_title')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      submitLabel={t('telegram.send_action')}
      submitAction="send-telegram-confirm"
    >
      <div className="hx-telegram-steps" data-dialog="telegram-message">
        {lead}
        <form id="hx-telegram-message" noValidate onSubmit={submit}>
          <FormTextArea
            control={form.control}
            name="message"
            label={t('telegram.message')}
            hint={t('telegram.message_hint')}
            maxLength={1000}
          />
        </form>
      </div>
    </FormDialog>
  )
}
