/**
 * Reading a partner's file as a stream: CSV (papaparse's streaming parser; `,` `;` or tab, found from the first
 * lines; UTF-8 with or without BOM) or XLSX (exceljs' streaming WorkbookReader, the first worksheet). The header
 * (line 1) is read first; the data rows then come one at a time with their line numbers, empty lines skipped, so
 * a file of any length is held a chunk at a time, never whole. The size is capped by the upload (./upload.ts).
 */
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { HttpError } from '../../http/errors'

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

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value)
}

/** What papaparse sees first: it guesses the delimiter and the line ends from its first chunk. */
const FIRST_TEXT = 64 * 1024

/**
 * Bytes to text for papaparse: a multi-byte letter split between two chunks is decoded whole (papaparse would
 * decode each chunk on its own), a leading BOM is dropped, and the first 64 KB (or the whole file, when shorter)
 * go out as one piece, so that the delimiter is guessed from whole lines however small the upload's chunks are.
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

async function* csvLines(input: Readable): AsyncGenerator<SheetRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false }) as unknown as Readable
  const text = new Utf8Text()
  const fail = (error: Error) => parser.destroy(error)
  input.once('error', fail)
  text.once('error', fail)
  input.pipe(text).pipe(parser as unknown as NodeJS.WritableStream)
  let line = 0
  try {
    for await (const row of parser as AsyncIterable<unknown[]>) {
      line++
      yield { line, cells: row.map((cell) => String(cell ?? '').trim()) }
    }
  } finally {
    input.unpipe(text)
    text.unpipe()
    if (!input.readableEnded) input.destroy()
  }
}

async function* xlsxLines(input: Readable): AsyncGenerator<SheetRow> {
  // styles are read so that date cells come as dates; hyperlinks and comments are not needed
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  })
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as ExcelJS.CellValue[]
        yield { line: row.number, cells: values.slice(1).map((value) => cellText(value).trim()) }
      }
      return // the first worksheet only
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(422, 'import_file_unreadable')
  } finally {
    if (!input.readableEnded) input.destroy()
  }
}

/**
 * Opens the file: its header now (422 for an empty or unreadable file), its data rows as they are read. A CSV
 * whose first chunk holds control characters is a binary file, not a CSV.
 */
export async function openSheet(input: Readable): Promise<SheetStream> {
  const head = await peek(input)
  if (head === null || head.length === 0) throw new HttpError(422, 'import_file_empty')
  const xlsx = isZip(head)
  if (!xlsx && binary.test(head.subarray(0, 4096).toString('latin1'))) {
    input.destroy()
    throw new HttpError(422, 'import_file_unreadable')
  }
  const lines = xlsx ? xlsxLines(input) : csvLines(input)
  let first: IteratorResult<SheetRow>
  for (;;) {
    first = await lines.next()
    if (first.done || first.value.cells.some((cell) => cell !== '')) break
  }
  if (first.done) throw new HttpError(422, 'import_file_empty')
  const columns = first.value.cells
  async function* rows(): AsyncGenerator<SheetRow> {
    for await (const row of { [Symbol.asyncIterator]: () => lines }) {
      if (row.cells.every((cell) => cell === '')) continue
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

/** A file held in memory (the demo seed and tests) as a stream. */
export const bytesStream = (bytes: Buffer) => Readable.from([bytes])
