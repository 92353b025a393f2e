/**
 * Files of trucks and tasks: the bytes under `uploadsDir/fleet/` (outside the web root) under a random name, the
 * rows in `transport_files`. The type is read from the content (PDF, JPEG, PNG magic bytes), never from the name
 * or the declared type.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { uploadMimeTypes } from '../../../core/contract/transport'
import { HttpError, invalidField, notFound } from '../../http/errors'
import { checkImage } from '../../uploads/images'
import type { Db } from './access'

export const FILES_SUBDIR = 'fleet'

type Mime = (typeof uploadMimeTypes)[number]

/** The type of a file by its first bytes, or null when it is none of the accepted ones. */
export function sniffMime(head: Buffer): Mime | null {
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf'
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (head.length >= 8 && png.every((byte, i) => head[i] === byte)) return 'image/png'
  return null
}

export const tooLarge = (maxBytes: number) => new HttpError(413, 'file_too_large', { max: Math.floor(maxBytes / 1024) })

const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'file'

const fileColumns = ['id', 'transport_id', 'task_id', 'kind', 'name', 'mime', 'size', 'created_at'] as const

export interface FileStore {
  uploadsDir: string
  uploadMaxBytes: number
}

/** Checks an uploaded file (size, type), writes its bytes and then its row; the bytes go if the row fails. */
export async function storeFile(
  db: Db,
  store: FileStore,
  owner: { companyId: number; userId: number; transportId: number; taskId: number | null },
  kind: string,
  file: { name: string; bytes: Buffer } | null,
) {
  if (!file || file.bytes.length === 0) throw invalidField('file', 'file_required')
  if (file.bytes.length > store.uploadMaxBytes) throw tooLarge(store.uploadMaxBytes)
  const mime = sniffMime(file.bytes.subarray(0, 16))
  if (!mime) throw invalidField('file', 'file_type')
  if (mime !== 'application/pdf') checkImage(file.bytes)
  const directory = join(store.uploadsDir, FILES_SUBDIR)
  const storageName = randomBytes(24).toString('hex')
  await mkdir(directory, { recursive: true, mode: 0o700 })
  const path = join(directory, storageName)
  await writeFile(path, file.bytes, { flag: 'wx', mode: 0o600 })
  try {
    return await db
      .insertInto('transport_files')
      .values({
        company_id: owner.companyId,
        transport_id: owner.transportId,
        task_id: owner.taskId,
        kind,
        name: safeName(file.name),
        mime,
        size: file.bytes.length,
        storage_name: storageName,
        user_id: owner.userId,
      })
      .returning([...fileColumns])
      .executeTakeFirstOrThrow()
  } catch (error) {
    await unlink(path).catch(() => undefined)
    throw error
  }
}

/** The truck's files, newest first; only the company's own when `companyId` is given. */
export function filesOf(db: Db, transportId: number, companyId?: number) {
  let rows = db
    .selectFrom('transport_files')
    .select([...fileColumns])
    .where('transport_id', '=', transportId)
  if (companyId !== undefined) rows = rows.where('company_id', '=', companyId)
  return rows.orderBy('id', 'desc').execute()
}

/** A file of the company, or 404. */
export async function ownFile(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('transport_files')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** The stored bytes of a file; 404 when they are gone. */
export async function readStoredFile(uploadsDir: string, storageName: string): Promise<Buffer> {
  try {
    return await readFile(join(uploadsDir, FILES_SUBDIR, storageName))
  } catch {
    throw notFound()
  }
}

export async function deleteFile(db: Db, uploadsDir: string, companyId: number, id: number): Promise<void> {
  const file = await ownFile(db, companyId, id)
  await db.deleteFrom('transport_files').where('id', '=', file.id).where('company_id', '=', companyId).execute()
  await unlink(join(uploadsDir, FILES_SUBDIR, file.storage_name)).catch(() => undefined)
}
