/**
 * Rows to answers of the transport area: trucks with their trailer, driver and dictionary names; tasks with their
 * place, cargo, counters and the derived display type (spec 4: a busy task followed by a non-busy one is an
 * arrival); drivers and trailers with the trucks they serve.
 */
import type { Selectable } from 'kysely'
import { displayTypeOf } from '../../../core/contract/arrival'
import type { Lang } from '../../../core/contract/common'
import type {
  Driver,
  TaskType,
  Trailer,
  Transport,
  TransportFile,
  TransportNote,
  TransportTask,
  TransportTaskResponse,
} from '../../../core/contract/transport'
import type { TransportFilesTable } from '../../db/transport-schema'
import { type DictionaryNames, dictionaryNames } from '../reference/dictionary-names'
import type { Db } from './access'
import { type TaskRow, taskRows } from './task-repository'
import type { TaskResponseRow } from './task-response-repository'
import { type TransportRow, transportRows } from './truck-repository'

const iso = (value: Date | string) => new Date(value).toISOString()
const num = (value: number | string | null) => (value === null ? null : Number(value))

const fleetKinds = ['truck_types', 'load_types', 'vehicles'] as const
type Kind = (typeof fleetKinds)[number]
export type Names = DictionaryNames<Kind>

/** The three dictionaries a truck refers to (a few dozen rows): one read per request. */
export const fleetNames = (db: Db, lang: Lang): Promise<Names> => dictionaryNames(db, lang, fleetKinds)

const named = (names: Names, kind: Kind, id: number | null) =>
  id === null ? null : { id, name: names[kind].get(id) ?? String(id) }

// ---------------------------------------------------------------------------------------------------------------
// Trucks

const sum = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0))

export function toTransport(row: TransportRow, names: Names): Transport {
  const volume = num(row.volume)
  const capacity = num(row.capacity)
  const trailerVolume = num(row.trailer_volume)
  const trailerCapacity = num(row.trailer_capacity)
  return {
    id: row.id,
    number: row.number,
    vehicle: named(names, 'vehicles', row.vehicle_id),
    truck_model:
      row.truck_model_id === null
        ? null
        : { id: row.truck_model_id, name: row.truck_model_name ?? String(row.truck_model_id) },
    truck_type: named(names, 'truck_types', row.truck_type_id),
    volume,
    capacity,
    total_volume: sum(volume, trailerVolume),
    total_capacity: sum(capacity, trailerCapacity),
    load_types: (row.load_type_ids ?? []).map((id) => named(names, 'load_types', id)!),
    trailer:
      row.trailer_id === null || row.trailer_number === null
        ? null
        : {
            id: row.trailer_id,
            number: row.trailer_number,
            truck_type: named(names, 'truck_types', row.trailer_truck_type_id),
            volume: trailerVolume,
            capacity: trailerCapacity,
            created_at: iso(row.trailer_created_at!),
            updated_at: iso(row.trailer_updated_at!),
          },
    driver:
      row.driver_id === null || row.driver_name === null
        ? null
        : {
            id: row.driver_id,
            name: row.driver_name,
            phone: row.driver_phone,
            licence: row.driver_licence,
            created_at: iso(row.driver_created_at!),
            updated_at: iso(row.driver_updated_at!),
          },
    external_company:
      row.external_company_id === null ? null : { id: row.external_company_id, name: row.external_company_name ?? '' },
    notes_count: row.notes_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

export async function transportAnswers(db: Db, rows: TransportRow[], lang: Lang): Promise<Transport[]> {
  if (rows.length === 0) return []
  const names = await fleetNames(db, lang)
  return rows.map((row) => toTransport(row, names))
}

export async function transportAnswer(db: Db, id: number, lang: Lang): Promise<Transport> {
  const row = await transportRows(db).where('t.id', '=', id).executeTakeFirstOrThrow()
  return (await transportAnswers(db, [row], lang))[0]!
}

// ---------------------------------------------------------------------------------------------------------------
// Drivers and trailers

async function transportIdsBy(db: Db, column: 'driver_id' | 'trailer_id', ids: number[]) {
  const out = new Map<number, number[]>()
  if (ids.length === 0) return out
  const rows = await db.selectFrom('transports').select(['id', column]).where(column, 'in', ids).orderBy('id').execute()
  for (const row of rows) {
    const key = row[column] as number
    out.set(key, [...(out.get(key) ?? []), row.id])
  }
  return out
}

export async function driverAnswers(
  db: Db,
  rows: {
    id: number
    name: string
    phone: string | null
    licence: string | null
    created_at: Date
    updated_at: Date
  }[],
): Promise<Driver[]> {
  const trucks = await transportIdsBy(
    db,
    'driver_id',
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    licence: row.licence,
    transport_ids: trucks.get(row.id) ?? [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }))
}

export async function trailerAnswers(
  db: Db,
  rows: {
    id: number
    number: string
    truck_type_id: number | null
    volume: number | null
    capacity: number | null
    created_at: Date
    updated_at: Date
  }[],
  lang: Lang,
): Promise<Trailer[]> {
  if (rows.length === 0) return []
  const [trucks, names] = await Promise.all([
    transportIdsBy(
      db,
      'trailer_id',
      rows.map((row) => row.id),
    ),
    fleetNames(db, lang),
  ])
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    truck_type: named(names, 'truck_types', row.truck_type_id),
    volume: num(row.volume),
    capacity: num(row.capacity),
    transport_ids: trucks.get(row.id) ?? [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }))
}

// ---------------------------------------------------------------------------------------------------------------
// Tasks

// Spec 4's arrival rule is core's (`displayTypeOf`), shared with the calendar widget
export { displayTypeOf }

export function toTask(row: TaskRow, lang: Lang): TransportTask {
  const en = lang === 'en'
  return {
    id: row.id,
    transport_id: row.transport_id,
    type: row.type as TaskType,
    display_type: displayTypeOf(row.type as TaskType, row.next_type),
    start_date: row.start_date,
    end_date: row.end_date,
    place:
      row.place_id === null || row.place_name_ru === null
        ? null
        : {
            id: row.place_id,
            name: (en ? row.place_name_en : row.place_name_ru) ?? '',
            region: en ? row.place_region_en : row.place_region_ru,
            country_code: row.place_country_code ?? '',
            lat: Number(row.place_lat),
            lng: Number(row.place_lng),
          },
    radius_km: row.radius_km,
    cargo:
      row.cargo_id === null || row.cargo_company_id === null
        ? null
        : {
            id: row.cargo_id,
            company_id: row.cargo_company_id,
            start: (en ? row.cargo_start_en : row.cargo_start_ru) ?? '',
            finish: (en ? row.cargo_finish_en : row.cargo_finish_ru) ?? '',
          },
    comment: row.comment,
    counters: { responses: row.responses, new_responses: row.new_responses, files: row.files },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

export async function taskAnswer(db: Db, id: number, lang: Lang): Promise<TransportTask> {
  const row = await taskRows(db).where('k.id', '=', id).executeTakeFirstOrThrow()
  return toTask(row, lang)
}

// ---------------------------------------------------------------------------------------------------------------
// Notes and files

export function toNote(row: {
  id: number
  transport_id: number
  content: string
  created_at: Date
  user_id: number | null
  user_name: string | null
}): TransportNote {
  return {
    id: row.id,
    transport_id: row.transport_id,
    content: row.content,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    created_at: iso(row.created_at),
  }
}

export function toFile(
  row: Pick<
    Selectable<TransportFilesTable>,
    'id' | 'transport_id' | 'task_id' | 'kind' | 'name' | 'mime' | 'size' | 'created_at'
  >,
): TransportFile {
  return {
    id: row.id,
    transport_id: row.transport_id,
    task_id: row.task_id,
    kind: row.kind as TransportFile['kind'],
    name: row.name,
    mime: row.mime as TransportFile['mime'],
    size: row.size,
    download_url: `/api/v2/transports/files/${row.id}`,
    created_at: iso(row.created_at),
  }
}

export function toTaskResponse(row: TaskResponseRow, lang: Lang): TransportTaskResponse {
  const en = lang === 'en'
  return {
    id: row.id,
    task_id: row.task_id,
    transport_id: row.transport_id,
    transport_number: row.transport_number,
    cargo_id: row.cargo_id,
    route: { start: en ? row.start_en : row.start_ru, finish: en ? row.finish_en : row.finish_ru },
    carrier_company: { id: row.carrier_id, name: row.carrier_name },
    shipper_company: { id: row.shipper_id, name: row.shipper_name },
    price: row.price === null ? null : Number(row.price),
    comment: row.comment,
    status: row.status as TransportTaskResponse['status'],
    created_at: new Date(row.created_at).toISOString(),
  }
}
