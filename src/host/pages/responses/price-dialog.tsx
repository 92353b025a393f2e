import type { ReactNode } from 'react'
import { lazyWhileOpen } from '../../../widgets/ui'

export interface PriceDialogProps {
  open: boolean
  title: string
  /** The submit button's words. */
  confirm: string
  busy: boolean
  onClose: () => void
  hint?: string
  initial: number | null
  /** The largest price the form takes, in minor units (the auction's largest bid now). */
  max?: number
  /** The server's message about the price (a bid above the allowed one), shown under the field. */
  error: string | null
  /** The price in minor units. */
  onConfirm: (price: number) => void
}

/**
 * Asks for a price in roubles (sent in kopecks): a bid in an auction. (A response is the domain's `RespondForm`.)
 * The form loads with the first opening and is mounted only while open: every opening starts afresh.
 */
export const PriceDialog: (props: PriceDialogProps) => ReactNode = lazyWhileOpen(
  () => import('./price-form'),
  'PriceForm',
)
