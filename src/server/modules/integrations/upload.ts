/**
 * The uploaded import file as a stream, with the size limit decided before any row is written:
 * - a body that says (Content-Length) it is larger than the limit plus the multipart framing is refused at once,
 *   nothing read (413);
 * - a body no larger than the limit holds a file no larger than the limit: its stream goes straight to the parser,
 *   and the rows are written as they are read;
 * - otherwise (no Content-Length, or just around the limit) the file is first spooled to a temporary file, cut at
 *   the limit by @fastify/multipart: a file over the limit is refused (413) and nothing is imported; a file within
 *   it is then read from the disk, a chunk at a time as well.
 * Memory holds a chunk of the file at any time, never the file.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { HttpError, invalidField } from '../../http/errors'

/** Room for the multipart boundaries and part headers around the file (fields are not read on these routes). */
export const MULTIPART_FRAMING = 16 * 1024

export interface StreamedUpload {
  name: string
  stream: Readable
  /** Whether the file went to a temporary file first (its length was not known to fit). */
  spooled: boolean
  /** Removes the temporary file, if any; the route calls it when it is done. */
  release(): Promise<void>
}

export const importFileTooLarge = (maxBytes: number) =>
  new HttpError(413, 'import_file_too_large', { max: Number((maxBytes / (1024 * 1024)).toFixed(2)) })

function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return importFileTooLarge(maxBytes)
  if (typeof code === 'string' && code.startsWith('FST_')) return new HttpError(422, 'upload_invalid')
  return error
}

export async function openUpload(request: FastifyRequest, maxBytes: number): Promise<StreamedUpload> {
  if (!request.isMultipart()) throw invalidField('file', 'import_file_missing')
  const header = request.headers['content-length']
  const length = header === undefined ? null : Number(header)
  const known = length !== null && Number.isFinite(length) && length >= 0
  if (known && length > maxBytes + MULTIPART_FRAMING) throw importFileTooLarge(maxBytes)
  let part: MultipartFile | undefined
  try {
    part = await request.file()
  } catch (error) {
    throw uploadError(error, maxBytes)
  }
  if (part?.fieldname !== 'file') {
    part?.file.resume()
    throw invalidField('file', 'import_file_missing')
  }
  const name = (part.filename || 'file').slice(0, 200)
  if (known && length <= maxBytes) return { name, stream: part.file, spooled: false, release: async () => {} }
  const dir = await mkdtemp(join(tmpdir(), 'fx-import-'))
  const release = () => rm(dir, { recursive: true, force: true })
  const path = join(dir, 'upload')
  try {
    await pipeline(part.file, createWriteStream(path))
  } catch (error) {
    await release()
    throw uploadError(error, maxBytes)
  }
  if (part.file.truncated) {
    await release()
    throw importFileTooLarge(maxBytes)
  }
  return { name, stream: createReadStream(path), spooled: true, release }
}
