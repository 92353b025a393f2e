/**
 * The rules of a scan upload (truck papers, trip documents, order scans), one source for the server's checks and the
 * kit's file picker: at most this many bytes (the server may be configured lower); PDF, JPEG and PNG, which the
 * server checks by content.
 */
import { z } from 'zod'

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const uploadMimeTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const UploadMimeType = z.enum(uploadMimeTypes)

/**
 * A file a form holds once picked (the kit's picker has checked its type and size by these rules; the server checks
 * again by content); nothing picked yet is "required".
 */
export const PickedFile = z
  .custom<File | null>((value) => typeof File !== 'undefined' && value instanceof File, { message: 'required' })
  .transform((file) => file as File)
