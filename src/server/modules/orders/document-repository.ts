/**
 * The trip's scans: the bytes under `uploadsDir/orders/` (outside the web root) under a random name, the rows in
 * `order_documents`. The type is read from the content (fleet's `sniffMime`), never from the name. A rejected scan
 * is replaced by a new upload that names it; the old one becomes `replaced` (one replacement per scan: an index).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { OrderDocument } from '../../../core/contract/orders'
import type { DB } from '../../db/schema'
import { conflict, HttpError, invalidField, isUniqueViolation, notFound } from '../../http/errors'
import { checkImage } from '../../uploads/images'
import { type FileStore, sniffMime, tooLarge } from '../transport/file-repository'
import type { LockedOrder } from './order-repository'

export const ORDER_FILES_SUBDIR = 'orders'

const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'file'

/** The order's scans, oldest first, with who uploaded each. */
export function documentRows(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('order_documents as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select([
      'd.id',
      'd.kind',
      'd.name',
      'd.mime',
      'd.size',
      'd.status',
      'd.reason',
      'd.replaces_id',
      'u.name as user_name',
      'd.decided_at',
      'd.created_at',
    ])
    .where('d.order_id', '=', orderId)
    .orderBy('d.id')
    .execute()
}

export function toDocument(row: Awaited<ReturnType<typeof documentRows>>[number]): OrderDocument {
  return {
    id: row.id,
    kind: row.kind as OrderDocument['kind'],
    name: row.name,
    mime: row.mime as OrderDocument['mime'],
    size: row.size,
    status: row.status as OrderDocument['status'],
    reason: row.reason,
    replaces_id: row.replaces_id,
    uploaded_by: row.user_name,
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    url: `/api/v1/orders/documents/${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** Checks a file (size, type by content) and writes its bytes; answers the stored name and the type. */
export async function writeScan(store: FileStore, file: { name: string; bytes: Buffer } | null) {
  if (!file || file.bytes.length === 0) throw invalidField('file', 'file_required')
  if (file.bytes.length > store.uploadMaxBytes) throw tooLarge(store.uploadMaxBytes)
  const mime = sniffMime(file.bytes.subarray(0, 16))
  if (!mime) throw invalidField('file', 'file_type')
  if (mime !== 'application/pdf') checkImage(file.bytes)
  const directory = join(store.uploadsDir, ORDER_FILES_SUBDIR)
  const storageName = randomBytes(24).toString('hex')
  await mkdir(directory, { recursive: true, mode: 0o700 })
  await writeFile(join(directory, storageName), file.bytes, { flag: 'wx', mode: 0o600 })
  return { storageName, mime, size: file.bytes.length, name: safeName(file.name) }
}

export const removeScan = (uploadsDir: string, storageName: string) =>
  unlink(join(uploadsDir, ORDER_FILES_SUBDIR, storageName)).catch(() => undefined)

/**
 * The row of a written scan, on a locked order that is not closed or cancelled; a replacement must name a
 * rejected scan of the same order.
 */
export async function insertScan(
  trx: Kysely<DB>,
  order: LockedOrder,
  scan: { storageName: string; mime: string; size: number; name: string },
  kind: string,
  replacesId: number | undefined,
  userId: number,
) {
  if (order.status === 'closed' || order.status === 'cancelled' || order.status === 'documents_approved')
    throw new HttpError(409, 'order_transition', { status: order.status })
  if (replacesId !== undefined) {
    const old = await trx
      .selectFrom('order_documents')
      .select(['id', 'status'])
      .where('id', '=', replacesId)
      .where('order_id', '=', order.id)
      .forUpdate()
      .executeTakeFirst()
    if (old?.status !== 'rejected') throw conflict('order_document_replace')
    await trx.updateTable('order_documents').set({ status: 'replaced' }).where('id', '=', old.id).execute()
  }
  try {
    return await trx
      .insertInto('order_documents')
      .values({
        order_id: order.id,
        kind,
        name: scan.name,
        mime: scan.mime,
        size: scan.size,
        storage_name: scan.storageName,
        replaces_id: replacesId ?? null,
        user_id: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  } catch (error) {
    if (isUniqueViolation(error, 'order_documents_one_replacement')) throw conflict('order_document_replace')
    throw error
  }
}

/** A scan with its order's parties (for the access check), or 404. */
export async function findScan(db: Kysely<DB>, id: number) {
  const row = await db
    .selectFrom('order_documents as d')
    .innerJoin('orders as o', 'o.id', 'd.order_id')
    .select([
      'd.id',
      'd.order_id',
      'd.name',
      'd.mime',
      'd.status',
      'd.storage_name',
      'o.shipper_company_id',
      'o.carrier_company_id',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

export async function readScan(uploadsDir: string, storageName: string): Promise<Buffer> {
  try {
    return await readFile(join(uploadsDir, ORDER_FILES_SUBDIR, storageName))
  } catch {
    throw notFound()
  }
}

/** The shipper's decision on an uploaded scan (locked): approved, or rejected with a reason. */
export async function decideScan(
  trx: Kysely<DB>,
  scanId: number,
  orderId: number,
  decision: { status: 'approved' | 'rejected'; reason?: string },
  userId: number,
) {
  const scan = await trx
    .selectFrom('order_documents')
    .select(['id', 'status'])
    .where('id', '=', scanId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()
  if (!scan) throw notFound()
  if (scan.status !== 'uploaded') throw conflict('order_document_decided')
  await trx
    .updateTable('order_documents')
    .set({
      status: decision.status,
      reason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
      decided_by: userId,
      decided_at: new Date(),
    })
    .where('id', '=', scan.id)
    .execute()
}
