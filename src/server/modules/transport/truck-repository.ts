/**
 * Trucks' SQL: the select behind every truck answer, checking and writing a truck (its number is unique in the
 * fleet: a second one is a 409 on `number`), a truck with a new trailer and driver in one transaction, removing a
 * truck and its stored files, notes, and the check other areas make that a truck named in a request is the
 * company's own.
 */
import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import type { z } from 'zod'
import {
  type addExternalTransport as addExternalTransportEndpoint,
  type createTransportV2,
  DEFAULT_TASK_RADIUS_KM,
  normalizePlate,
  type TransportInput,
} from '../../../core/contract/transport'
import { conflict, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { visibleTo } from '../companies/company-repository'
import { checkDictionary } from '../reference/checks'
import { carriesCargoOf, checkOwned, type Db, ownTransport } from './access'
import { insertDriver } from './driver-repository'
import { FILES_SUBDIR } from './file-repository'
import { saveTask } from './task-repository'
import { insertTrailer } from './trailer-repository'

type TransportValues = Partial<z.output<typeof TransportInput>>

/** The select behind every truck answer; callers add their conditions (`t.company_id`, `t.id`, paging). */
export function transportRows(db: Db) {
  return db
    .selectFrom('transports as t')
    .leftJoin('trailers as tr', 'tr.id', 't.trailer_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .leftJoin('truck_models as tm', 'tm.id', 't.truck_model_id')
    .leftJoin('companies as ec', 'ec.id', 't.external_company_id')
    .select([
      't.id',
      't.company_id',
      't.number',
      't.vehicle_id',
      't.truck_model_id',
      'tm.name as truck_model_name',
      't.truck_type_id',
      't.volume',
      't.capacity',
      't.load_type_ids',
      't.external_company_id',
      'ec.name as external_company_name',
      't.created_at',
      't.updated_at',
      'tr.id as trailer_id',
      'tr.number as trailer_number',
      'tr.truck_type_id as trailer_truck_type_id',
      'tr.volume as trailer_volume',
      'tr.capacity as trailer_capacity',
      'tr.created_at as trailer_created_at',
      'tr.updated_at as trailer_updated_at',
      'd.id as driver_id',
      'd.name as driver_name',
      'd.phone as driver_phone',
      'd.licence as driver_licence',
      'd.created_at as driver_created_at',
      'd.updated_at as driver_updated_at',
      sql<number>`(select count(*) from transport_notes n where n.transport_id = t.id)::int`.as('notes_count'),
    ])
}
export type TransportRow = Awaited<ReturnType<ReturnType<typeof transportRows>['executeTakeFirstOrThrow']>>

/** `%…%` of a plate as typed, normalised as plates are stored, LIKE's own characters escaped. */
export const plateLike = (value: string) => `%${normalizePlate(value).replace(/[%_\\]/g, '\\$&')}%`

/** A page of the company's trucks, filtered, ordered by number, and how many there are. */
export async function listCompanyTransports(
  db: Db,
  companyId: number,
  filter: { number?: string | undefined; truck_type_id?: number | undefined } = {},
  page: { limit: number; offset: number },
) {
  let base = transportRows(db).where('t.company_id', '=', companyId)
  if (filter.number) base = base.where('t.number', 'like', plateLike(filter.number))
  if (filter.truck_type_id) base = base.where('t.truck_type_id', '=', filter.truck_type_id)
  const [rows, count] = await Promise.all([
    base.orderBy('t.number').orderBy('t.id').limit(page.limit).offset(page.offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(count.n) }
}

/**
 * 422 on `transport_id` unless the truck is the company's own (a response or contract naming a truck); nothing
 * to check when none is named.
 */
export async function checkTransport(db: Db, companyId: number, transportId: number | null | undefined) {
  if (transportId === undefined || transportId === null) return
  const truck = await db
    .selectFrom('transports')
    .select('id')
    .where('id', '=', transportId)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!truck) throw invalidField('transport_id', 'transport_not_yours')
}

/** Checks the dictionary ids, the model's make and that trailer and driver are the company's own. */
export async function checkTransportValues(db: Db, companyId: number, values: TransportValues): Promise<void> {
  if (values.vehicle_id) await checkDictionary(db, 'vehicles', [values.vehicle_id], 'vehicle_id')
  if (values.truck_type_id) await checkDictionary(db, 'truck_types', [values.truck_type_id], 'truck_type_id')
  if (values.load_type_ids) await checkDictionary(db, 'load_types', values.load_type_ids, 'load_type_ids')
  if (values.truck_model_id) {
    const model = await db
      .selectFrom('truck_models')
      .select(['id', 'vehicle_id'])
      .where('id', '=', values.truck_model_id)
      .executeTakeFirst()
    if (!model) throw invalidField('truck_model_id', 'unknown_item')
    if (values.vehicle_id && model.vehicle_id !== values.vehicle_id) {
      throw invalidField('truck_model_id', 'model_not_of_vehicle')
    }
  }
  await checkOwned(db, 'trailers', companyId, values.trailer_id, 'trailer_id')
  await checkOwned(db, 'drivers', companyId, values.driver_id, 'driver_id')
}

const transportColumns = (values: TransportValues) => ({
  ...(values.number !== undefined ? { number: values.number } : {}),
  ...(values.vehicle_id !== undefined ? { vehicle_id: values.vehicle_id } : {}),
  ...(values.truck_model_id !== undefined ? { truck_model_id: values.truck_model_id } : {}),
  ...(values.truck_type_id !== undefined ? { truck_type_id: values.truck_type_id } : {}),
  ...(values.volume !== undefined ? { volume: values.volume } : {}),
  ...(values.capacity !== undefined ? { capacity: values.capacity } : {}),
  ...(values.load_type_ids !== undefined ? { load_type_ids: values.load_type_ids } : {}),
  ...(values.trailer_id !== undefined ? { trailer_id: values.trailer_id } : {}),
  ...(values.driver_id !== undefined ? { driver_id: values.driver_id } : {}),
})

/** Runs a truck write; the fleet's unique number becomes a 409 on `number`. */
async function numberUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'transports_company_number')) {
      throw conflict('transport_number_taken', { number: 'transport_number_taken' })
    }
    throw error
  }
}

/** Inserts a truck; a number already in the fleet is a 409 on `number`. */
export async function insertTransport(
  db: Db,
  companyId: number,
  values: z.output<typeof TransportInput>,
  externalCompanyId: number | null = null,
): Promise<number> {
  const row = await numberUnique(() =>
    db
      .insertInto('transports')
      .values({
        company_id: companyId,
        external_company_id: externalCompanyId,
        ...transportColumns(values),
        number: values.number,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  )
  return row.id
}

/** Checks and inserts a truck of the company. */
export async function createTransport(db: Db, companyId: number, values: z.output<typeof TransportInput>) {
  await checkTransportValues(db, companyId, values)
  return insertTransport(db, companyId, values)
}

/** Changes the company's truck; the model is checked against the make the truck will have. */
export async function updateTransport(db: Db, companyId: number, id: number, values: TransportValues) {
  const current = await ownTransport(db, companyId, id)
  await checkTransportValues(db, companyId, {
    ...values,
    vehicle_id: values.vehicle_id === undefined ? current.vehicle_id : values.vehicle_id,
    truck_model_id: values.truck_model_id === undefined ? current.truck_model_id : values.truck_model_id,
  })
  await numberUnique(() =>
    db
      .updateTable('transports')
      .set({ ...transportColumns(values), updated_at: new Date() })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .execute(),
  )
}

/**
 * A truck with, optionally, a new trailer and a new driver (v2/transports), in one transaction: naming both a
 * new one and an existing one is a 422 on the new one.
 */
export async function createTransportWithParts(
  db: Db,
  companyId: number,
  body: z.output<NonNullable<(typeof createTransportV2)['body']>>,
): Promise<number> {
  const { trailer, driver, ...truck } = body
  if (trailer && truck.trailer_id) throw invalidField('trailer', 'validation_failed')
  if (driver && truck.driver_id) throw invalidField('driver', 'validation_failed')
  return db.transaction().execute(async (trx) => {
    if (trailer?.truck_type_id)
      await checkDictionary(trx, 'truck_types', [trailer.truck_type_id], 'trailer.truck_type_id')
    await checkTransportValues(trx, companyId, truck)
    const trailerId = trailer
      ? (await insertTrailer(trx, companyId, trailer, 'trailer.number')).id
      : (truck.trailer_id ?? null)
    const driverId = driver ? (await insertDriver(trx, companyId, driver)).id : (truck.driver_id ?? null)
    return insertTransport(trx, companyId, { ...truck, trailer_id: trailerId, driver_id: driverId })
  })
}

/** Removes a truck (tasks, notes, file rows go with it) and then its stored files. */
export async function removeTransport(db: Db, uploadsDir: string, companyId: number, id: number): Promise<void> {
  await ownTransport(db, companyId, id)
  const files = await db.selectFrom('transport_files').select('storage_name').where('transport_id', '=', id).execute()
  await db.deleteFrom('transports').where('id', '=', id).where('company_id', '=', companyId).execute()
  await Promise.all(
    files.map((file) => unlink(join(uploadsDir, FILES_SUBDIR, file.storage_name)).catch(() => undefined)),
  )
}

/**
 * How the caller sees a truck: `owner` (the company's own), `carrying` (a shipper's user while the truck carries
 * one of the company's cargos), or undefined (no such truck, or not the caller's to see).
 */
export async function transportSight(
  db: Db,
  companyId: number,
  id: number,
  isShipper: boolean,
): Promise<'owner' | 'carrying' | undefined> {
  const truck = await db.selectFrom('transports').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst()
  if (!truck) return undefined
  if (truck.company_id === companyId) return 'owner'
  const carrying = await db
    .selectFrom('transports as t')
    .select('t.id')
    .where('t.id', '=', id)
    .where(carriesCargoOf(companyId))
    .executeTakeFirst()
  return carrying && isShipper ? 'carrying' : undefined
}

export function listTruckModels(db: Db, vehicleId: number | undefined) {
  let models = db.selectFrom('truck_models').select(['id', 'vehicle_id', 'name'])
  if (vehicleId) models = models.where('vehicle_id', '=', vehicleId)
  return models.orderBy('vehicle_id').orderBy('sort').orderBy('id').execute()
}

export function notesOf(db: Db, transportId: number) {
  return db
    .selectFrom('transport_notes as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select(['n.id', 'n.transport_id', 'n.content', 'n.created_at', 'u.id as user_id', 'u.name as user_name'])
    .where('n.transport_id', '=', transportId)
    .orderBy('n.id', 'desc')
    .execute()
}

export function insertNote(db: Db, transportId: number, userId: number, content: string) {
  return db
    .insertInto('transport_notes')
    .values({ transport_id: transportId, user_id: userId, content })
    .returning(['id', 'transport_id', 'content', 'created_at'])
    .executeTakeFirstOrThrow()
}

/**
 * An external carrier's truck placed on the company's calendar (v2/external-transports/calendar/:id/add-transport),
 * with its first task if given, in one transaction. The external company is a carrier or expeditor other than the
 * caller's own, registered on the exchange or recorded by the caller; answers the truck's and the task's ids.
 */
export async function addExternalTransport(
  db: Db,
  companyId: number,
  userId: number,
  externalId: number,
  body: z.output<NonNullable<(typeof addExternalTransportEndpoint)['body']>>,
): Promise<{ transportId: number; taskId: number | null }> {
  // A carrier registered on the exchange, or one the caller's company recorded: another company's recorded
  // counterparty is its private contractor list, so it is not found (nor is its name echoed).
  const external = await visibleTo(
    db.selectFrom('companies').select(['id', 'type']).where('id', '=', externalId),
    companyId,
  ).executeTakeFirst()
  if (!external) throw notFound()
  if (external.id === companyId || !['carrier', 'external_carrier', 'expeditor'].includes(external.type)) {
    throw invalidField('id', 'external_company_invalid')
  }
  const { task, ...truck } = body
  return db.transaction().execute(async (trx) => {
    await checkTransportValues(trx, companyId, truck)
    const transportId = await insertTransport(trx, companyId, truck, external.id)
    const taskId = task
      ? await saveTask(trx, companyId, userId, {
          transport_id: transportId,
          type: task.type,
          start_date: task.start_date,
          end_date: task.end_date,
          place_id: task.place_id ?? null,
          radius_km: task.radius_km ?? DEFAULT_TASK_RADIUS_KM,
          cargo_id: null,
          comment: task.comment ?? null,
        })
      : null
    return { transportId, taskId }
  })
}
