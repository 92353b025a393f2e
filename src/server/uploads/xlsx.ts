/**
 * The first worksheet of an XLSX file on disk, read within fixed limits (./limits.ts) and held a chunk at a time:
 * 1. the archive's central directory is read first (yauzl): the entry count, every entry's declared uncompressed
 *    size and compression ratio; a file past a limit is refused before one byte is inflated;
 * 2. each part is inflated by yauzl, which stops a part whose bytes outgrow what the directory declared, and
 *    passes a guard that refuses any run of text or markup longer than `xmlRunBytes`, so the XML parser (saxes)
 *    never holds more than that, however long the cell the file claims;
 * 3. rows come one at a time, their cells as text the way a user sees them (shared and inline strings, numbers,
 *    dates of date-formatted cells as YYYY-MM-DD, booleans), each row checked for its columns and cell length.
 * Nothing goes to a temporary file (exceljs' reader spools worksheets to the system temp folder).
 */
import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { SaxesParser, type SaxesTagPlain } from 'saxes'
import yauzl from 'yauzl'
import { HttpError } from '../http/errors'
import { limitErrors, type UploadLimits } from './limits'

export interface XlsxRow {
  line: number
  cells: string[]
}

const unreadable = () => new HttpError(422, 'import_file_unreadable')
const MB = 1024 * 1024

/** The local name of a tag (`x:row` -> `row`): some writers prefix the spreadsheet namespace. */
const local = (name: string) => name.slice(name.indexOf(':') + 1)

/** Refuses a run of bytes between two angle brackets longer than `max` (a cell or a tag the parser would hold). */
class RunGuard extends Transform {
  private run = 0
  constructor(
    private readonly max: number,
    private readonly cellChars: number,
  ) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let from = 0
    for (;;) {
      const at = chunk.indexOf(0x3c, from) // '<'
      const end = at < 0 ? chunk.length : at
      this.run += end - from
      if (this.run > this.max) return done(limitErrors.cell(this.cellChars, null))
      if (at < 0) break
      this.run = 0
      from = at + 1
    }
    done(null, chunk)
  }
}

/** Column letters to a 0-based index (`A1` -> 0, `AB7` -> 27); -1 when the reference has none. */
function columnOf(ref: string): number {
  let index = 0
  let i = 0
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i)
    if (code < 65 || code > 90) break
    index = index * 26 + (code - 64)
    if (index > 16_384) return 16_384
  }
  return i === 0 ? -1 : index - 1
}

/** Built-in number formats that show dates (ECMA-376 18.8.30). */
const builtinDates = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57])

/** A custom number format that shows a date: d, m, y, h or s outside quotes and brackets (as exceljs decides). */
function isDateFormat(code: string): boolean {
  const bare = code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '')
  return /[ymdhs]/i.test(bare)
}

/** An Excel serial day as YYYY-MM-DD (the 1900 system, or 1904 when the workbook says so). */
function serialDay(serial: number, date1904: boolean): string {
  const ms = Math.round((serial - (date1904 ? -1462 : 25569)) * 86_400_000)
  const date = new Date(ms)
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10)
}

interface Archive {
  zip: yauzl.ZipFile
  entries: Map<string, yauzl.Entry>
}

function openArchive(path: string, limits: UploadLimits): Promise<Archive> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(unreadable())
      const fail = (failure: unknown) => {
        zip.close()
        reject(failure)
      }
      if (zip.entryCount > limits.xlsxEntries) return fail(limitErrors.entries(limits.xlsxEntries))
      const entries = new Map<string, yauzl.Entry>()
      let total = 0
      zip.on('error', () => fail(unreadable()))
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize
        if (total > limits.xlsxTotalBytes) return fail(limitErrors.uncompressed(limits.xlsxTotalBytes))
        if (
          entry.uncompressedSize > MB &&
          entry.uncompressedSize > limits.xlsxRatio * Math.max(1, entry.compressedSize)
        )
          return fail(limitErrors.ratio(limits.xlsxRatio))
        entries.set(entry.fileName.replace(/^\/+/, ''), entry)
        zip.readEntry()
      })
      zip.on('end', () => resolve({ zip, entries }))
      zip.readEntry()
    })
  })
}

/** One part of the archive as it inflates (null when there is none); refused when it declares more than `maxBytes`. */
async function inflated(archive: Archive, name: string, maxBytes: number): Promise<NodeJS.ReadableStream | null> {
  const entry = archive.entries.get(name)
  if (!entry) return null
  if (entry.uncompressedSize > maxBytes) throw limitErrors.uncompressed(maxBytes)
  try {
    return await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      archive.zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
    )
  } catch {
    throw unreadable()
  }
}

/**
 * Parses one part of the archive, a chunk at a time: `handle` registers the parser's events; `each` runs after
 * every chunk (the rows it found go out from there). A part larger than `maxBytes` (as declared, and yauzl stops
 * one that outgrows its declaration) is refused.
 */
async function* parsePart(
  archive: Archive,
  name: string,
  maxBytes: number,
  limits: UploadLimits,
  handle: (parser: SaxesParser) => void,
  each: () => Iterable<XlsxRow> = () => [],
): AsyncGenerator<XlsxRow> {
  const input = await inflated(archive, name, maxBytes)
  if (!input) return
  const guard = new RunGuard(limits.xmlRunBytes, limits.cellChars)
  input.on('error', (error) => guard.destroy(error))
  input.pipe(guard)
  const parser = new SaxesParser({ position: false })
  let failure: unknown = null
  parser.on('error', (error) => {
    failure ??= error
  })
  handle(parser)
  const text = new StringDecoder('utf8')
  try {
    for await (const chunk of guard as AsyncIterable<Buffer>) {
      parser.write(text.write(chunk))
      if (failure) throw failure
      yield* each()
    }
    parser.write(text.end())
    parser.close()
    if (failure) throw failure
    yield* each()
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw unreadable()
  } finally {
    if (!guard.destroyed) guard.destroy()
  }
}

/** Drains a part parsed for its side effects. */
async function readPart(...args: Parameters<typeof parsePart>): Promise<void> {
  for await (const _ of parsePart(...args));
}

/** The first worksheet's part name, from the workbook and its relationships; and the date system. */
async function firstSheet(archive: Archive, limits: UploadLimits): Promise<{ part: string; date1904: boolean }> {
  let relId: string | null = null
  let date1904 = false
  await readPart(archive, 'xl/workbook.xml', limits.xlsxPartBytes, limits, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name)
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(String(tag.attributes.date1904 ?? ''))
      if (name === 'sheet' && relId === null)
        relId = String(Object.entries(tag.attributes).find(([key]) => local(key) === 'id')?.[1] ?? '')
    }),
  )
  let target: string | null = null
  await readPart(archive, 'xl/_rels/workbook.xml.rels', limits.xlsxPartBytes, limits, (parser) =>
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (local(tag.name) === 'Relationship' && tag.attributes.Id === relId) target = String(tag.attributes.Target)
    }),
  )
  const found = target as string | null
  if (!found) return { part: 'xl/worksheets/sheet1.xml', date1904 }
  const part = found.startsWith('/') ? found.slice(1) : `xl/${found.replace(/^\.\//, '')}`
  return { part, date1904 }
}

/** Which cell styles show dates: the index of each `cellXfs` entry whose number format is a date's. */
async function dateStyles(archive: Archive, limits: UploadLimits): Promise<boolean[]> {
  const custom = new Map<number, string>()
  const styles: boolean[] = []
  let inCellXfs = false
  await readPart(archive, 'xl/styles.xml', limits.xlsxPartBytes, limits, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name)
      if (name === 'numFmt') custom.set(Number(tag.attributes.numFmtId), String(tag.attributes.formatCode ?? ''))
      else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) {
        const id = Number(tag.attributes.numFmtId ?? 0)
        const code = custom.get(id)
        styles.push(code === undefined ? builtinDates.has(id) : isDateFormat(code))
      }
    })
    parser.on('closetag', (tag: SaxesTagPlain) => {
      if (local(tag.name) === 'cellXfs') inCellXfs = false
    })
  })
  return styles
}

/** The shared strings: each `si`'s text runs joined (phonetic runs left out), within the limits. */
async function sharedStrings(archive: Archive, limits: UploadLimits): Promise<string[]> {
  const strings: string[] = []
  let current: string[] | null = null
  let inText = false
  let phonetic = 0
  await readPart(archive, 'xl/sharedStrings.xml', limits.xlsxSharedStringsBytes, limits, (parser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      const name = local(tag.name)
      if (name === 'si') current = []
      else if (name === 'rPh') phonetic++
      else if (name === 't') inText = phonetic === 0
    })
    parser.on('text', (text: string) => {
      if (inText && current) current.push(text)
    })
    parser.on('closetag', (tag: SaxesTagPlain) => {
      const name = local(tag.name)
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic--
      else if (name === 'si' && current) {
        const value = current.join('')
        if (value.length > limits.cellChars) throw limitErrors.cell(limits.cellChars, null)
        strings.push(value)
        if (strings.length > limits.sharedStrings) throw limitErrors.entries(limits.sharedStrings)
        current = null
      }
    })
  })
  return strings
}

const TAG_BYTES = 256
const isSpace = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d

/**
 * Counts the rows of a worksheet's XML that hold a value, from its bytes, without an XML parser (thirty times
 * faster than saxes): a row counts when one of its cells has text in its `<v>` or `<t>`, error cells (`t="e"`,
 * shown empty) left out. It never counts more rows than the parser finds filled (bar a shared string that is
 * empty), so a count past the limit refuses a file the parser would refuse at its last row, before anything is
 * parsed. It may count fewer (a value in CDATA): the parser's count still holds the limit.
 */
export class FilledRows {
  count = 0
  private inTag = false
  private tag = Buffer.alloc(TAG_BYTES)
  private tagLength = 0
  private last = 0
  private inValue = false
  private errorCell = false
  private filled = false

  write(chunk: Buffer): void {
    // the state in locals: this loop runs once a byte
    let { inTag, tagLength, last, inValue, filled } = this
    const tag = this.tag
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number
      if (inTag) {
        if (byte === 0x3e) {
          inTag = false
          this.filled = filled
          this.endTag(tagLength, last === 0x2f)
          inValue = this.inValue
          filled = this.filled
        } else {
          if (tagLength < TAG_BYTES) tag[tagLength++] = byte
          last = byte
        }
      } else if (byte === 0x3c) {
        inTag = true
        tagLength = 0
        last = 0
      } else if (inValue) filled = true
    }
    Object.assign(this, { inTag, tagLength, last, inValue, filled })
  }

  /** A tag ended: its first bytes are in `tag`; `selfClosing` when it ended with `/>`. */
  private endTag(length: number, selfClosing: boolean) {
    const tag = this.tag
    const closing = tag[0] === 0x2f
    let start = closing ? 1 : 0
    let end = start
    while (end < length && !isSpace(tag[end] as number) && tag[end] !== 0x2f) {
      if (tag[end] === 0x3a) start = end + 1 // a prefix: `x:row`
      end++
    }
    const size = end - start
    const first = tag[start]
    this.inValue = false
    if (size === 3 && first === 0x72 && tag[start + 1] === 0x6f && tag[start + 2] === 0x77) {
      // row
      if (closing) {
        if (this.filled) this.count++
      } else if (!selfClosing) this.filled = false
    } else if (size === 1 && !closing) {
      if (first === 0x63) this.errorCell = isErrorCell(tag, end, length)
      else if ((first === 0x76 || first === 0x74) && !selfClosing) this.inValue = !this.errorCell
    }
  }
}

/** Whether a `<c>` tag's attributes (bytes `from` to `to` of `tag`) say `t="e"` (an error, shown empty). */
function isErrorCell(tag: Buffer, from: number, to: number): boolean {
  for (let i = from; i + 4 < to; i++) {
    if (tag[i] !== 0x74 || !isSpace(tag[i - 1] as number)) continue
    let j = i + 1
    while (j < to && isSpace(tag[j] as number)) j++
    if (tag[j] !== 0x3d) continue
    j++
    while (j < to && isSpace(tag[j] as number)) j++
    const quote = tag[j]
    if ((quote === 0x22 || quote === 0x27) && tag[j + 1] === 0x65 && tag[j + 2] === quote) return true
  }
  return false
}

/**
 * Refuses a worksheet of more filled rows than the limit (the header and `limits.rows` data rows) from its bytes
 * (`FilledRows`), before the XML parser reads any of it, and stops inflating it at the row past the limit.
 */
async function rowsWithin(archive: Archive, part: string, limits: UploadLimits): Promise<void> {
  const input = await inflated(archive, part, limits.xlsxSheetBytes)
  if (!input) return
  const rows = new FilledRows()
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      rows.write(chunk)
      if (rows.count > limits.rows + 1) throw limitErrors.rows(limits.rows)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw unreadable()
  } finally {
    ;(input as NodeJS.ReadableStream & { destroy(): void }).destroy()
  }
}

/**
 * The rows of the workbook's first worksheet, with their line numbers (empty rows may be absent, as in the file).
 * A sheet of more filled rows than `limits.rows` (and its header) is refused from its bytes before it is parsed
 * (`rowsWithin`). Past a limit (columns, a cell's length) the reading stops with the limit's error; the parsed
 * rows are counted by the caller.
 */
export async function* xlsxRows(path: string, limits: UploadLimits): AsyncGenerator<XlsxRow> {
  const archive = await openArchive(path, limits)
  try {
    const { part, date1904 } = await firstSheet(archive, limits)
    await rowsWithin(archive, part, limits)
    const [isDate, strings] = [await dateStyles(archive, limits), await sharedStrings(archive, limits)]
    if (!archive.entries.has(part)) throw unreadable()
    const ready: XlsxRow[] = []
    let line = 0
    let cells: string[] = []
    let column = -1
    let type = ''
    let style = 0
    let value: string[] = []
    let inValue = false
    let inInline = false
    let phonetic = 0
    const cellText = (): string => {
      const raw = value.join('')
      switch (type) {
        case 's':
          return strings[Number(raw)] ?? ''
        case 'str':
        case 'inlineStr':
          return raw
        case 'b':
          return raw === '1' ? 'true' : raw === '0' ? 'false' : raw
        case 'e':
          return ''
        case 'd':
          return raw.slice(0, 10)
        default: {
          if (raw === '') return ''
          const number = Number(raw)
          if (!Number.isFinite(number)) return raw
          return isDate[style] ? serialDay(number, date1904) : String(number)
        }
      }
    }
    yield* parsePart(
      archive,
      part,
      limits.xlsxSheetBytes,
      limits,
      (parser) => {
        parser.on('opentag', (tag: SaxesTagPlain) => {
          switch (local(tag.name)) {
            case 'row': {
              const r = Number(tag.attributes.r)
              line = Number.isInteger(r) && r > line ? r : line + 1
              cells = []
              column = -1
              break
            }
            case 'c': {
              const at = columnOf(String(tag.attributes.r ?? ''))
              column = at >= 0 ? at : column + 1
              if (column >= limits.columns) throw limitErrors.columns(limits.columns)
              type = String(tag.attributes.t ?? 'n')
              style = Number(tag.attributes.s ?? 0)
              value = []
              break
            }
            case 'v':
              inValue = true
              break
            case 'is':
              inInline = true
              break
            case 'rPh':
              phonetic++
              break
            case 't':
              if (inInline && phonetic === 0) inValue = true
              break
          }
        })
        parser.on('text', (text: string) => {
          if (inValue) value.push(text)
        })
        parser.on('closetag', (tag: SaxesTagPlain) => {
          switch (local(tag.name)) {
            case 'v':
            case 't':
              inValue = false
              break
            case 'is':
              inInline = false
              break
            case 'rPh':
              phonetic--
              break
            case 'c': {
              const text = cellText()
              if (text.length > limits.cellChars) throw limitErrors.cell(limits.cellChars, line)
              while (cells.length < column) cells.push('')
              cells[column] = text
              break
            }
            case 'row':
              while (cells.length > 0 && cells.at(-1) === '') cells.pop()
              ready.push({ line, cells })
              break
          }
        })
      },
      () => ready.splice(0),
    )
  } finally {
    archive.zip.close()
  }
}
