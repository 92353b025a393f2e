/**
 * The advance-payment application's SQL and files: one row per carrier company, its images by type under
 * `uploadsDir/finance/` (outside the web root, random names, 0600). The type of an image is read from its content
 * (JPEG or PNG), never from its name. An application changes only while it is a draft (or was rejected: the
 * carrier fixes it and sends it again); once sent, the partner decides.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { type UploadType, uploadTypes, VERIFICATION_IMAGE_MAX_BYTES } from '../../../core/contract/finance'
import type { DB } from '../../db/schema'
import { HttpError, invalidField } from '../../http/errors'
import { checkImage } from '../../uploads/images'
import { type FileStore, sniffMime, tooLarge } from '../transport/file-repository'

export const FINANCE_FILES_SUBDIR = 'finance'

export function findVerification(db: Kysely<DB>, companyId: number) {
  return db.selectFrom('advance_verifications').selectAll().where('company_id', '=', companyId).executeTakeFirst()
}
export type VerificationRow = NonNullable<Awaited<ReturnType<typeof findVerification>>>

export function verificationFiles(db: Kysely<DB>, verificationId: number) {
  return db
    .selectFrom('advance_verification_files')
    .select(['id', 'type', 'name', 'mime', 'size', 'storage_name', 'created_at'])
    .where('verification_id', '=', verificationId)
    .orderBy('id')
    .execute()
}
export type VerificationFileRow = Awaited<ReturnType<typeof verificationFiles>>[number]

const editable = (row: VerificationRow | undefined) => !row || row.status === 'draft' || row.status === 'rejected'

/** The company's application, made a draft to edit: created when missing, 409 once sent or approved. */
async function draftOf(db: Kysely<DB>, companyId: number, userId: number): Promise<VerificationRow> {
  const row = await findVerification(db, companyId)
  if (!editable(row)) throw new HttpError(409, 'verification_sent')
  if (row) {
    if (row.status === 'rejected')
      await db
        .updateTable('advance_verifications')
        .set({ status: 'draft', reason: null, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute()
    return { ...row, status: 'draft' }
  }
  await db
    .insertInto('advance_verifications')
    .values({ company_id: companyId, created_by: userId })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute()
  return (await findVerification(db, companyId))!
}

export async function savePassport(
  db: Kysely<DB>,
  companyId: number,
  userId: number,
  companyType: string,
  passportEnc: string,
): Promise<void> {
  const row = await draftOf(db, companyId, userId)
  await db
    .updateTable('advance_verifications')
    .set({ company_type: companyType, passport_enc: passportEnc, passport_user_id: userId, updated_at: new Date() })
    .where('id', '=', row.id)
    .execute()
}

const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters from a file name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || 'image'

/** Checks an image (size, JPEG or PNG by content) and keeps it as the application's image of `type`. */
export async function storeImage(
  db: Kysely<DB>,
  store: FileStore,
  owner: { companyId: number; userId: number },
  type: UploadType,
  file: { name: string; bytes: Buffer } | null,
): Promise<void> {
  if (!file || file.bytes.length === 0) throw invalidField('file', 'file_required')
  const max = Math.min(store.uploadMaxBytes, VERIFICATION_IMAGE_MAX_BYTES)
  if (file.bytes.length > max) throw tooLarge(max)
  const mime = sniffMime(file.bytes.subarray(0, 16))
  if (mime !== 'image/jpeg' && mime !== 'image/png') throw invalidField('file', 'image_type')
  checkImage(file.bytes)
  const row = await draftOf(db, owner.companyId, owner.userId)
  const directory = join(store.uploadsDir, FINANCE_FILES_SUBDIR)
  const storageName = randomBytes(24).toString('hex')
  await mkdir(directory, { recursive: true, mode: 0o700 })
  await writeFile(join(directory, storageName), file.bytes, { flag: 'wx', mode: 0o600 })
  try {
    const old = await db.transaction().execute(async (trx) => {
      const previous = await trx
        .deleteFrom('advance_verification_files')
        .where('verification_id', '=', row.id)
        .where('type', '=', type)
        .returning('storage_name')
        .executeTakeFirst()
      await trx
        .insertInto('advance_verification_files')
        .values({
          verification_id: row.id,
          type,
          name: safeName(file.name),
          mime,
          size: file.bytes.length,
          storage_name: storageName,
          user_id: owner.userId,
        })
        .execute()
      return previous
    })
    if (old) await removeImage(store.uploadsDir, old.storage_name)
  } catch (error) {
    await removeImage(store.uploadsDir, storageName)
    throw error
  }
}

export async function deleteImage(
  db: Kysely<DB>,
  uploadsDir: string,
  companyId: number,
  userId: number,
  type: UploadType,
): Promise<void> {
  const row = await draftOf(db, companyId, userId)
  const gone = await db
    .deleteFrom('advance_verification_files')
    .where('verification_id', '=', row.id)
    .where('type', '=', type)
    .returning('storage_name')
    .executeTakeFirst()
  if (gone) await removeImage(uploadsDir, gone.storage_name)
}

export const removeImage = (uploadsDir: string, storageName: string) =>
  unlink(join(uploadsDir, FINANCE_FILES_SUBDIR, storageName)).catch(() => undefined)

export const readImage = (uploadsDir: string, storageName: string) =>
  readFile(join(uploadsDir, FINANCE_FILES_SUBDIR, storageName))

/** What the application still lacks before it can be sent. */
export function missingOf(row: VerificationRow | undefined, files: readonly { type: string }[]) {
  const missing: ('passport' | UploadType)[] = []
  if (!row?.passport_enc || !row.company_type) missing.push('passport')
  for (const type of uploadTypes) if (!files.some((f) => f.type === type)) missing.push(type)
  return missing
}

export async function markSent(db: Kysely<DB>, id: number, requestId: string): Promise<void> {
  const now = new Date()
  await db
    .updateTable('advance_verifications')
    .set({
      status: 'sent',
      partner_request_id: requestId,
      sent_at: now,
      decided_at: null,
      reason: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .execute()
}

export async function markDecision(
  db: Kysely<DB>,
  id: number,
  decision: { status: 'pending' | 'approved' | 'rejected'; reason?: string },
): Promise<void> {
  const now = new Date()
  await db
    .updateTable('advance_verifications')
    .set({
      partner_checked_at: now,
      updated_at: now,
      ...(decision.status === 'pending'
        ? {}
        : {
            status: decision.status,
            decided_at: now,
            reason: decision.status === 'rejected' ? (decision.reason ?? null) : null,
          }),
    })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .execute()
}
