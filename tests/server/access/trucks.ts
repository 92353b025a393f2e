/**
 * The access rows of the truck-search area (see ../access-table.ts for the shape and the callers). Shippers,
 * carriers and expeditors each keep their own external-carrier database: the walking carrier (ВолгаТрансАвто) is
 * pointed at the north shipper's external carrier and must get 404. The logistician holds `shipper` but is refused
 * by the area (403) once its input is valid (an invalid input is a 422 before that); security is refused by role.
 * The lane price index is public.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Shipper, manager and carrier pass (the carrier meets the company check as `carrier`); others are refused. */
const keepers = (status: number, carrier = status, logist = 403) => sides(status, carrier, 403, logist)
/** An invalid input: everybody the role lets through, the logistician too, gets the 422. */
const invalid = keepers(422, 422, 422)

export const rows: AccessRow[] = [
  {
    endpoint: 'trucks.listExternalCompanies',
    request: () => ({ url: 'external-carrier/companies' }),
    expect: keepers(200),
  },
  {
    endpoint: 'trucks.createExternalCompany',
    request: () => ({ url: 'external-carrier/companies', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.updateExternalCompany',
    request: (f) => ({
      url: `external-carrier/companies/${f.northExternalCarrier}`,
      payload: { name: 'ООО «Перевозчик из базы»' },
    }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.getExternalCompany',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.externalTransportCount',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/transport-count`, payload: {} }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.listCompanyTransports',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/transports` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.listCompanyRoutes',
    request: (f) => ({ url: `external-carrier/companies/${f.northExternalCarrier}/routes` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.listExternalTransports',
    request: () => ({ url: 'external-carrier/transports' }),
    expect: keepers(200),
  },
  {
    endpoint: 'trucks.createExternalTransport',
    request: () => ({ url: 'external-carrier/transports', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.updateExternalTransport',
    request: () => ({ url: 'external-carrier/transports/999999', payload: { route: { start_city_id: 1 } } }),
    expect: keepers(404),
  },
  {
    endpoint: 'trucks.deleteExternalTransport',
    request: () => ({ url: 'external-carrier/transports/999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'trucks.createPlannedRoute',
    request: () => ({ url: 'external-carrier/routes', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.listPlannedRoutes',
    request: () => ({ url: 'external-carrier/planned-routes/999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'trucks.addPlannedRouteTask',
    request: () => ({ url: 'external-carrier/planned-routes/999999/add-task', payload: {} }),
    expect: { anonymous: 401, shipper: 403, logist: 403, manager: 403, carrier: 404, security: 403 },
  },
  {
    endpoint: 'trucks.setRouteStartDate',
    request: () => ({ url: 'external-carrier/routes/999999/start-date', payload: { start_date: '2030-01-01' } }),
    expect: keepers(404),
  },
  {
    endpoint: 'trucks.setRouteStatus',
    request: () => ({ url: 'external-carrier/routes/999999/status', payload: { status: 'done' } }),
    expect: keepers(404),
  },
  { endpoint: 'trucks.deleteRoute', request: () => ({ url: 'external-carrier/routes/999999' }), expect: keepers(404) },
  {
    endpoint: 'trucks.listExternalComments',
    request: () => ({ url: 'external-carrier/comments?filter[transport_id]=999999' }),
    expect: keepers(404),
  },
  {
    endpoint: 'trucks.createExternalComment',
    request: () => ({ url: 'external-carrier/comments', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.createFeedback',
    request: () => ({ url: 'external-carrier/feedback', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.listFeedback',
    request: (f) => ({ url: `external-carrier/feedback?filter[company_id]=${f.northExternalCarrier}` }),
    expect: keepers(200, 404),
  },
  {
    endpoint: 'trucks.suggestFeedbackCompany',
    request: () => ({ url: `feedback/suggest?query=${encodeURIComponent('Волга')}` }),
    expect: keepers(200),
  },
  {
    endpoint: 'trucks.previewExternalMessage',
    request: () => ({ url: 'external-carrier/messages/text', payload: {} }),
    expect: invalid,
  },
  {
    endpoint: 'trucks.sendExternalMessage',
    request: () => ({ url: 'external-carrier/messages/send', payload: {} }),
    expect: invalid,
  },
  { endpoint: 'trucks.searchTrucks', request: () => ({ url: 'v2/trucks/search' }), expect: keepers(200) },
  { endpoint: 'trucks.truckMap', request: () => ({ url: 'v2/trucks/map' }), expect: keepers(200) },
  {
    endpoint: 'trucks.laneIndex',
    request: () => ({ url: 'v2/price-index/lanes?start_point_id=999999999&finish_point_id=999999998' }),
    expect: { anonymous: 422, shipper: 422, logist: 422, manager: 422, carrier: 422, security: 422 },
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
