/** The attributes and events of `<fx-notifications-bell>` (for the element, its component and the manifest). */
import { z } from 'zod'
import type { WidgetProps } from '../element'

export const attributes = z.object({
  listUrl: z
    .string()
    .default('/account/notifications')
    .describe('Where the "All notifications" link goes (http(s) or relative); default /account/notifications.'),
  navigate: z
    .boolean()
    .default(false)
    .describe(
      'Opening a notification also goes to its link (resolved against link-base); without it only fx-notification-open fires.',
    ),
  linkBase: z
    .string()
    .optional()
    .describe('The exchange site the links are paths of (e.g. https://exchange.example); default: this page.'),
})

export const events = {
  'fx-notification-open': z
    .object({ id: z.number().int(), link: z.string().nullable() })
    .describe(
      'A notification was opened (and marked read). Cancelable: `preventDefault()` stops the `navigate` navigation.',
    ),
}

export type NotificationsBellProps = WidgetProps<typeof attributes, Record<never, z.ZodType>, typeof events>
