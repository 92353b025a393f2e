/**
 * Files of trucks and tasks: v2/transports/upload-transport-file and upload-transport-task-file (multipart), the
 * list, download and removal, served back only to the owner company, as an attachment with `nosniff`.
 */
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
  uploadTaskFile,
  uploadTransportFile,
} from '../../../core/contract/transport'
import { asAttachment } from '../../http/attachment'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { RequestValidationError, route } from '../../http/route'
import { declaredTooLarge } from '../../uploads/limits'
import { companyOf, ownTask, ownTransport } from './access'
import { toFile } from './answers'
import { deleteFile, filesOf, ownFile, readStoredFile, storeFile, tooLarge } from './file-repository'

interface Upload {
  fields: Record<string, string>
  file: { name: string; bytes: Buffer } | null
}

/**
 * Reads the multipart parts: the text fields and the one `file` part (size limited by @fastify/multipart; a body
 * whose `Content-Length` is past the limit is refused before it is read).
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw invalidField('file', 'file_required')
  if (declaredTooLarge(request.headers, maxBytes)) throw tooLarge(maxBytes)
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

export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields, { reportInput: true })
  if (!result.success) throw new RequestValidationError(result.error)
  return result.data
}

export function registerFileRoutes(app: FastifyInstance, { db, config }: AppContext) {
  route(app, uploadTransportFile, async ({ me, request }) => {
    const companyId = companyOf(me)
    const upload = await readUpload(request, config.uploadMaxBytes)
    const fields = parseFields(TransportFileFields, upload.fields)
    await ownTransport(db, companyId, fields.transport_id)
    const owner = { companyId, userId: me.id, transportId: fields.transport_id, taskId: null }
    return { data: toFile(await storeFile(db, config, owner, fields.kind, upload.file)) }
  })

  route(app, uploadTaskFile, async ({ me, request }) => {
    const companyId = companyOf(me)
    const upload = await readUpload(request, config.uploadMaxBytes)
    const fields = parseFields(TaskFileFields, upload.fields)
    const task = await ownTask(db, companyId, fields.task_id)
    const owner = { companyId, userId: me.id, transportId: task.transport_id, taskId: task.id }
    return { data: toFile(await storeFile(db, config, owner, fields.kind, upload.file)) }
  })

  route(app, listTransportFiles, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTransport(db, companyId, params.id)
    const rows = await filesOf(db, params.id, companyId)
    return { data: rows.map(toFile), meta: { size: rows.length } }
  })

  route(app, downloadTransportFile, async ({ me, params, reply }) => {
    const file = await ownFile(db, companyOf(me), params.id)
    const bytes = await readStoredFile(config.uploadsDir, file.storage_name)
    asAttachment(reply, file)
    return bytes
  })

  route(app, deleteTransportFile, async ({ me, params }) => {
    await deleteFile(db, config.uploadsDir, companyOf(me), params.id)
    return ok
  })
}
