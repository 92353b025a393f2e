/**
 * The access rows of the external carriers' database (see ../access-table.ts for the shape and the callers).
 * Shippers, carriers and expeditors each keep their own external-carrier database: the walking carrier
 * (ВолгаТрансАвто) is pointed at the north shipper's external carrier and must get 404. The logistician holds
 * `shipper` but is refused by the area (403) once its input is valid (an invalid input is a 422 before that);
 * security is refused by role. The truck search (./trucks.ts) lets the same callers through.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Shipper, manager and carrier pass (the carrier meets the company check as `carrier`); others are refused. */
export const keepers = (status: number, carrier = status, logist = 403) => sides(status, carrier, 403, logist)
/** An invalid input: everybody the role lets through, the logistician too, gets the 422. */
const invalid = keepers(422, 422, 422)

export const rows: AccessRow[] = [
  {
    endpoint: 'externalCarriers.listExternalCompanies',
    request: () => ({ url: 'external-carrier/companies' }),
    expect: keepers(200),
  },
  {
    endpoint: 'externalCarriers.createExternalCompany',
    request: () => ({ url: 'external-carrier/companies', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.updateExternalCompany',
    request: (f) => ({
      url: `external-carrier/companies/${f.northExternalCarrier}`,
      payload: { name: 'ООО «Перевозчик из базы»' },
    }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.getExternalCompany',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.externalTransportCount',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/transport-count`, payload: {} }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.listCompanyTransports',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/transports` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.listCompanyRoutes',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/routes` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.listExternalTransports',
    request: () => ({ url: 'external-carrier/transports' }),
    expect: keepers(200),
  },
  {
    endpoint: 'externalCarriers.createExternalTransport',
    request: () => ({ url: 'external-carrier/transports', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.updateExternalTransport',
    request: () => ({ url: 'external-carrier/transports/999999', payload: { route: { start_city_id: 1 } } }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.deleteExternalTransport',
    request: () => ({ url: 'external-carrier/transports/999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.createPlannedRoute',
    request: () => ({ url: 'external-carrier/routes', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.listPlannedRoutes',
    request: () => ({ url: 'external-carrier/planned-routes/999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.addPlannedRouteTask',
    request: () => ({ url: 'external-carrier/planned-routes/999999/add-task', payload: {} }),
    expect: { anonymous: 401, shipper: 403, logist: 403, manager: 403, carrier: 404, security: 403 },
  },
  {
    endpoint: 'externalCarriers.setRouteStartDate',
    request: () => ({ url: 'external-carrier/routes/999999/start-date', payload: { start_date: '2030-01-01' } }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.setRouteStatus',
    request: () => ({ url: 'external-carrier/routes/999999/status', payload: { status: 'done' } }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.deleteRoute',
    request: () => ({ url: 'external-carrier/routes/999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.listExternalComments',
    request: () => ({ url: 'external-carrier/comments?filter[transport_id]=999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'externalCarriers.createExternalComment',
    request: () => ({ url: 'external-carrier/comments', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.createFeedback',
    request: () => ({ url: 'external-carrier/feedback', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.listFeedback',
    request: (f) => ({ url: `external-carrier/feedback?filter[company_id]=${f.northExternalCarrier}` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'externalCarriers.suggestFeedbackCompany',
    request: () => ({ url: `feedback/suggest?query=${encodeURIComponent('Волга')}` }),
    expect: keepers(200),
  },
  {
    endpoint: 'externalCarriers.previewExternalMessage',
    request: () => ({ url: 'external-carrier/messages/text', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'externalCarriers.sendExternalMessage',
    request: () => ({ url: 'external-carrier/messages/send', payload: {} }),
    expect: invalid,
  },
]

/** The north shipper's first external carrier (the demo makes them also without places). */
export async function fixtures(db: Kysely<DB>): Promise<Record<string, number>> {
  const north = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'shipper@example.com')
    .executeTakeFirstOrThrow()
  const carrier = await db
    .selectFrom('companies')
    .select('id')
    .where('type', '=', 'external_carrier')
    .where('created_by_company_id', '=', north.company_id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return { northExternalCarrier: carrier.id }
}
