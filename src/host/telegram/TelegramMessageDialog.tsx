/**
 * The Telegram message dialog (spec 2's implied view) over `POST v2/cargos/{id}/send-telegram-message`: the cargo
 * goes to the user's own Telegram through the exchange's bot, with an optional note. An account without Telegram
 * is told to link it in the profile first.
 */
import type { ReactNode } from 'react'
import { lazyWhileOpen } from '../../widgets/ui'

export interface TelegramMessageDialogProps {
  open: boolean
  onClose: () => void
  cargoId: number
}

/** The form loads with the first opening and is mounted only while open: every opening starts afresh. */
export const TelegramMessageDialog: (props: TelegramMessageDialogProps) => ReactNode = lazyWhileOpen(
  () => import('./telegram-message-form'),
  'MessageDialog',
)
