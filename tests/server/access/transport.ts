/**
 * The access rows of the transport area (the carrier's fleet) (see ../access-table.ts for the shape and the callers). Carriers (and
 * expeditors) manage their own fleet: the walking carrier (ВолгаТрансАвто) is pointed at СибЭкспресс's trucks,
 * drivers, trailers and tasks and must get 404; shippers read only the trucks carrying their cargos.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Carriers pass (and then meet the company check); everybody else signed in is refused by role. */
const fleet = (status: number) => sides(403, status)

/** The shipper company's users pass; carriers and security are refused. */
const shippers = (status: number) => sides(status, 403)

/** Both sides pass, each seeing its own. */
const both = (status: number) => sides(status, status)

export const rows: AccessRow[] = [
  // drivers
  { endpoint: 'transport.listDrivers', request: () => ({ url: 'carrier/drivers' }), expect: fleet(200) },
  { endpoint: 'transport.createDriver', request: () => ({ url: 'carrier/drivers', payload: {} }), expect: fleet(422) },
  {
    endpoint: 'transport.updateDriver',
    request: (f) => ({ url: `carrier/drivers/${f.siberiaDriver}`, payload: { name: 'Иван Иванов' } }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.deleteDriver',
    request: (f) => ({ url: `carrier/drivers/${f.siberiaDriver}` }),
    expect: fleet(404),
  },

  // trailers
  { endpoint: 'transport.listTrailers', request: () => ({ url: 'carrier/trailers' }), expect: fleet(200) },
  {
    endpoint: 'transport.createTrailer',
    request: () => ({ url: 'carrier/trailers', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.updateTrailer',
    request: (f) => ({ url: `carrier/trailers/${f.siberiaTrailer}`, payload: { volume: 1 } }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.deleteTrailer',
    request: (f) => ({ url: `carrier/trailers/${f.siberiaTrailer}` }),
    expect: fleet(404),
  },

  // trucks
  {
    endpoint: 'transport.listTruckModels',
    request: () => ({ url: 'carrier/truck-models?filter[vehicle_id]=1' }),
    expect: { anonymous: 200, shipper: 200, logist: 200, manager: 200, carrier: 200, security: 200 },
  },
  { endpoint: 'transport.listTransports', request: () => ({ url: 'carrier/transports' }), expect: fleet(200) },
  {
    endpoint: 'transport.createTransport',
    request: () => ({ url: 'carrier/transports', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.getTransport',
    request: (f) => ({ url: `carrier/transports/${f.siberiaTruck}` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.updateTransport',
    request: (f) => ({ url: `carrier/transports/${f.siberiaTruck}`, payload: { volume: 1 } }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.deleteTransport',
    request: (f) => ({ url: `carrier/transports/${f.siberiaTruck}` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.unassignCargos',
    request: (f) => ({ url: `carrier/transports/${f.siberiaTruck}/cargos` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.relevantCargos',
    request: (f) => ({ url: `carrier/transports/${f.siberiaTruck}/relevant-cargos` }),
    expect: fleet(404),
  },

  // v2/transports
  {
    endpoint: 'transport.getTransportV2',
    request: (f) => ({ url: `v2/transports/${f.siberiaTruck}` }),
    // shippers pass the role check but the truck carries none of their cargos
    expect: { ...both(404), security: 403 },
  },
  {
    endpoint: 'transport.deleteTransportV2',
    request: (f) => ({ url: `v2/transports/${f.siberiaTruck}` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.createTransportV2',
    request: () => ({ url: 'v2/transports', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.addTransportNote',
    request: (f) => ({ url: `v2/transports/${f.siberiaTruck}/note`, payload: { content: 'x' } }),
    expect: fleet(404),
  },

  // calendar tasks
  { endpoint: 'transport.listTasks', request: () => ({ url: 'carrier/transports/tasks' }), expect: fleet(200) },
  {
    endpoint: 'transport.createTask',
    request: () => ({ url: 'carrier/transports/tasks', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.getTask',
    request: (f) => ({ url: `carrier/transports/tasks/${f.siberiaTask}` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.updateTask',
    request: (f) => ({ url: `carrier/transports/tasks/${f.siberiaTask}`, payload: { comment: 'x' } }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.deleteTask',
    request: (f) => ({ url: `carrier/transports/tasks/${f.siberiaTask}` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.addTransportAvailable',
    request: () => ({ url: 'v2/transports/calendar/add-transport-available', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.addTransportReady',
    request: () => ({ url: 'v2/transports/calendar/add-transport-ready', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.updateTransportAvailable',
    request: (f) => ({ url: `v2/transports/calendar/${f.siberiaTask}/update-transport-available`, payload: {} }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.updateTransportReady',
    request: (f) => ({ url: `v2/transports/calendar/${f.siberiaTask}/update-transport-ready`, payload: {} }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.checkAssignedCompany',
    request: () => ({ url: 'v2/transports/calendar/check-assigned-company', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.calendarCounters',
    request: () => ({ url: 'v2/transports/calendar/counters' }),
    expect: fleet(200),
  },
  {
    endpoint: 'transport.updateTaskCounters',
    request: (f) => ({ url: `v2/transports/tasks/${f.siberiaTask}/update-counters` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.assignedCalendar',
    request: () => ({ url: 'v2/transports/calendar/assigned' }),
    expect: shippers(200),
  },

  // matching
  {
    endpoint: 'transport.relevantForTransport',
    request: () => ({ url: 'cargos/relevant-for-transport' }),
    expect: fleet(200),
  },
  {
    endpoint: 'transport.relevantTransport',
    request: () => ({ url: 'v2/cargos/999999/relevant-transport?filter[type]=available' }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.relevantTransportCount',
    request: () => ({ url: 'v2/cargos/999999/relevant-transport-count' }),
    expect: fleet(404),
  },

  // analytics: the caller's own fleet only; an invalid period shows the caller was let through
  {
    endpoint: 'transport.controlTable',
    request: () => ({ url: 'v2/transports/control-table?limit=5' }),
    expect: both(200),
  },
  {
    endpoint: 'transport.transportAnalytics',
    request: () => ({ url: 'v2/transports/analytics?from=2030-01-01&to=2030-01-31' }),
    expect: fleet(200),
  },

  // transport-task responses
  {
    endpoint: 'transport.listTaskResponses',
    request: () => ({ url: 'v2/transports/transport-task-response/list' }),
    expect: both(200),
  },
  {
    endpoint: 'transport.selectTaskResponse',
    request: () => ({ url: 'v2/transports/transport-task-response/999999/select' }),
    expect: both(404),
  },
  {
    endpoint: 'transport.createTaskResponse',
    request: () => ({ url: 'v2/transports/transport-task-response', payload: {} }),
    expect: shippers(422),
  },

  // external carriers' trucks
  {
    endpoint: 'transport.addExternalTransport',
    request: (f) => ({ url: `v2/external-transports/calendar/${f.siberia}/add-transport`, payload: {} }),
    expect: fleet(422),
  },

  // files: a JSON body is not an upload (422); another company's file does not exist
  {
    endpoint: 'transport.uploadTransportFile',
    request: () => ({ url: 'v2/transports/upload-transport-file', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.uploadTaskFile',
    request: () => ({ url: 'v2/transports/upload-transport-task-file', payload: {} }),
    expect: fleet(422),
  },
  {
    endpoint: 'transport.listTransportFiles',
    request: (f) => ({ url: `v2/transports/${f.siberiaTruck}/files` }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.downloadTransportFile',
    request: () => ({ url: 'v2/transports/files/999999' }),
    expect: fleet(404),
  },
  {
    endpoint: 'transport.deleteTransportFile',
    request: () => ({ url: 'v2/transports/files/999999' }),
    expect: fleet(404),
  },
]

/** Ids the rows refer to, read from the demo data: СибЭкспресс's fleet, which the walking carrier may not touch. */
export async function fixtures(db: Kysely<DB>): Promise<Record<string, number>> {
  const siberia = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'siberia@example.com')
    .executeTakeFirstOrThrow()
  const companyId = siberia.company_id!
  const first = async (table: 'drivers' | 'trailers' | 'transports' | 'transport_tasks') => {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
  return {
    siberia: companyId,
    siberiaDriver: await first('drivers'),
    siberiaTrailer: await first('trailers'),
    siberiaTruck: await first('transports'),
    siberiaTask: await first('transport_tasks'),
  }
}
