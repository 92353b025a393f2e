/**
 * Drivers, trailers and trucks of a carrier (or expeditor) company: carrier/drivers, carrier/trailers,
 * carrier/transports, carrier/truck-models, and v2/transports (one truck with notes and files, quick add, notes).
 * Everything is the caller's company's own; another company's ids answer 404.
 */
import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { z } from 'zod'
import { ok } from '../../../core/contract/common'
import {
  addTransportNote,
  createDriver,
  createTrailer,
  createTransport,
  createTransportV2,
  deleteDriver,
  deleteTrailer,
  deleteTransport,
  deleteTransportV2,
  getTransport,
  getTransportV2,
  listDrivers,
  listTrailers,
  listTransports,
  listTruckModels,
  normalizePlate,
  type TransportInput,
  updateDriver,
  updateTrailer,
  updateTransport,
} from '../../../core/contract/fleet'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { route } from '../../http/route'
import {
  carriesCargoOf,
  checkDictionary,
  checkOwned,
  companyOf,
  type Db,
  ownDriver,
  ownTrailer,
  ownTransport,
} from './access'
import {
  driverAnswers,
  filesOf,
  notesOf,
  taskRows,
  toNote,
  toTask,
  trailerAnswers,
  transportAnswer,
  transportAnswers,
  transportRows,
} from './answers'
import { FILES_SUBDIR } from './files'

type TransportValues = Partial<z.output<typeof TransportInput>>

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

/** Inserts a truck; a number already in the fleet is a 409 on `number`. */
export async function insertTransport(
  db: Db,
  companyId: number,
  values: z.output<typeof TransportInput>,
  externalCompanyId: number | null = null,
): Promise<number> {
  try {
    const row = await db
      .insertInto('transports')
      .values({
        company_id: companyId,
        external_company_id: externalCompanyId,
        ...transportColumns(values),
        number: values.number,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error, 'transports_company_number')) {
      throw conflict('transport_number_taken', { number: 'transport_number_taken' })
    }
    throw error
  }
}

/** Removes a truck (tasks, notes, file rows go with it) and then its stored files. */
export async function removeTransport(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await ownTransport(ctx.db, companyId, id)
  const files = await ctx.db
    .selectFrom('transport_files')
    .select('storage_name')
    .where('transport_id', '=', id)
    .execute()
  await ctx.db.deleteFrom('transports').where('id', '=', id).where('company_id', '=', companyId).execute()
  await Promise.all(
    files.map((file) => unlink(join(ctx.config.uploadsDir, FILES_SUBDIR, file.storage_name)).catch(() => undefined)),
  )
}

export function registerFleetRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx

  // -------------------------------------------------------------------------------------------------------------
  // Drivers

  route(app, listDrivers, async ({ me, query }) => {
    const companyId = companyOf(me)
    let base = db.selectFrom('drivers').where('company_id', '=', companyId)
    const name = query.filter?.name
    if (name) base = base.where(sql<boolean>`lower(name) like ${`%${name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`)
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('name').orderBy('id').limit(query.limit).offset(query.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { data: await driverAnswers(db, rows), meta: { size: Number(count.n) } }
  })

  route(app, createDriver, async ({ me, body }) => {
    const companyId = companyOf(me)
    const row = await db
      .insertInto('drivers')
      .values({ company_id: companyId, name: body.name, phone: body.phone ?? null, licence: body.licence ?? null })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: (await driverAnswers(db, [row]))[0]! }
  })

  route(app, updateDriver, async ({ me, params, body }) => {
    const companyId = companyOf(me)
    await ownDriver(db, companyId, params.id)
    const row = await db
      .updateTable('drivers')
      .set({ ...body, updated_at: new Date() })
      .where('id', '=', params.id)
      .where('company_id', '=', companyId)
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: (await driverAnswers(db, [row]))[0]! }
  })

  route(app, deleteDriver, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownDriver(db, companyId, params.id)
    await db.deleteFrom('drivers').where('id', '=', params.id).where('company_id', '=', companyId).execute()
    return ok
  })

  // -------------------------------------------------------------------------------------------------------------
  // Trailers

  route(app, listTrailers, async ({ me, query, lang }) => {
    const companyId = companyOf(me)
    const base = db.selectFrom('trailers').where('company_id', '=', companyId)
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('number').orderBy('id').limit(query.limit).offset(query.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { data: await trailerAnswers(db, rows, lang), meta: { size: Number(count.n) } }
  })

  const saveTrailer = async (write: () => Promise<Parameters<typeof trailerAnswers>[1][number]>, lang: 'ru' | 'en') => {
    try {
      const row = await write()
      return { data: (await trailerAnswers(db, [row], lang))[0]! }
    } catch (error) {
      if (isUniqueViolation(error, 'trailers_company_number')) {
        throw conflict('trailer_number_taken', { number: 'trailer_number_taken' })
      }
      throw error
    }
  }

  route(app, createTrailer, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    if (body.truck_type_id) await checkDictionary(db, 'truck_types', [body.truck_type_id], 'truck_type_id')
    return saveTrailer(
      () =>
        db
          .insertInto('trailers')
          .values({
            company_id: companyId,
            number: body.number,
            truck_type_id: body.truck_type_id ?? null,
            volume: body.volume ?? null,
            capacity: body.capacity ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      lang,
    )
  })

  route(app, updateTrailer, async ({ me, params, body, lang }) => {
    const companyId = companyOf(me)
    await ownTrailer(db, companyId, params.id)
    if (body.truck_type_id) await checkDictionary(db, 'truck_types', [body.truck_type_id], 'truck_type_id')
    return saveTrailer(
      () =>
        db
          .updateTable('trailers')
          .set({ ...body, updated_at: new Date() })
          .where('id', '=', params.id)
          .where('company_id', '=', companyId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      lang,
    )
  })

  route(app, deleteTrailer, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTrailer(db, companyId, params.id)
    await db.deleteFrom('trailers').where('id', '=', params.id).where('company_id', '=', companyId).execute()
    return ok
  })

  // -------------------------------------------------------------------------------------------------------------
  // Trucks

  route(app, listTruckModels, async ({ query }) => {
    let models = db.selectFrom('truck_models').select(['id', 'vehicle_id', 'name'])
    if (query.filter?.vehicle_id) models = models.where('vehicle_id', '=', query.filter.vehicle_id)
    const data = await models.orderBy('vehicle_id').orderBy('sort').orderBy('id').execute()
    return { data, meta: { size: data.length } }
  })

  route(app, listTransports, async ({ me, query, lang }) => {
    const companyId = companyOf(me)
    let base = transportRows(db).where('t.company_id', '=', companyId)
    const number = query.filter?.number
    if (number) base = base.where('t.number', 'like', `%${normalizePlate(number).replace(/[%_\\]/g, '\\$&')}%`)
    if (query.filter?.truck_type_id) base = base.where('t.truck_type_id', '=', query.filter.truck_type_id)
    const [rows, count] = await Promise.all([
      base.orderBy('t.number').orderBy('t.id').limit(query.limit).offset(query.offset).execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ])
    return { data: await transportAnswers(db, rows, lang), meta: { size: Number(count.n) } }
  })

  route(app, createTransport, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    await checkTransportValues(db, companyId, body)
    const id = await insertTransport(db, companyId, body)
    return { data: await transportAnswer(db, id, lang) }
  })

  route(app, getTransport, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    return { data: await transportAnswer(db, params.id, lang) }
  })

  route(app, updateTransport, async ({ me, params, body, lang }) => {
    const companyId = companyOf(me)
    const current = await ownTransport(db, companyId, params.id)
    // The model is checked against the make the truck will have.
    await checkTransportValues(db, companyId, {
      ...body,
      vehicle_id: body.vehicle_id === undefined ? current.vehicle_id : body.vehicle_id,
      truck_model_id: body.truck_model_id === undefined ? current.truck_model_id : body.truck_model_id,
    })
    try {
      await db
        .updateTable('transports')
        .set({ ...transportColumns(body), updated_at: new Date() })
        .where('id', '=', params.id)
        .where('company_id', '=', companyId)
        .execute()
    } catch (error) {
      if (isUniqueViolation(error, 'transports_company_number')) {
        throw conflict('transport_number_taken', { number: 'transport_number_taken' })
      }
      throw error
    }
    return { data: await transportAnswer(db, params.id, lang) }
  })

  route(app, deleteTransport, async ({ me, params }) => {
    await removeTransport(ctx, companyOf(me), params.id)
    return ok
  })

  // -------------------------------------------------------------------------------------------------------------
  // v2/transports

  route(app, getTransportV2, async ({ me, params, lang }) => {
    const companyId = companyOf(me)
    const truck = await db
      .selectFrom('transports')
      .select(['id', 'company_id'])
      .where('id', '=', params.id)
      .executeTakeFirst()
    if (!truck) throw notFound()
    const owner = truck.company_id === companyId
    if (!owner) {
      // A shipper sees a truck only while it carries one of its cargos, and then only those tasks, no notes/files.
      const carrying = await db
        .selectFrom('transports as t')
        .select('t.id')
        .where('t.id', '=', params.id)
        .where(carriesCargoOf(companyId))
        .executeTakeFirst()
      if (!carrying || !(me.roles.includes('shipper') || me.roles.includes('shipper.logist'))) throw notFound()
    }
    const today = new Date().toISOString().slice(0, 10)
    let tasks = taskRows(db).where('k.transport_id', '=', params.id).where('k.end_date', '>=', today)
    if (!owner) tasks = tasks.where('c.company_id', '=', companyId)
    const [transport, notes, files, taskList] = await Promise.all([
      transportAnswer(db, params.id, lang),
      owner ? notesOf(db, params.id) : Promise.resolve([]),
      owner ? filesOf(db, params.id) : Promise.resolve([]),
      tasks.orderBy('k.start_date').limit(500).execute(),
    ])
    return {
      data: {
        ...transport,
        // the carrier's own notes stay the carrier's
        notes_count: owner ? transport.notes_count : 0,
        notes,
        files,
        tasks: taskList.map((row) => toTask(row, lang)),
      },
    }
  })

  route(app, deleteTransportV2, async ({ me, params }) => {
    await removeTransport(ctx, companyOf(me), params.id)
    return ok
  })

  route(app, createTransportV2, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    const { trailer, driver, ...truck } = body
    if (trailer && truck.trailer_id) throw invalidField('trailer', 'validation_failed')
    if (driver && truck.driver_id) throw invalidField('driver', 'validation_failed')
    const id = await db.transaction().execute(async (trx) => {
      if (trailer?.truck_type_id)
        await checkDictionary(trx, 'truck_types', [trailer.truck_type_id], 'trailer.truck_type_id')
      await checkTransportValues(trx, companyId, truck)
      let trailerId = truck.trailer_id ?? null
      if (trailer) {
        try {
          const row = await trx
            .insertInto('trailers')
            .values({
              company_id: companyId,
              number: trailer.number,
              truck_type_id: trailer.truck_type_id ?? null,
              volume: trailer.volume ?? null,
              capacity: trailer.capacity ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          trailerId = row.id
        } catch (error) {
          if (isUniqueViolation(error, 'trailers_company_number')) {
            throw conflict('trailer_number_taken', { 'trailer.number': 'trailer_number_taken' })
          }
          throw error
        }
      }
      let driverId = truck.driver_id ?? null
      if (driver) {
        const row = await trx
          .insertInto('drivers')
          .values({
            company_id: companyId,
            name: driver.name,
            phone: driver.phone ?? null,
            licence: driver.licence ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        driverId = row.id
      }
      return insertTransport(trx, companyId, { ...truck, trailer_id: trailerId, driver_id: driverId })
    })
    return { data: await transportAnswer(db, id, lang) }
  })

  route(app, addTransportNote, async ({ me, params, body }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    const row = await db
      .insertInto('transport_notes')
      .values({ transport_id: params.id, user_id: me.id, content: body.content })
      .returning(['id', 'transport_id', 'content', 'created_at'])
      .executeTakeFirstOrThrow()
    return { data: toNote({ ...row, user_id: me.id, user_name: me.name }) }
  })
}
