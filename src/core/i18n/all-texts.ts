/**
 * Every text of the product, the shared ones and every area's, in one object per language: for the tests that
 * check that both languages have the same keys, and for the site, which shows all areas.
 */
import * as calendar from './areas/calendar'
import * as cargoSearch from './areas/cargo-search'
import * as fleet from './areas/fleet'
import * as host from './areas/host'
import * as notificationsBell from './areas/notifications-bell'
import * as responses from './areas/responses'
import * as shipper from './areas/shipper'
import { resources } from './resources'
import type { AreaTexts } from './texts'

export const areaTexts: readonly AreaTexts[] = [
  cargoSearch,
  notificationsBell,
  host,
  fleet,
  calendar,
  shipper,
  responses,
]

export const allResources = {
  ru: { translation: { ...resources.ru.translation, ...Object.assign({}, ...areaTexts.map((area) => area.ru)) } },
  en: { translation: { ...resources.en.translation, ...Object.assign({}, ...areaTexts.map((area) => area.en)) } },
} as const
