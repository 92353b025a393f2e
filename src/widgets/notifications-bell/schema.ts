/** The attributes and events of `<fx-notifications-bell>` (for the element, its component and the manifest). */
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { doc, type WidgetProps } from '../element'

export const attributes = z.object({
  listUrl: doc(
    z._default(z.string(), '/account/notifications'),
    'Where the "All notifications" link goes (http(s) or relative); default /account/notifications.',
  ),
  navigate: doc(
    z._default(z.boolean(), false),
    'Opening a notification also goes to its link (resolved against link-base); without it only fx-notification-open fires.',
  ),
  linkBase: doc(
    z.optional(z.string()),
    'The exchange site the links are paths of (e.g. https://exchange.example); default: this page.',
  ),
})

export const events = {
  'fx-notification-open': doc(
    z.object({ id: z.int(), link: z.nullable(z.string()) }),
    'A notification was opened (and marked read). Cancelable: `preventDefault()` stops the `navigate` navigation.',
  ),
}

export type NotificationsBellProps = WidgetProps<typeof attributes, Record<never, $ZodType>, typeof events>
