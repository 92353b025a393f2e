/**
 * Hostile files built in memory (nothing large is committed), for the upload tests and `npm run bench -- uploads`:
 * XLSX archives that unpack to far more than they weigh, that lie about their sizes, hold thousands of entries,
 * one huge cell, too many columns or rows; CSVs of the same; JPEG and PNG headers claiming billions of pixels.
 * The zip writer is a minimal one (stored or deflated entries, declared sizes that may lie), enough to craft them.
 */
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  name: string
  data: Buffer
  /** The uncompressed size the archive claims (default: the true one). */
  declared?: number
}

/** A zip archive of the entries, deflated, with a central directory. */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const packed = deflateRawSync(entry.data, { level: 9 })
    const crc = crc32(entry.data)
    const size = entry.declared ?? entry.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6) // UTF-8 names
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const workbook = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
    '<sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>',
)
const relations = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" ' +
    'Target="worksheets/sheet1.xml"/></Relationships>',
)

/** An XLSX whose first sheet's XML is `rows` (the `<row>` elements); `extra` entries are added. */
export function sheetXlsx(rows: string | Buffer, extra: ZipEntry[] = [], declared?: number): Buffer {
  const sheet = Buffer.concat([
    Buffer.from('<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData>'),
    Buffer.isBuffer(rows) ? rows : Buffer.from(rows),
    Buffer.from('</sheetData></worksheet>'),
  ])
  return zipOf([
    { name: 'xl/workbook.xml', data: workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: relations },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, ...(declared === undefined ? {} : { declared }) },
    ...extra,
  ])
}

/** An inline-string cell. */
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`

/** Letters that do not compress much, like a real long text. */
function letters(count: number): string {
  let text = ''
  let seed = 7
  while (text.length < count) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    text += String.fromCharCode(97 + (seed % 26))
  }
  return text
}

export const hostileXlsx = {
  /** Unpacks to 16 MB of one cell from about 16 KB: refused by its compression ratio, before anything inflates. */
  bomb: () => sheetXlsx(`<row r="1">${cell('A1', 'x'.repeat(16 * 1024 * 1024))}</row>`),
  /** Claims a sheet of 600 MB: refused by the declared size, before anything inflates. */
  declared: () => sheetXlsx(`<row r="1">${cell('A1', 'Номер')}</row>`, [], 600 * 1024 * 1024),
  /** Declares a small sheet, then inflates to far more: stopped by the declared size. */
  liar: () => sheetXlsx(`<row r="1">${cell('A1', letters(300_000))}</row>`, [], 1000),
  /** One cell of 300,000 letters, barely compressed: refused by the run guard before the parser holds it. */
  hugeCell: () => sheetXlsx(`<row r="1">${cell('A1', 'Номер')}</row><row r="2">${cell('A2', letters(300_000))}</row>`),
  /** One cell of 20,000 letters: past the cell limit, named with its line. */
  longCell: () => sheetXlsx(`<row r="1">${cell('A1', 'Номер')}</row><row r="2">${cell('A2', letters(20_000))}</row>`),
  /** 1,200 entries. */
  entries: () =>
    sheetXlsx(
      `<row r="1">${cell('A1', 'Номер')}</row>`,
      Array.from({ length: 1200 }, (_, i) => ({ name: `xl/media/x${i}.bin`, data: Buffer.alloc(0) })),
    ),
  /** A cell in column ZZ (702). */
  columns: () => sheetXlsx(`<row r="1">${cell('A1', 'Номер')}${cell('ZZ1', 'x')}</row>`),
  /** A header and 100,001 data rows. */
  rows: () => {
    const parts = [`<row r="1">${cell('A1', 'Номер')}</row>`]
    for (let r = 2; r <= 100_002; r++) parts.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`)
    return sheetXlsx(parts.join(''))
  },
}

export const hostileCsv = {
  /** A header and 100,001 data rows. */
  rows: () => Buffer.from(`Номер\n${Array.from({ length: 100_001 }, (_, i) => i + 1).join('\n')}\n`),
  /** 300 columns. */
  columns: () => Buffer.from(`${Array.from({ length: 300 }, (_, i) => `c${i}`).join(';')}\n1;2\n`),
  /** A cell of 20,000 letters in line 2. */
  longCell: () => Buffer.from(`Номер;Откуда\n1;${letters(20_000)}\n`),
  /** One quoted cell of 9 MB: the whole file is one line. */
  hugeCell: () => Buffer.from(`Номер\n"${'x'.repeat(9 * 1024 * 1024)}"\n`),
}

/** A PNG whose header claims `width` x `height` pixels (the data that follows is no image). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const type = Buffer.from('IHDR')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(13)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    type,
    ihdr,
    crc,
    Buffer.alloc(2048, 0),
  ])
}

/** A JPEG whose frame header (SOF0) claims `width` x `height` pixels. */
export function jpegClaiming(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  sof.writeUInt16BE(height, 5)
  sof.writeUInt16BE(width, 7)
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.alloc(2048, 0), Buffer.from([0xff, 0xd9])])
}
