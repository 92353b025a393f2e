/**
 * What the security service reads about a response besides the response itself: the carrier company's
 * registration, the truck offered, its driver and its documents (the fleet's uploads).
 */
import type { Kysely } from 'kysely'
import type { SecurityCheck } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'

type Extras = Pick<SecurityCheck, 'carrier_registered_at' | 'transport' | 'driver' | 'documents'>

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value))

/** The carrier, truck, driver and documents of a response (by its ids). */
export async function securityExtras(
  db: Kysely<DB>,
  row: { id: number; company_id: number; transport_id: number | null },
): Promise<Extras> {
  const company = await db
    .selectFrom('companies')
    .select('created_at')
    .where('id', '=', row.company_id)
    .executeTakeFirstOrThrow()
  const truck =
    row.transport_id === null
      ? undefined
      : await db
          .selectFrom('transports as t')
          .leftJoin('truck_models as m', 'm.id', 't.truck_model_id')
          .leftJoin('trailers as r', 'r.id', 't.trailer_id')
          .leftJoin('drivers as d', 'd.id', 't.driver_id')
          .select([
            't.id',
            't.number',
            't.capacity',
            't.volume',
            'm.name as model',
            'r.number as trailer_number',
            'd.name as driver_name',
            'd.phone as driver_phone',
            'd.licence as driver_licence',
          ])
          .where('t.id', '=', row.transport_id)
          .where('t.company_id', '=', row.company_id)
          .executeTakeFirst()
  const files = truck
    ? await db
        .selectFrom('transport_files')
        .select(['id', 'kind', 'name', 'mime', 'size', 'created_at'])
        .where('transport_id', '=', truck.id)
        .where('task_id', 'is', null)
        .orderBy('id', 'desc')
        .execute()
    : []
  return {
    carrier_registered_at: new Date(company.created_at).toISOString(),
    transport: truck
      ? {
          id: truck.id,
          number: truck.number,
          model: truck.model,
          capacity: numberOrNull(truck.capacity),
          volume: numberOrNull(truck.volume),
          trailer_number: truck.trailer_number,
        }
      : null,
    driver: truck?.driver_name
      ? { name: truck.driver_name, phone: truck.driver_phone, licence: truck.driver_licence }
      : null,
    documents: files.map((file) => ({
      id: file.id,
      kind: file.kind as Extras['documents'][number]['kind'],
      name: file.name,
      mime: file.mime as Extras['documents'][number]['mime'],
      size: file.size,
      download_url: `/api/v1/orders/security/${row.id}/files/${file.id}`,
      created_at: new Date(file.created_at).toISOString(),
    })),
  }
}

/** A document of the response's truck (not of its tasks), or 404. */
export async function securityDocument(db: Kysely<DB>, responseId: number, fileId: number) {
  const file = await db
    .selectFrom('transport_files as f')
    .innerJoin('cargo_responses as r', (join) =>
      join.onRef('r.transport_id', '=', 'f.transport_id').onRef('r.company_id', '=', 'f.company_id'),
    )
    .select(['f.name', 'f.mime', 'f.storage_name'])
    .where('r.id', '=', responseId)
    .where('f.id', '=', fileId)
    .where('f.task_id', 'is', null)
    .executeTakeFirst()
  if (!file) throw notFound()
  return file
}
