/**
 * The shipper's cargos' SQL. Writing a cargo from the order form's body: the places and dictionaries it names are checked against the
 * database (422 per field), the denormalised columns of the search are computed (start and finish, dates,
 * distance, price per km), and the cargo, its points, a price history row and a status log row are written in
 * the caller's transaction.
 *
 * Distance: the sum of the straight legs between consecutive points (great circle) times the road factor 1.2,
 * the same estimate the demo cargos and the price hint use; no road graph is consulted.
 *
 * Every write runs in one transaction that first locks the cargo row (`lockCargo` of the cargo area), so a stage
 * change cannot slip in between the check and the write.
 *
 * The lists (spec 5: `own=true` unless a companyStaff filter is set): own cargos are those the caller posted or
 * answers for; `filter[company_staff]` lists one staff member's instead (a user of another company, or the system
 * assistant, has none); `filter[own]=false` the whole company's.
 */
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import { dayIn } from '../../../core/contract/days'
import {
  type CargoAction,
  type CargoInputValue,
  editableStages,
  inWorkFrom,
  stageActions,
} from '../../../core/contract/shipper'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { HttpError, invalidField, notFound } from '../../http/errors'
import type { MessageKey } from '../../http/messages'
import { type Viewer, viewerOf } from '../cargo/access'
import { cargoRows, type LockedCargo, lockCargo, logCargoStage, setCargoStage } from '../cargo/cargo-repository'
import { routeKm } from '../cargo/geo'
import { type EndPlace, endColumns, inputColumns } from '../cargo/new-row'
import { orderBy, type SortKey } from '../cargo/search-repository'
import { ownCompanyId } from '../companies/access'
import { findEmployee } from '../companies/staff-repository'
import { actionNames, stageNames } from './access'

type Trx = Transaction<DB> | Kysely<DB>

async function dictionaryIds(db: Trx): Promise<Map<string, Map<number, { short_en: string; vat: number | null }>>> {
  const rows = await db
    .selectFrom('dictionary_items')
    .select(['kind', 'id', 'short_en', 'vat'])
    .where('kind', 'in', [
      'cargo_types',
      'pack_types',
      'truck_types',
      'load_types',
      'additional-conditions',
      'additional-equipments',
      'money_types',
      'currencies',
    ])
    .execute()
  const out = new Map<string, Map<number, { short_en: string; vat: number | null }>>()
  for (const row of rows) {
    const kind = out.get(row.kind) ?? new Map()
    kind.set(row.id, { short_en: row.short_en, vat: row.vat === null ? null : Number(row.vat) })
    out.set(row.kind, kind)
  }
  return out
}

/** What the body refers to, checked: places by id, the money type's VAT. Throws 422 with every bad field. */
async function checkReferences(db: Trx, companyId: number, input: CargoInputValue) {
  const fields: Record<string, MessageKey> = {}
  const placeIds = [...new Set(input.points.map((point) => point.place_id))]
  const [placeRows, dictionaries, staff] = await Promise.all([
    db
      .selectFrom('places')
      .select(['id', 'type', 'name_en', 'region_en', 'country_code', 'lat', 'lng'])
      .where('id', 'in', placeIds)
      .execute(),
    dictionaryIds(db),
    input.contacts.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('users')
          .select('id')
          .where('id', 'in', input.contacts)
          .where('company_id', '=', companyId)
          .where('is_system', '=', false)
          .where('status', '=', 'active')
          .execute(),
  ])
  const places = new Map(placeRows.map((place) => [place.id, place]))
  input.points.forEach((point, i) => {
    if (!places.has(point.place_id)) fields[`points.${i}.place_id`] = 'place_unknown'
  })
  const known = (kind: string, id: number) => dictionaries.get(kind)?.has(id) ?? false
  const checkIds = (field: string, kind: string, ids: readonly number[]) => {
    if (ids.some((id) => !known(kind, id))) fields[field] = 'dictionary_unknown'
  }
  checkIds('cargo_type_id', 'cargo_types', [input.cargo_type_id])
  if (input.pack_type_id !== null) checkIds('pack_type_id', 'pack_types', [input.pack_type_id])
  checkIds('truck_types', 'truck_types', input.truck_types)
  checkIds('load_types', 'load_types', input.load_types)
  checkIds('additional_conditions', 'additional-conditions', input.additional_conditions)
  checkIds('additional_equipments', 'additional-equipments', input.additional_equipments)
  checkIds('payment_type', 'money_types', [input.payment_type])
  const currencies = [...(dictionaries.get('currencies')?.values() ?? [])].map((c) => c.short_en)
  if (!currencies.includes(input.currency)) fields.currency = 'dictionary_unknown'
  if (new Set(staff.map((user) => user.id)).size !== new Set(input.contacts).size) fields.contacts = 'contact_not_staff'
  const first = Object.values(fields)[0]
  if (first) throw new HttpError(422, first, {}, fields)
  const moneyVat = dictionaries.get('money_types')?.get(input.payment_type)?.vat ?? null
  return { places: places as Map<number, EndPlace>, moneyVat }
}

/** The poster's today: the day in their time zone (registration's, Moscow by default); a date before it is past. */
export async function userToday(db: Trx | Kysely<DB>, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirst()
  try {
    return dayIn(user?.timezone || 'Europe/Moscow')
  } catch {
    return dayIn('Europe/Moscow')
  }
}

/** 422 on every point dated before the poster's today (today itself is allowed: a cargo loading this evening). */
async function refusePastDates(db: Trx, userId: number, input: Pick<CargoInputValue, 'points'>): Promise<void> {
  const today = await userToday(db, userId)
  const fields: Record<string, MessageKey> = {}
  input.points.forEach((point, i) => {
    if (point.date < today) fields[`points.${i}.date`] = 'date_in_past'
  })
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'date_in_past', {}, fields)
}

/** The cargos columns of a body (everything but the company, author and stage). */
async function cargoColumns(db: Trx, companyId: number, input: CargoInputValue) {
  const { places, moneyVat } = await checkReferences(db, companyId, input)
  const located = input.points.map((point) => ({ ...point, place: places.get(point.place_id)! }))
  const start = located[0]!.place
  const finish = located[located.length - 1]!.place
  const loads = located.filter((point) => point.kind === 'load').map((point) => point.date)
  const unloads = located.filter((point) => point.kind === 'unload').map((point) => point.date)
  const distance = routeKm(located.map((point) => point.place))
  const columns = {
    ...endColumns(start, finish),
    points_count: located.length,
    load_date_from: loads.toSorted()[0]!,
    load_date_to: loads.toSorted().at(-1)!,
    unload_date: unloads.toSorted().at(-1)!,
    ...inputColumns(input, distance, moneyVat),
  }
  return { columns, located }
}

async function writePoints(trx: Trx, cargoId: number, located: Awaited<ReturnType<typeof cargoColumns>>['located']) {
  await trx.deleteFrom('cargo_points').where('cargo_id', '=', cargoId).execute()
  await trx
    .insertInto('cargo_points')
    .values(
      located.map((point, i) => ({
        cargo_id: cargoId,
        position: i + 1,
        kind: point.kind,
        place_id: point.place.id,
        lat: point.place.lat,
        lng: point.place.lng,
        address: point.address,
        date: point.date,
        time_from: point.time_from,
        time_to: point.time_to,
      })),
    )
    .execute()
}

export async function insertCargo(
  trx: Trx,
  me: CurrentUser,
  companyId: number,
  input: CargoInputValue,
  stage: 'draft' | 'available',
): Promise<number> {
  await refusePastDates(trx, me.id, input)
  const { columns, located } = await cargoColumns(trx, companyId, input)
  const row = await trx
    .insertInto('cargos')
    .values({ ...columns, company_id: companyId, created_by: me.id, stage })
    .returning('id')
    .executeTakeFirstOrThrow()
  await writePoints(trx, row.id, located)
  if (input.price !== null) {
    await trx
      .insertInto('cargo_prices')
      .values({ cargo_id: row.id, mode: input.price_mode, price: input.price, currency: input.currency })
      .execute()
  }
  await trx.insertInto('cargo_status_log').values({ cargo_id: row.id, stage, user_id: me.id }).execute()
  return row.id
}

export async function replaceCargo(
  trx: Trx,
  cargoId: number,
  companyId: number,
  input: CargoInputValue,
  previous: { price: number | null; price_mode: string; currency: string },
): Promise<void> {
  const { columns, located } = await cargoColumns(trx, companyId, input)
  await trx
    .updateTable('cargos')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', cargoId)
    .execute()
  await writePoints(trx, cargoId, located)
  const changed =
    input.price !== null &&
    (input.price !== previous.price || input.price_mode !== previous.price_mode || input.currency !== previous.currency)
  if (changed) {
    await trx
      .insertInto('cargo_prices')
      .values({ cargo_id: cargoId, mode: input.price_mode, price: input.price!, currency: input.currency })
      .execute()
  }
}

/**
 * A cargo as its own company's lists show it: the public row plus who answers for it, the extra dictionaries, the
 * money type and the last change, in the same statement.
 */
export function shipperCargoRows(db: Kysely<DB>, viewer: Viewer) {
  return cargoRows(db, viewer)
    .leftJoin('users as ru', 'ru.id', 'c.responsible_user_id')
    .select([
      'c.responsible_user_id',
      'ru.name as responsible_name',
      'c.additional_condition_ids',
      'c.additional_equipment_ids',
      'c.price_mode',
      'c.vat',
      'c.updated_at',
    ])
}

export type ShipperCargoRow = Awaited<ReturnType<ReturnType<typeof shipperCargoRows>['executeTakeFirstOrThrow']>>

export interface ShipperListRequest {
  stages: readonly CargoStage[] | null
  own: boolean | undefined
  companyStaff: number | undefined
  sort: SortKey
  limit: number
  offset: number
}

export async function shipperCargos(
  db: Kysely<DB>,
  me: CurrentUser,
  request: ShipperListRequest,
): Promise<{ rows: ShipperCargoRow[]; size: number }> {
  const companyId = ownCompanyId(me)
  const conditions: RawBuilder<unknown>[] = [sql`c.company_id = ${companyId}`]
  if (request.stages) conditions.push(sql`c.stage = any(${[...request.stages]}::text[])`)
  const person = request.companyStaff ?? (request.own === false ? null : me.id)
  if (person !== null) conditions.push(sql`(c.created_by = ${person} or c.responsible_user_id = ${person})`)
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`
  const counted = await db
    .selectFrom('cargos as c')
    .select(sql<number>`count(*)::int`.as('size'))
    .where(where)
    .executeTakeFirstOrThrow()
  const size = Number(counted.size)
  if (request.offset >= size) return { rows: [], size }
  const rows = await shipperCargoRows(db, viewerOf(me))
    .where(where)
    .orderBy(orderBy(request.sort))
    .limit(request.limit)
    .offset(request.offset)
    .execute()
  return { rows, size }
}

/** Locks the company's cargo for the rest of the transaction; 404 for anyone else's. */
async function lockOwnCargo(trx: Trx, companyId: number, id: number): Promise<LockedCargo> {
  const cargo = await lockCargo(trx, id, companyId)
  if (!cargo) throw notFound()
  return cargo
}

function requireEditable(stage: CargoStage, lang: Lang): void {
  if (!(editableStages as readonly string[]).includes(stage)) {
    throw new HttpError(409, 'cargo_not_editable', { stage: stageNames[lang][stage] })
  }
}

/** A new cargo of the company from the order form, a draft or published. Answers its id. */
export function createShipperCargo(
  db: Kysely<DB>,
  me: CurrentUser,
  companyId: number,
  input: CargoInputValue,
  stage: 'draft' | 'available',
): Promise<number> {
  return db.transaction().execute((trx) => insertCargo(trx, me, companyId, input, stage))
}

/** Replaces the company's cargo from the order form, while it is editable. */
export async function updateShipperCargo(
  db: Kysely<DB>,
  me: CurrentUser,
  companyId: number,
  id: number,
  input: CargoInputValue,
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cargo = await lockOwnCargo(trx, companyId, id)
    requireEditable(cargo.stage, lang)
    await refusePastDates(trx, me.id, input)
    await replaceCargo(trx, cargo.id, companyId, input, cargo)
  })
}

/**
 * Renews the company's cargo (a draft or available one, expired or not) with new dates: every point, and the
 * search's date columns, move by the days between its first loading day and `loadDate`, which must be today or
 * later for the caller. An expired cargo is back in the search at once.
 */
export async function renewShipperCargo(
  db: Kysely<DB>,
  me: CurrentUser,
  companyId: number,
  id: number,
  loadDate: string,
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cargo = await lockOwnCargo(trx, companyId, id)
    requireEditable(cargo.stage, lang)
    if (loadDate < (await userToday(trx, me.id))) throw invalidField('load_date', 'date_in_past')
    const row = await trx
      .selectFrom('cargos')
      .select(sql<number>`${loadDate}::date - load_date_from`.as('shift'))
      .where('id', '=', cargo.id)
      .executeTakeFirstOrThrow()
    const shift = Number(row.shift)
    await trx
      .updateTable('cargo_points')
      .set({ date: sql`date + ${shift}::int` })
      .where('cargo_id', '=', cargo.id)
      .execute()
    await trx
      .updateTable('cargos')
      .set({
        load_date_from: sql`load_date_from + ${shift}::int`,
        load_date_to: sql`load_date_to + ${shift}::int`,
        unload_date: sql`unload_date + ${shift}::int`,
        updated_at: new Date(),
      })
      .where('id', '=', cargo.id)
      .execute()
  })
}

/** Deletes the company's cargo, while it is editable. */
export async function deleteShipperCargo(db: Kysely<DB>, companyId: number, id: number, lang: Lang): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cargo = await lockOwnCargo(trx, companyId, id)
    requireEditable(cargo.stage, lang)
    await trx.deleteFrom('cargos').where('id', '=', cargo.id).execute()
  })
}

/**
 * Takes the company's cargo into work (a stage of `inWorkFrom`) with a responsible employee: an active one, never
 * the system assistant (spec 3, 9: it stands for "unassigned"). A stage change is logged.
 */
export async function takeIntoWork(
  db: Kysely<DB>,
  me: CurrentUser,
  companyId: number,
  id: number,
  change: { stage: CargoStage; user_id: number },
  lang: Lang,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cargo = await lockOwnCargo(trx, companyId, id)
    const employee = await findEmployee(trx, companyId, change.user_id)
    if (employee?.status !== 'active') throw invalidField('user_id', 'staff_not_assignable')
    if (!(inWorkFrom as readonly string[]).includes(cargo.stage)) {
      throw new HttpError(409, 'cargo_stage_illegal', { stage: stageNames[lang][cargo.stage] })
    }
    await trx
      .updateTable('cargos')
      .set({ stage: change.stage, responsible_user_id: employee.id, updated_at: new Date() })
      .where('id', '=', cargo.id)
      .execute()
    if (cargo.stage !== change.stage) await logCargoStage(trx, cargo.id, change.stage, me.id)
  })
}

/** A status action on the company's cargo (contract `stageActions`): 409 from a stage it does not start from. */
export async function applyCargoAction(
  db: Kysely<DB>,
  me: CurrentUser,
  companyId: number,
  id: number,
  name: CargoAction,
  lang: Lang,
): Promise<void> {
  const action = stageActions[name]
  await db.transaction().execute(async (trx) => {
    const cargo = await lockOwnCargo(trx, companyId, id)
    if (!(action.from as readonly string[]).includes(cargo.stage)) {
      throw new HttpError(409, 'cargo_action_illegal', {
        action: actionNames[lang][name],
        stage: stageNames[lang][cargo.stage],
      })
    }
    await setCargoStage(trx, cargo.id, action.to, me.id)
  })
}
