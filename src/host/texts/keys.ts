/**
 * The keys of the site's own texts (./*.ts): a host page's `t` takes them and the shared ones,
 * `useT<HostTextKey>()`, plus the keys of the widget or domain texts it shows (`useT<HostTextKey | CalendarTextKey>()`).
 */
import type { TextKey } from '../../core/i18n/keys'
import type * as account from './account'
import type * as auth from './auth'
import type * as finance from './finance'
import type * as forms from './forms'
import type * as help from './help'
import type * as integrations from './integrations'
import type * as orders from './orders'
import type * as responses from './responses'
import type * as reviews from './reviews'
import type * as shell from './shell'
import type * as shipper from './shipper'
import type * as signIn from './sign-in'
import type * as tracking from './tracking'
import type * as transport from './transport'
import type * as trucks from './trucks'
import type * as validate from './validate'

export type HostTextKey =
  | TextKey<typeof shell.ru>
  | TextKey<typeof forms.ru>
  | TextKey<typeof auth.ru>
  | TextKey<typeof signIn.ru>
  | TextKey<typeof account.ru>
  | TextKey<typeof validate.ru>
  | TextKey<typeof transport.ru>
  | TextKey<typeof responses.ru>
  | TextKey<typeof shipper.ru>
  | TextKey<typeof orders.ru>
  | TextKey<typeof help.ru>
  | TextKey<typeof integrations.ru>
  | TextKey<typeof finance.ru>
  | TextKey<typeof trucks.ru>
  | TextKey<typeof reviews.ru>
  | TextKey<typeof tracking.ru>
