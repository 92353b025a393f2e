/**
 * Every text of the product, the shared ones and every owner's (the widgets', the domain pieces', the site's), in one
 * object per language: for the tests that check that both languages have the same keys and that every route has a
 * title. The site itself registers each owner's texts where it shows them (`addTexts`), not these.
 */
import type { Lang } from '../../core/contract/common'
import type { AreaTexts } from '../../core/i18n'
import { resources } from '../../core/i18n/resources'
import * as cargoFilters from '../../widgets/cargo-search/filter-texts'
import * as cargoTabs from '../../widgets/cargo-search/tab-texts'
import * as cargoSearch from '../../widgets/cargo-search/texts'
import * as demo from '../../widgets/demo/texts'
import * as reviewTexts from '../../widgets/domain/reviews/review-texts'
import * as domain from '../../widgets/domain/texts'
import * as trackingTexts from '../../widgets/domain/tracking/texts'
import * as notificationsBell from '../../widgets/notifications-bell/texts'
import * as orderForm from '../../widgets/order-form/texts'
import * as orderTracking from '../../widgets/order-tracking/texts'
import * as calendarDialogs from '../../widgets/transport-calendar/dialog-texts'
import * as calendar from '../../widgets/transport-calendar/texts'
import * as truckSearch from '../../widgets/truck-search/texts'
import * as kitDate from '../../widgets/ui/texts/date'
import * as kitFilePicker from '../../widgets/ui/texts/file-picker'
import * as kitPagination from '../../widgets/ui/texts/pagination'
import * as kitPointPicker from '../../widgets/ui/texts/point-picker'
import * as account from './account'
import * as auth from './auth'
import * as finance from './finance'
import type * as forms from './forms'
import * as help from './help'
import * as integrations from './integrations'
import * as orders from './orders'
import * as responses from './responses'
import * as reviews from './reviews'
import type * as shell from './shell'
import * as shipper from './shipper'
import * as signIn from './sign-in'
import { siteTexts } from './site'
import * as tracking from './tracking'
import * as transport from './transport'
import * as trucks from './trucks'
import type * as validate from './validate'

export const areaTexts: readonly AreaTexts[] = [
  cargoSearch,
  cargoFilters,
  cargoTabs,
  kitDate,
  kitFilePicker,
  kitPagination,
  kitPointPicker,
  demo,
  notificationsBell,
  calendar,
  calendarDialogs,
  orderForm,
  domain,
  ...siteTexts,
  auth,
  signIn,
  account,
  transport,
  responses,
  shipper,
  orders,
  help,
  integrations,
  finance,
  truckSearch,
  trucks,
  reviews,
  reviewTexts,
  trackingTexts,
  orderTracking,
  tracking,
]

/** One language's texts of every owner; a section two owners share (`responses`) has the keys of both. */
type AllTexts<L extends Lang> = (typeof resources)[L]['translation'] &
  (typeof cargoSearch)[L] &
  (typeof notificationsBell)[L] &
  (typeof calendar)[L] &
  (typeof calendarDialogs)[L] &
  (typeof orderForm)[L] &
  (typeof domain)[L] &
  (typeof account)[L] &
  (typeof auth)[L] &
  (typeof signIn)[L] &
  (typeof forms)[L] &
  (typeof shell)[L] &
  (typeof validate)[L] &
  (typeof transport)[L] &
  (typeof responses)[L] &
  (typeof shipper)[L] &
  (typeof orders)[L] &
  (typeof help)[L] &
  (typeof integrations)[L] &
  (typeof finance)[L] &
  (typeof truckSearch)[L] &
  (typeof trucks)[L] &
  (typeof reviews)[L] &
  (typeof reviewTexts)[L] &
  (typeof trackingTexts)[L] &
  (typeof orderTracking)[L] &
  (typeof tracking)[L]

/** Sections merged key by key, as i18next merges them. */
function merge<L extends Lang>(lang: L): AllTexts<L> {
  const merged: Record<string, Record<string, string>> = { ...resources[lang].translation }
  for (const area of areaTexts) {
    for (const [section, values] of Object.entries(area[lang])) merged[section] = { ...merged[section], ...values }
  }
  // the loop builds the intersection, every section of every owner key by key, which TypeScript cannot follow
  return merged as unknown as AllTexts<L>
}

export const allResources = {
  ru: { translation: merge('ru') },
  en: { translation: merge('en') },
} as const
