/**
 * Files of trucks and tasks: v2/transports/upload-transport-file and upload-transport-task-file (multipart), the
 * list, download and removal. The type is read from the content (PDF, JPEG, PNG magic bytes), never from the name
 * or the declared type; the bytes are stored under `uploadsDir/fleet/` (outside the web root) under a random name
 * and served back only to the owner company, as an attachment with `nosniff`.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ok } from '../../../core/contract/common'
import {
  deleteTransportFile,
  downloadTransportFile,
  listTransportFiles,
  TaskFileFields,
  TransportFileFields,
  type uploadMimeTypes,
  uploadTaskFile,
  uploadTransportFile,
} from '../../../core/contract/fleet'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField, notFound } from '../../http/errors'
import { RequestValidationError, route } from '../../http/route'
import { companyOf, ownTask, ownTransport } from './access'
import { toFile } from './answers'

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

interface Upload {
  fields: Record<string, string>
  file: { name: string; bytes: Buffer } | null
}

const tooLarge = (maxBytes: number) => new HttpError(413, 'file_too_large', { max: Math.floor(maxBytes / 1024) })

/** Reads the multipart parts: the text fields and the one `file` part (size limited by @fastify/multipart). */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw invalidField('file', 'file_required')
  const upload: Upload = { fields: {}, file: null }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile
        if (file.fieldname !== 'file' || upload.file) {
          file.file.resume()
          throw invalidField(file.fieldname, 'upload_invalid')
        }
        const bytes = await file.toBuffer()
        if (file.file.truncated) throw tooLarge(maxBytes)
        upload.file = { name: file.filename || 'file', bytes }
      } else {
        upload.fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes)
    if (typeof code === 'string' && code.startsWith('FST_')) throw new HttpError(422, 'upload_invalid')
    throw error
  }
  return upload
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields, { reportInput: true })
  if (!result.success) throw new RequestValidationError(result.error)
  return result.data
}

const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'file'

export function registerFileRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const directory = join(config.uploadsDir, FILES_SUBDIR)

  async function store(
    companyId: number,
    userId: number,
    target: { transportId: number; taskId: number | null },
    kind: string,
    file: Upload['file'],
  ) {
    if (!file || file.bytes.length === 0) throw invalidField('file', 'file_required')
    if (file.bytes.length > config.uploadMaxBytes) throw tooLarge(config.uploadMaxBytes)
    const mime = sniffMime(file.bytes.subarray(0, 16))
    if (!mime) throw invalidField('file', 'file_type')
    const storageName = randomBytes(24).toString('hex')
    await mkdir(directory, { recursive: true, mode: 0o700 })
    const path = join(directory, storageName)
    await writeFile(path, file.bytes, { flag: 'wx', mode: 0o600 })
    try {
      const row = await db
        .insertInto('transport_files')
        .values({
          company_id: companyId,
          transport_id: target.transportId,
          task_id: target.taskId,
          kind,
          name: safeName(file.name),
          mime,
          size: file.bytes.length,
          storage_name: storageName,
          user_id: userId,
        })
        .returning(['id', 'transport_id', 'task_id', 'kind', 'name', 'mime', 'size', 'created_at'])
        .executeTakeFirstOrThrow()
      return { data: toFile(row) }
    } catch (error) {
      await unlink(path).catch(() => undefined)
      throw error
    }
  }

  route(app, uploadTransportFile, async ({ me, request }) => {
    const companyId = companyOf(me)
    const upload = await readUpload(request, config.uploadMaxBytes)
    const fields = parseFields(TransportFileFields, upload.fields)
    await ownTransport(db, companyId, fields.transport_id)
    return store(companyId, me.id, { transportId: fields.transport_id, taskId: null }, fields.kind, upload.file)
  })

  route(app, uploadTaskFile, async ({ me, request }) => {
    const companyId = companyOf(me)
    const upload = await readUpload(request, config.uploadMaxBytes)
    const fields = parseFields(TaskFileFields, upload.fields)
    const task = await ownTask(db, companyId, fields.task_id)
    return store(companyId, me.id, { transportId: task.transport_id, taskId: task.id }, fields.kind, upload.file)
  })

  route(app, listTransportFiles, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    const rows = await db
      .selectFrom('transport_files')
      .select(['id', 'transport_id', 'task_id', 'kind', 'name', 'mime', 'size', 'created_at'])
      .where('transport_id', '=', params.id)
      .where('company_id', '=', companyId)
      .orderBy('id', 'desc')
      .execute()
    return { data: rows.map(toFile), meta: { size: rows.length } }
  })

  const ownFile = async (companyId: number, id: number) => {
    const row = await db
      .selectFrom('transport_files')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (!row) throw notFound()
    return row
  }

  route(app, downloadTransportFile, async ({ me, params, reply }) => {
    const file = await ownFile(companyOf(me), params.id)
    let bytes: Buffer
    try {
      bytes = await readFile(join(directory, file.storage_name))
    } catch {
      throw notFound()
    }
    reply
      .header('content-type', file.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
    return bytes
  })

  route(app, deleteTransportFile, async ({ me, params }) => {
    const companyId = companyOf(me)
    const file = await ownFile(companyId, params.id)
    await db.deleteFrom('transport_files').where('id', '=', file.id).where('company_id', '=', companyId).execute()
    await unlink(join(directory, file.storage_name)).catch(() => undefined)
    return ok
  })
}
