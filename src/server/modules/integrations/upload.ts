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
 * path (`release`); a failed write removes it before it throws. What a crash leaves (kill -9 mid-upload) is
 * removed at the next start (`sweepUploads`).
 */
import { createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { HttpError, invalidField } from '../../http/errors'
import { declaredTooLarge } from '../../uploads/limits'

export interface SpooledUpload {
  name: string
  /** The temporary file. */
  path: string
  /** Removes the temporary file; the route calls it when it is done, whatever happened. */
  release(): Promise<void>
}

/** Where uploads wait while they are read: under the data folder. */
export const uploadTempDir = (dataDir: string) => join(dataDir, 'tmp', 'uploads')

/**
 * The folder of one upload is named after the process that reads it (`import-<pid>@<host>-XXXXXX`), so that the
 * sweep at a start can tell a crashed process's leftovers from the uploads another live instance is reading.
 */
const ownPrefix = () => `import-${process.pid}@${hostname()}-`
const named = /^import-(\d+)@(.+)-[^-]+$/

/** An upload folder of another machine sharing the data folder is swept once it is this old. */
export const FOREIGN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, run by someone else
    return (error as { code?: string }).code === 'EPERM'
  }
}

/**
 * Removes the temporary uploads a crash left under `FX_DATA_DIR/tmp/uploads`, at the server's start: a folder of
 * this process (a reused pid: nothing is being read yet), of a process of this machine that is gone, or not named
 * after a process; a folder of a live process (another instance sharing the data folder) stays, and one of
 * another machine stays until it is a day old. Answers the names removed.
 */
export async function sweepUploads(dataDir: string, now = Date.now()): Promise<string[]> {
  const root = uploadTempDir(dataDir)
  const names = await readdir(root).catch(() => [] as string[])
  const removed: string[] = []
  for (const name of names) {
    const owner = named.exec(name)
    let stale = true
    if (owner && owner[2] !== hostname()) {
      const modified = await stat(join(root, name)).then(
        (info) => info.mtimeMs,
        () => 0,
      )
      stale = now - modified > FOREIGN_UPLOAD_AGE_MS
    } else if (owner) {
      const pid = Number(owner[1])
      stale = pid === process.pid || !alive(pid)
    }
    if (!stale) continue
    await rm(join(root, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
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

export async function openUpload(request: FastifyRequest, maxBytes: number, dataDir: string): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw invalidField('file', 'import_file_missing')
  if (declaredTooLarge(request.headers, maxBytes)) throw importFileTooLarge(maxBytes)
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
  const dir = await mkdtemp(join(root, ownPrefix()))
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
