/**
 * The API contract: every endpoint of spec 7 that is built so far, declared once with zod.
 * The server registers exactly these; `endpoints` is what the access table test and the OpenAPI check walk.
 */
import * as account from './account'
import * as analytics from './analytics'
import * as auth from './auth'
import * as cargo from './cargo'
import * as companies from './companies'
import type { Endpoint } from './endpoint'
import * as externalCarriers from './external-carriers'
import * as finance from './finance'
import * as help from './help'
import * as integrations from './integrations'
import * as notifications from './notifications'
import * as orders from './orders'
import * as reference from './reference'
import * as reports from './reports'
import * as responses from './responses'
import * as reviews from './reviews'
import * as shipper from './shipper'
import * as telegram from './telegram'
import * as tracking from './tracking'
import * as transport from './transport'
import * as trucks from './trucks'

export * from './common'
export * from './endpoint'
export * from './entities'
export { DictionaryKind, dictionaryKinds, Place, PlaceType } from './reference'
export * from './roles'
export * from './validators'
export {
  account,
  analytics,
  auth,
  cargo,
  companies,
  externalCarriers,
  finance,
  help,
  integrations,
  notifications,
  orders,
  reference,
  reports,
  responses,
  reviews,
  shipper,
  telegram,
  tracking,
  transport,
  trucks,
}

function endpointsOf(module: Record<string, unknown>): Record<string, Endpoint> {
  return Object.fromEntries(
    Object.entries(module).filter(
      (entry): entry is [string, Endpoint] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
    ),
  )
}

/** All endpoints by `area.name`, e.g. `auth.login`. */
export const endpoints: Record<string, Endpoint> = Object.fromEntries(
  Object.entries({
    account,
    auth,
    companies,
    reference,
    cargo,
    notifications,
    transport,
    shipper,
    responses,
    externalCarriers,
    trucks,
    orders,
    reports,
    help,
    telegram,
    integrations,
    finance,
    analytics,
    reviews,
    tracking,
  }).flatMap(([area, module]) =>
    Object.entries(endpointsOf(module)).map(([name, endpoint]) => [`${area}.${name}`, endpoint]),
  ),
)
