/** External carriers' trucks: list, write, delete; always within the keeper's database. */
import type { z } from 'zod'
import type { Lang } from '../../../core/contract/common'
import type { ExternalTransport, ExternalTransportInput } from '../../../core/contract/external-carriers'
import type { ExternalContactJson } from '../../db/external-carriers-schema'
import { checkDictionary } from '../reference/checks'
import { checkPlaces, type Db } from './access'

type Input = z.output<typeof ExternalTransportInput>

function transportRows(db: Db) {
  return db
    .selectFrom('external_transports as x')
    .innerJoin('companies as c', 'c.id', 'x.company_id')
    .innerJoin('places as s', 's.id', 'x.start_place_id')
    .leftJoin('places as f', 'f.id', 'x.finish_place_id')
    .select([
      'x.id',
      'x.company_id',
      'c.name as company_name',
      'x.start_place_id',
      's.name_ru as start_ru',
      's.name_en as start_en',
      'x.finish_place_id',
      'f.name_ru as finish_ru',
      'f.name_en as finish_en',
      'x.finish_point_type',
      'x.truck_type_id',
      'x.load_type_ids',
      'x.weight',
      'x.volume',
      'x.note',
      'x.contacts',
      'x.created_at',
    ])
}
type TransportRow = Awaited<ReturnType<ReturnType<typeof transportRows>['execute']>>[number]

const num = (value: string | number | null) => (value === null ? null : Number(value))

export function toExternalTransport(row: TransportRow, lang: Lang): ExternalTransport {
  const en = lang === 'en'
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    route: {
      id: row.id,
      start_city_id: row.start_place_id,
      start_city_name: en ? row.start_en : row.start_ru,
      finish_point_id: row.finish_place_id,
      finish_point_name: (en ? row.finish_en : row.finish_ru) ?? null,
      finish_point_type: row.finish_point_type as ExternalTransport['route']['finish_point_type'],
    },
    weight: num(row.weight),
    volume: num(row.volume),
    extra: { note: row.note },
    truck_type_id: row.truck_type_id,
    load_type_ids: row.load_type_ids,
    contacts: row.contacts.map((contact) => ({
      id: contact.id,
      name: contact.name,
      phones: contact.phones ?? [],
      email: contact.email ?? null,
      telegram_user_id: contact.telegram_user_id ?? null,
    })),
    created_at: row.created_at.toISOString(),
  }
}

export async function listTransports(
  db: Db,
  keeper: number,
  lang: Lang,
  page: { limit: number; offset: number; companyId?: number | undefined },
) {
  let base = db.selectFrom('external_transports as x').where('x.owner_company_id', '=', keeper)
  if (page.companyId !== undefined) base = base.where('x.company_id', '=', page.companyId)
  const [rows, size] = await Promise.all([
    transportRows(db)
      .where('x.owner_company_id', '=', keeper)
      .$if(page.companyId !== undefined, (q) => q.where('x.company_id', '=', page.companyId!))
      .orderBy('x.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows: rows.map((row) => toExternalTransport(row, lang)), size: Number(size.n) }
}

export async function transportById(db: Db, id: number, lang: Lang): Promise<ExternalTransport> {
  return toExternalTransport(await transportRows(db).where('x.id', '=', id).executeTakeFirstOrThrow(), lang)
}

/** Contacts keep their ids across edits; new ones get the next free id of the truck. */
function contactsOf(input: Input['contacts']): ExternalContactJson[] {
  let next = Math.max(0, ...input.map((contact) => contact.id ?? 0))
  return input.map((contact) => ({
    id: contact.id ?? ++next,
    name: contact.name,
    phones: contact.phones,
    email: contact.email ?? null,
    telegram_user_id: contact.telegram_user_id ?? null,
  }))
}

async function checkValues(db: Db, input: Omit<Input, 'company_id'>) {
  await checkPlaces(db, {
    'route.start_city_id': input.route.start_city_id,
    'route.finish_point_id': input.route.finish_point_id,
  })
  await checkDictionary(db, 'truck_types', [input.truck_type_id], 'truck_type_id')
  await checkDictionary(db, 'load_types', input.load_type_ids, 'load_type_ids')
}

function values(input: Omit<Input, 'company_id'>) {
  return {
    start_place_id: input.route.start_city_id,
    finish_place_id: input.route.finish_point_id ?? null,
    finish_point_type: input.route.finish_point_type,
    truck_type_id: input.truck_type_id ?? null,
    load_type_ids: [...new Set(input.load_type_ids)],
    weight: input.weight ?? null,
    volume: input.volume ?? null,
    note: input.extra?.note ?? null,
    contacts: JSON.stringify(contactsOf(input.contacts)),
  }
}

export async function insertTransport(db: Db, keeper: number, userId: number, input: Input): Promise<number> {
  await checkValues(db, input)
  const row = await db
    .insertInto('external_transports')
    .values({ ...values(input), owner_company_id: keeper, company_id: input.company_id, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateTransport(db: Db, keeper: number, id: number, input: Omit<Input, 'company_id'>) {
  await checkValues(db, input)
  await db
    .updateTable('external_transports')
    .set({ ...values(input), updated_at: new Date() })
    .where('id', '=', id)
    .where('owner_company_id', '=', keeper)
    .execute()
}

export async function deleteTransport(db: Db, keeper: number, id: number) {
  await db.deleteFrom('external_transports').where('id', '=', id).where('owner_company_id', '=', keeper).execute()
}

/** A registered carrier's own trucks, in the shape of an external truck (no route, no contacts). */
export async function registeredTrucks(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const base = db
    .selectFrom('transports as t')
    .where('t.company_id', '=', companyId)
    .where('t.external_company_id', 'is', null)
  const [rows, size, company] = await Promise.all([
    base
      .select(['t.id', 't.truck_type_id', 't.load_type_ids', 't.capacity', 't.volume', 't.created_at'])
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow(),
  ])
  const data: ExternalTransport[] = rows.map((row) => ({
    id: row.id,
    company: { id: companyId, name: company.name },
    route: {
      id: row.id,
      start_city_id: null,
      start_city_name: null,
      finish_point_id: null,
      finish_point_name: null,
      finish_point_type: 'city',
    },
    weight: num(row.capacity),
    volume: num(row.volume),
    extra: { note: null },
    truck_type_id: row.truck_type_id,
    load_type_ids: row.load_type_ids,
    contacts: [],
    created_at: row.created_at.toISOString(),
  }))
  return { rows: data, size: Number(size.n) }
}
