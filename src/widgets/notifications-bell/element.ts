/**
 * `<fx-notifications-bell>`: the user's notifications (spec 3, 7 "Notifications and panel", 9) as a custom element.
 *
 *   <script type="module" src="https://exchange.example/sdk/fx-notifications-bell.js"></script>
 *   <fx-notifications-bell lang="en" list-url="/account/notifications" navigate></fx-notifications-bell>
 *
 * Signed in (`el.token = '…'`, or the page's shared session) it shows the unread count, the latest notifications
 * and live updates; signed out, a muted bell and no request. Styling: `--fx-*` custom properties (plus
 * `--fx-bell-size`, `--fx-bell-color`, `--fx-bell-hover`, `--fx-bell-active`, `--fx-badge-color`,
 * `--fx-badge-transport-color`, `--fx-badge-border`) and the parts below.
 */

import { addTexts } from '../../core/i18n/texts'
import { defineWidget, type ElementOf, type EventsOf } from '../element'
import { NotificationsBell } from './notifications-bell'
import styles from './notifications-bell.css?inline'
import { attributes, events } from './schema'
import * as bellTexts from './texts'

// this widget's own texts (the shared ones are in every core)
addTexts(bellTexts)

export const fxNotificationsBell = defineWidget('fx-notifications-bell', NotificationsBell, {
  attributes,
  events,
  styles: [styles],
  description:
    'Notifications bell: the unread count (and the transport-related count), a panel with the latest notifications ("show more" by 10), mark read one by one or all, live updates over server-sent events with polling as the fallback.',
  parts: {
    'notifications-bell': 'The widget box.',
    bell: 'The bell button.',
    badge: 'The unread count.',
    'badge-transport': 'The unread transport-related count.',
    'badge-failed': 'Shown when the counts could not be read (the number may be stale).',
    panel: 'The notifications panel (inside the popover).',
    'panel-header': 'Its title and "mark all as read".',
    list: 'The notification list.',
    item: 'One notification.',
    'item-unread': 'An unread notification (with item).',
    'panel-footer': 'The "all notifications" row.',
    'all-link': 'The "all notifications" link.',
  },
})
export default fxNotificationsBell

declare global {
  interface FxElements {
    'fx-notifications-bell': ElementOf<typeof fxNotificationsBell>
  }
  interface FxEvents extends EventsOf<typeof fxNotificationsBell> {}
}
