/** Every area's routes, registered in this order by app.ts. */
import type { Module } from '../http/context'
import account from './account/routes'
import analytics from './analytics/routes'
import auth from './auth/routes'
import cargo from './cargo/routes'
import companies from './companies/routes'
import externalCarriers from './external-carriers/routes'
import finance from './finance/routes'
import help from './help/routes'
import integrations from './integrations/routes'
import notifications from './notifications/routes'
import orders from './orders/routes'
import reference from './reference/routes'
import reports from './reports/routes'
import responses from './responses/routes'
import reviews from './reviews/routes'
import shipper from './shipper/routes'
import telegram from './telegram/routes'
import tracking from './tracking/routes'
import transport from './transport/routes'
import trucks from './trucks/routes'

export const modules: Module[] = [
  auth,
  account,
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
]
