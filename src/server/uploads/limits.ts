/**
 * The fixed limits within which the exchange reads any uploaded file, decided before the work: a file past one is
 * refused at once, with a message naming the limit, and nothing of it is imported or stored. Together with the
 * upload size (`FX_UPLOAD_MAX_BYTES`) they bound the memory one upload can take (docs/security.md).
 */
import { HttpError } from '../http/errors'

const MB = 1024 * 1024

export const uploadLimits = {
  /** Entries of an XLSX archive (a workbook of a few sheets has about 15). */
  xlsxEntries: 1000,
  /** Uncompressed bytes of the worksheet read (streamed: they cost time, not memory). */
  xlsxSheetBytes: 256 * MB,
  /** Uncompressed bytes of the shared strings (held while the sheet is read). */
  xlsxSharedStringsBytes: 32 * MB,
  /** Uncompressed bytes of any other part read (workbook, relationships, styles). */
  xlsxPartBytes: 8 * MB,
  /** Uncompressed bytes of all entries together, as the archive declares them. */
  xlsxTotalBytes: 512 * MB,
  /** How many times an entry of more than 1 MB may be compressed (XML sheets are 5-30 times; bombs, thousands). */
  xlsxRatio: 200,
  /**
   * The longest run of XML text or markup between two angle brackets: a cell longer than `cellChars` is refused
   * before the XML parser holds it.
   */
  xmlRunBytes: 256 * 1024,
  /** Distinct shared strings. */
  sharedStrings: 1_000_000,
  /** Data rows of an import file (the header not counted). */
  rows: 100_000,
  /** Columns of an import file. */
  columns: 200,
  /** Characters of one cell. */
  cellChars: 10_000,
  /** Characters of one CSV row (its quoted line breaks included). */
  lineChars: 512 * 1024,
  /** Pixels of an uploaded JPEG or PNG (width times height), read from its header. */
  imagePixels: 50_000_000,
} as const

export type UploadLimits = { -readonly [K in keyof typeof uploadLimits]: number }

const inMb = (bytes: number) => Math.round(bytes / MB)

/** Room for the multipart boundaries, part headers and the few text fields around an uploaded file. */
export const MULTIPART_FRAMING = 16 * 1024

/**
 * Whether a request's `Content-Length` already says its file is over `maxBytes` (with the multipart framing): such
 * a body is refused before one byte of it is read. An unknown length is read and cut at the limit instead.
 */
export function declaredTooLarge(headers: Record<string, string | string[] | undefined>, maxBytes: number): boolean {
  const header = headers['content-length']
  const length = typeof header === 'string' ? Number(header) : Number.NaN
  return Number.isFinite(length) && length > maxBytes + MULTIPART_FRAMING
}

/** A file past a limit: 413 for its size, 422 for its shape; the message names the limit. */
export const limitErrors = {
  uncompressed: (bytes: number) => new HttpError(413, 'upload_limit_uncompressed', { max: inMb(bytes) }),
  ratio: (ratio: number) => new HttpError(413, 'upload_limit_ratio', { max: ratio }),
  entries: (count: number) => new HttpError(422, 'upload_limit_entries', { max: count }),
  rows: (count: number) => new HttpError(413, 'upload_limit_rows', { max: count }),
  columns: (count: number) => new HttpError(422, 'upload_limit_columns', { max: count }),
  cell: (chars: number, line: number | null) =>
    line === null
      ? new HttpError(422, 'upload_limit_cell_text', { max: chars })
      : new HttpError(422, 'upload_limit_cell', { max: chars, line }),
  line: (chars: number) => new HttpError(422, 'upload_limit_line', { max: chars }),
  pixels: (pixels: number, width: number, height: number) =>
    new HttpError(422, 'upload_limit_pixels', { max: Math.round(pixels / 1_000_000), width, height }),
}
