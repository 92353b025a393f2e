/**
 * Reading a partner's file as a stream: CSV (papaparse's streaming parser; `,` `;` or tab, found from the first
 * lines; UTF-8 with or without BOM) or XLSX (the first worksheet, read by ../../uploads/xlsx.ts from the file on
 * disk, its archive checked before anything is inflated). The header (line 1) is read first; the data rows then
 * come one at a time with their line numbers, empty lines skipped, so a file of any length is held a chunk at a
 * time, never whole. The size is capped by the upload (./upload.ts); rows, columns and a cell's length by the
 * fixed limits of ../../uploads/limits.ts, past which the reading stops with the limit's error; the limits a
 * file's bytes tell (rows, a CSV line's length) are checked before it is parsed.
 */
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import Papa from 'papaparse'
import { HttpError } from '../../http/errors'
import { limitErrors, type UploadLimits, uploadLimits } from '../../uploads/limits'
import { xlsxRows } from '../../uploads/xlsx'

export interface SheetRow {
  line: number
  cells: string[]
}
export interface SheetStream {
  columns: string[]
  /** The data rows after the header; read once. */
  rows: AsyncIterable<SheetRow>
  /** Stops reading (the rows are not wanted): the parser and the input are released. */
  close(): Promise<void>
}

const isZip = (bytes: Buffer) => bytes.length > 1 && bytes[0] === 0x50 && bytes[1] === 0x4b // XLSX is a ZIP: PK
// biome-ignore lint/suspicious/noControlCharactersInRegex: a binary file is not a CSV
const binary = /[\u0000-\u0008]/

/** What the dialect is read from: the first 64 KB of text (or the whole file, when shorter). */
const FIRST_TEXT = 64 * 1024

/**
 * Bytes to text for papaparse: a multi-byte letter split between two chunks is decoded whole (papaparse would
 * decode each chunk on its own), a leading BOM is dropped, and the first 64 KB (or the whole file, when shorter)
 * go out as one piece, so that the delimiter is read from whole lines however small the upload's chunks are.
 */
class Utf8Text extends Transform {
  private decoder = new StringDecoder('utf8')
  private head: string | null = ''
  constructor() {
    super({ decodeStrings: true, encoding: 'utf8' })
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const text = this.decoder.write(chunk)
    if (this.head === null) return done(null, text)
    this.head += text
    if (this.head.length < FIRST_TEXT) return done()
    this.release()
    done()
  }
  override _flush(done: TransformCallback) {
    const rest = this.decoder.end()
    if (this.head !== null) {
      this.head += rest
      this.release()
      return done()
    }
    done(null, rest)
  }
  private release() {
    const head = this.head ?? ''
    this.head = null
    const text = head.charCodeAt(0) === 0xfeff ? head.slice(1) : head
    if (text.length > 0) this.push(text)
  }
}

/** The first chunk of the stream, put back so that the parser reads it too; null for an empty stream. */
function peek(input: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const finish = (result: Buffer | null, error?: unknown) => {
      input.off('readable', onReadable)
      input.off('end', onEnd)
      input.off('error', onError)
      if (error) reject(error)
      else resolve(result)
    }
    const onReadable = () => {
      const chunk = input.read() as Buffer | null
      if (chunk === null) return
      input.unshift(chunk)
      finish(chunk)
    }
    const onEnd = () => finish(null)
    const onError = (error: unknown) => finish(null, error)
    input.on('readable', onReadable)
    input.once('end', onEnd)
    input.once('error', onError)
  })
}

/**
 * The delimiter of a CSV, from its first line: the most frequent of `;`, tab and `,` (`,` when none); and its
 * line end. Both are given to papaparse rather than guessed by it.
 */
export function dialectOf(head: string): { delimiter: string; newline: '\r\n' | '\n' | '\r' } {
  const end = head.search(/[\r\n]/)
  const line = end < 0 ? head : head.slice(0, end)
  const counts = [';', '\t', ','].map((d) => [d, line.split(d).length - 1] as const)
  const [best, count] = counts.reduce((a, b) => (b[1] > a[1] ? b : a))
  const newline = head.includes('\r\n') ? '\r\n' : head.includes('\n') || !head.includes('\r') ? '\n' : '\r'
  return { delimiter: count > 0 ? best : ',', newline }
}

/**
 * Text for papaparse in pieces of at most 2 KB, each row no longer than `limits.lineChars`. Papaparse pauses
 * every few rows and re-splits the rest of its chunk on each resume, so a large chunk of short rows costs it time
 * in the square of the chunk (a 600 KB file of one column took 48 s in 64 KB chunks, 1.8 s in 2 KB ones; 100,000
 * rows of seven columns 0.9 s instead of 7.8); and it joins an unfinished row to the next chunk, so a long row
 * costs time in the square of its length: a row (quotes counted, so a quoted line break stays in its row) past
 * the limit is refused before papaparse sees it.
 */
class Pieces {
  private quoted = false
  private row = 0
  constructor(private readonly maxRow: number) {}
  *of(text: string): Generator<string> {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      if (code === 0x22) this.quoted = !this.quoted
      else if ((code === 0x0a || code === 0x0d) && !this.quoted) this.row = 0
      else if (++this.row > this.maxRow) throw limitErrors.line(this.maxRow)
    }
    for (let at = 0; at < text.length; at += PIECE) yield text.slice(at, at + PIECE)
  }
}
const PIECE = 2 * 1024

async function* csvLines(input: Readable, limits: UploadLimits): AsyncGenerator<SheetRow> {
  const text = new Utf8Text()
  input.once('error', (error) => text.destroy(error))
  input.pipe(text)
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>
  let parser: Readable | null = null
  try {
    const first = await chunks.next()
    if (first.done) return
    const head = first.value
    parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false, ...dialectOf(head) }) as unknown as Readable
    const split = new Pieces(limits.lineChars)
    const feed = Readable.from(
      (async function* () {
        yield* split.of(head)
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield* split.of(next.value)
      })(),
    )
    const target = parser
    feed.once('error', (error) => target.destroy(error))
    feed.pipe(parser as unknown as NodeJS.WritableStream)
    let line = 0
    for await (const row of parser as AsyncIterable<unknown[]>) {
      line++
      if (row.length > limits.columns) throw limitErrors.columns(limits.columns)
      const cells = row.map((cell) => String(cell ?? '').trim())
      if (cells.some((cell) => cell.length > limits.cellChars)) throw limitErrors.cell(limits.cellChars, line)
      yield { line, cells }
    }
  } finally {
    parser?.destroy()
    input.unpipe(text)
    text.destroy()
    if (!input.readableEnded) input.destroy()
  }
}

/** The first bytes of a file (empty when it is empty). */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4096), 0, 4096, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * Opens the file (a path: CSV or XLSX; a stream: CSV): its header now (422 for an empty or unreadable file), its
 * data rows as they are read. A CSV whose first chunk holds control characters is a binary file, not a CSV. A
 * file on disk has its rows counted (and a CSV its line lengths) from its bytes first, before any parser reads
 * it (`csvWithin`, `xlsxRows`), so that a file past those limits is refused at once, not at its last row. Past a
 * limit (rows, columns, a cell's length; an XLSX archive's entries, sizes and ratio) it throws the limit's error.
 */
export async function openSheet(source: string | Readable, limits: UploadLimits = uploadLimits): Promise<SheetStream> {
  let lines: AsyncGenerator<SheetRow>
  if (typeof source === 'string') {
    const head = await headOf(source)
    if (head.length === 0) throw new HttpError(422, 'import_file_empty')
    if (isZip(head)) lines = xlsxRows(source, limits)
    else if (binary.test(head.toString('latin1'))) throw new HttpError(422, 'import_file_unreadable')
    else {
      await csvWithin(source, limits)
      lines = csvLines(createReadStream(source), limits)
    }
  } else {
    const head = await peek(source)
    if (head === null || head.length === 0) throw new HttpError(422, 'import_file_empty')
    // an XLSX is read from a file (its directory is at its end): a stream is a CSV
    if (isZip(head) || binary.test(head.subarray(0, 4096).toString('latin1'))) {
      source.destroy()
      throw new HttpError(422, 'import_file_unreadable')
    }
    lines = csvLines(source, limits)
  }
  let first: IteratorResult<SheetRow>
  try {
    for (;;) {
      first = await lines.next()
      if (first.done || first.value.cells.some((cell) => cell !== '')) break
    }
  } catch (error) {
    await lines.return(undefined)
    throw error
  }
  if (first.done) throw new HttpError(422, 'import_file_empty')
  const columns = first.value.cells
  async function* rows(): AsyncGenerator<SheetRow> {
    let count = 0
    for await (const row of { [Symbol.asyncIterator]: () => lines }) {
      if (row.cells.every((cell) => cell === '')) continue
      if (++count > limits.rows) throw limitErrors.rows(limits.rows)
      yield row
    }
  }
  return {
    columns,
    rows: rows(),
    close: async () => {
      await lines.return(undefined)
    },
  }
}

/** Bytes that leave a CSV line blank: white space, delimiters, quotes. */
const blankBytes = new Uint8Array(256)
for (const byte of [0x20, 0x09, 0x0d, 0x22, 0x2c, 0x3b]) blankBytes[byte] = 1

/**
 * A CSV's limits read straight from its bytes, a hundred times faster than papaparse, before it parses anything:
 * its non-blank lines (quoted line breaks not counted) against the row limit and each row's characters (quotes
 * left out, as `Pieces` counts them) against the line limit. The reading stops at the first limit passed, so a
 * file of one 9 MB line is refused after its first 512K characters.
 */
async function csvWithin(path: string, limits: UploadLimits): Promise<void> {
  let quoted = false
  let filled = false
  let lines = 0
  let row = 0
  let first = true
  const input = createReadStream(path)
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let i = 0
      // a byte order mark is not text of the first line
      if (first && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3
      first = false
      for (; i < chunk.length; i++) {
        const byte = chunk[i] as number
        if (byte === 0x22) quoted = !quoted
        else if ((byte === 0x0a || byte === 0x0d) && !quoted) row = 0
        // a character is counted at its first byte (UTF-8 continuation bytes are 10xxxxxx)
        else if ((byte & 0xc0) !== 0x80 && ++row > limits.lineChars) throw limitErrors.line(limits.lineChars)
        if (byte === 0x0a && !quoted) {
          if (filled) lines++
          filled = false
        } else if (blankBytes[byte] === 0) filled = true
      }
      // the header is the first line; the rest are data rows
      if (lines + (filled ? 1 : 0) > limits.rows + 1) throw limitErrors.rows(limits.rows)
    }
  } finally {
    input.destroy()
  }
}

/**
 * Reads the whole file within the limits, before any of it is imported: the limit's error if it passes one,
 * else the number of data rows. Reading costs a small part of what writing the rows does.
 */
export async function checkSheet(path: string, limits: UploadLimits = uploadLimits): Promise<number> {
  const sheet = await openSheet(path, limits)
  let count = 0
  try {
    for await (const _ of sheet.rows) count++
  } finally {
    await sheet.close()
  }
  return count
}

/** A file held in memory (the demo seed and tests) as a stream. */
export const bytesStream = (bytes: Buffer) => Readable.from([bytes])
