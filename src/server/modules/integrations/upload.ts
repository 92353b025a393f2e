/**
 * The uploaded import file, kept in a temporary file under the data folder (`FX_DATA_DIR/tmp/uploads`, never the
 * system's temp folder) with its size decided before any row is written:
 * - a body that says (Content-Length) it is larger than the limit plus the multipart framing is refused at once,
 *   nothing read (413);
 * - otherwise the file is written to the disk a chunk at a time, cut at the limit by @fastify/multipart: a file
 *   over the limit is refused (413) and nothing is imported.
 * The file is then read twice from the disk, a chunk at a time: once within the fixed limits of
 * ../../uploads/limits.ts (rows, columns, cell length, an XLSX archive's sizes), once to import it. Memory holds a
 * chunk of the file at any time, never the file. The route removes the temporary file when it is done, on every
 * path (`release`); a failed write removes it before it throws.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { HttpError, invalidField } from '../../http/errors'

/** Room for the multipart boundaries and part headers around the file (fields are not read on these routes). */
export const MULTIPART_FRAMING = 16 * 1024

export interface SpooledUpload {
  name: string
  /** The temporary file. */
  path: string
  /** Removes the temporary file; the route calls it when it is done, whatever happened. */
  release(): Promise<void>
}

/** Where uploads wait while they are read: under the data folder. */
export const uploadTempDir = (dataDir: string) => join(dataDir, 'tmp', 'uploads')

export const importFileTooLarge = (maxBytes: number) =>
  new HttpError(413, 'import_file_too_large', { max: Number((maxBytes / (1024 * 1024)).toFixed(2)) })

function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error
  const code = (error as { code?: string }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return importFileTooLarge(maxBytes)
  if (typeof code === 'string' && code.startsWith('FST_')) return new HttpError(422, 'upload_invalid')
  return error
}

export async function openUpload(request: FastifyRequest, maxBytes: number, dataDir: string): Promise<SpooledUpload> {
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
  const root = uploadTempDir(dataDir)
  await mkdir(root, { recursive: true, mode: 0o700 })
  const dir = await mkdtemp(join(root, 'import-'))
  const release = () => rm(dir, { recursive: true, force: true })
  const path = join(dir, 'upload')
  try {
    await pipeline(part.file, createWriteStream(path, { mode: 0o600 }))
  } catch (error) {
    await release()
    throw uploadError(error, maxBytes)
  }
  if (part.file.truncated) {
    await release()
    throw importFileTooLarge(maxBytes)
  }
  return { name, path, release }
}
