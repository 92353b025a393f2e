/** Files: documents and photos of a truck or a task; uploads (multipart), listing, download, removal. */
import { z } from 'zod'
import { dataOf, IdParams, listOf, Ok, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { uploadMimeTypes } from '../uploads'
import { BodyId, tags } from './fields'
import { fleetRoles, UploadMimeType } from './limits'

/** What a file is: registration certificate, insurance, photo, waybill, other (a plain list: screens offer it). */
export const fileKinds = ['registration', 'insurance', 'photo', 'waybill', 'other'] as const

/** A file kept for a truck or a task (documents, photos). Downloaded from `download_url` with the bearer token. */
export const TransportFile = z.object({
  id: z.number().int(),
  transport_id: z.number().int(),
  task_id: z.number().int().nullable(),
  kind: z.enum(fileKinds),
  /** The name it was uploaded under (for display only; stored under a random name). */
  name: z.string(),
  /** Found from the content: PDF, JPEG or PNG. */
  mime: UploadMimeType,
  size: z.number().int(),
  /** `/api/v2/transports/files/:id`. */
  download_url: z.string(),
  created_at: Timestamp,
})
export type TransportFile = z.infer<typeof TransportFile>
export const FileKind = TransportFile.shape.kind

/** Multipart text fields of `upload-transport-file`, besides the `file` part. */
export const TransportFileFields = z.strictObject({ transport_id: BodyId, kind: FileKind.default('other') })
/** Multipart text fields of `upload-transport-task-file`, besides the `file` part. */
export const TaskFileFields = z.strictObject({ task_id: BodyId, kind: FileKind.default('waybill') })

export const uploadTransportFile = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/upload-transport-file',
  summary:
    'Upload a document or photo of a truck (multipart: transport_id, kind, file); PDF, JPEG or PNG by content, size limited',
  tags,
  access: fleetRoles,
  multipart: true,
  body: TransportFileFields,
  errors: [404],
  response: dataOf(TransportFile),
  status: 201,
})

export const uploadTaskFile = defineEndpoint({
  method: 'POST',
  path: 'v2/transports/upload-transport-task-file',
  summary: 'Upload a document of a task (multipart: task_id, kind, file); PDF, JPEG or PNG by content, size limited',
  tags,
  access: fleetRoles,
  multipart: true,
  body: TaskFileFields,
  errors: [404],
  response: dataOf(TransportFile),
  status: 201,
})

export const listTransportFiles = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/:id/files',
  summary: "A truck's files and its tasks' files, newest first",
  tags,
  access: fleetRoles,
  params: IdParams,
  response: listOf(TransportFile),
})

export const downloadTransportFile = defineEndpoint({
  method: 'GET',
  path: 'v2/transports/files/:id',
  summary: 'The bytes of an uploaded file, only for its owner company (others: 404)',
  tags,
  access: fleetRoles,
  params: IdParams,
  produces: uploadMimeTypes,
  response: z.unknown().describe('the file, with its content type'),
})

export const deleteTransportFile = defineEndpoint({
  method: 'DELETE',
  path: 'v2/transports/files/:id',
  summary: 'Remove an uploaded file',
  tags,
  access: fleetRoles,
  params: IdParams,
  response: Ok,
})
