/**
 * Telegram verification (spec 1, 4, 7): the account's phone and company INN start it; the answer is a deep link to
 * the exchange's bot, where the user presses Start and shares their number; meanwhile the check is asked every
 * 1.5 s, and status 2 brings a token, which is stored as the session's (spec 4). Without a bot token on the exchange
 * the dialog says Telegram is not configured.
 */
import { useEffect, useRef, useState } from 'react'
import {
  checkTelegramVerification,
  startTelegramVerification,
  TELEGRAM_STATUS,
  type TelegramVerification as Verification,
} from '../../core/contract/telegram'
import { addTexts } from '../../core/i18n/texts'
import { Button, Dialog, useCore, useT, useToast } from '../../widgets/ui'
import { FormText } from '../forms/fields'
import { applyServerErrors, querySchema, useZodForm } from '../forms/use-zod-form'
import * as helpTexts from '../texts/help'
import type { HostTextKey } from '../texts/keys'
import './telegram.css'

addTexts(helpTexts)

export const CHECK_EVERY_MS = 1500

/** The start's query (the account's phone and company INN), checked before it is asked. */
const startForm = querySchema(startTelegramVerification)

export interface TelegramVerificationDialogProps {
  open: boolean
  onClose: () => void
  phone: string
  inn: string
  /** After status 2, once the token is stored. */
  onVerified?: () => void
}

type Phase =
  | { kind: 'form' }
  | { kind: 'not_configured' }
  | { kind: 'waiting'; verification: Verification; status: number }
  | { kind: 'verified' }
  | { kind: 'refused' }
  | { kind: 'expired' }

export function TelegramVerificationDialog({ open, onClose, phone, inn, onVerified }: TelegramVerificationDialogProps) {
  const t = useT<HostTextKey>()
  const core = useCore()
  const toast = useToast()
  const form = useZodForm(startForm, { defaultValues: { phone, inn } })
  const [phase, setPhase] = useState<Phase>({ kind: 'form' })
  const verified = useRef(onVerified)
  verified.current = onVerified

  useEffect(() => {
    if (open) {
      form.reset({ phone, inn })
      setPhase({ kind: 'form' })
    }
  }, [open, phone, inn, form])

  const waitingId = phase.kind === 'waiting' ? phase.verification.id : null
  useEffect(() => {
    if (!open || !waitingId) return
    const controller = new AbortController()
    const timer = setInterval(async () => {
      try {
        const answer = await core.api.call(checkTelegramVerification, {
          params: { id: waitingId },
          signal: controller.signal,
        })
        const { status, token, user } = answer.data
        if (status === TELEGRAM_STATUS.verified) {
          clearInterval(timer)
          // the token with its user: the session is complete at once (the page does not go back to loading)
          if (token) await core.session.signIn(token, user)
          setPhase({ kind: 'verified' })
          verified.current?.()
        } else if (status === TELEGRAM_STATUS.refused) {
          clearInterval(timer)
          setPhase({ kind: 'refused' })
        } else if (status === TELEGRAM_STATUS.expired) {
          clearInterval(timer)
          setPhase({ kind: 'expired' })
        } else {
          setPhase((current) =>
            current.kind === 'waiting' && current.status !== status ? { ...current, status } : current,
          )
        }
      } catch {
        // a missed check is asked again at the next tick
      }
    }, CHECK_EVERY_MS)
    return () => {
      clearInterval(timer)
      controller.abort()
    }
  }, [open, waitingId, core])

  const start = form.handleSubmit(async (query) => {
    try {
      const answer = await core.api.call(startTelegramVerification, { query })
      const verification = answer.data
      setPhase(
        verification.configured && verification.id
          ? { kind: 'waiting', verification, status: TELEGRAM_STATUS.waiting }
          : { kind: 'not_configured' },
      )
    } catch (error) {
      applyServerErrors(form, error, toast, { fields: ['phone', 'inn'] })
    }
  })

  const close = <Button onClick={onClose}>{t('telegram.close')}</Button>
  const retry = (
    <Button variant="primary" data-action="retry" onClick={() => setPhase({ kind: 'form' })}>
      {t('telegram.retry')}
    </Button>
  )
  let body: React.ReactNode
  let footer: React.ReactNode = close
  switch (phase.kind) {
    case 'form':
      body = (
        <form className="fx-hp-form" noValidate id="hx-telegram-form" onSubmit={start}>
          <FormText
            control={form.control}
            name="phone"
            label={t('telegram.phone')}
            type="tel"
            autoComplete="tel"
            required
          />
          <FormText control={form.control} name="inn" label={t('telegram.inn')} inputMode="numeric" required />
        </form>
      )
      footer = (
        <>
          {close}
          <Button
            variant="primary"
            type="submit"
            form="hx-telegram-form"
            loading={form.formState.isSubmitting}
            data-action="get-link"
          >
            {t('telegram.get_link')}
          </Button>
        </>
      )
      break
    case 'not_configured':
      body = (
        <p role="status" data-telegram="not-configured">
          {t('telegram.not_configured')}
        </p>
      )
      break
    case 'waiting':
      body = (
        <div className="hx-telegram-steps" data-telegram="waiting" data-status={phase.status}>
          <p>{phase.status === TELEGRAM_STATUS.started ? t('telegram.step_share') : t('telegram.step_open')}</p>
          <a
            className="fx-button hx-telegram-link"
            data-variant="primary"
            data-size="medium"
            href={phase.verification.link ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            data-action="open-bot"
          >
            {t('telegram.open_bot', { bot: `@${phase.verification.bot ?? ''}` })}
          </a>
          <p className="fx-hp-muted" role="status">
            {t('telegram.waiting')}
          </p>
        </div>
      )
      break
    case 'verified':
      body = (
        <p role="status" data-telegram="verified">
          {t('telegram.verified')}
        </p>
      )
      break
    case 'refused':
    case 'expired':
      body = (
        <p role="alert" data-telegram={phase.kind}>
          {t(phase.kind === 'refused' ? 'telegram.refused' : 'telegram.expired')}
        </p>
      )
      footer = (
        <>
          {close}
          {retry}
        </>
      )
      break
  }
  return (
    <Dialog open={open} onClose={onClose} title={t('telegram.dialog_title')} footer={footer} size="small">
      {body}
    </Dialog>
  )
}
