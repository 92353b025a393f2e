/**
 * The Telegram message dialog (spec 2's implied view) over `POST v2/cargos/{id}/send-telegram-message`: the cargo
 * goes to the user's own Telegram through the exchange's bot, with an optional note. An account without Telegram
 * is told to link it in the profile first.
 */
import { Suspense } from 'react'
import { lazyNamed } from '../../widgets/ui'

const MessageDialog = lazyNamed(() => import('./telegram-message-form'), 'MessageDialog')

export interface TelegramMessageDialogProps {
  open: boolean
  onClose: () => void
  cargoId: number
}

export function TelegramMessageDialog({ open, ...props }: TelegramMessageDialogProps) {
  // mounted while open: every opening starts with an empty note
  return open ? (
    <Suspense fallback={null}>
      <MessageDialog {...props} />
    </Suspense>
  ) : null
}
