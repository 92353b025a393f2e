/**
 * Reading a partner's file: CSV (papaparse; `,` `;` or tab, found from the header; UTF-8 with or without BOM) or
 * XLSX (exceljs, the first worksheet). Answers the header and the data rows as text with their line numbers (the
 * header is line 1), empty lines skipped. The size is capped by the upload (multipart) limit, the rows here.
 */
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { IMPORT_MAX_ROWS } from '../../../core/contract/integrations'
import { HttpError } from '../../http/errors'

export interface SheetRow {
  line: number
  cells: string[]
}
export interface Sheet {
  columns: string[]
  rows: SheetRow[]
}

const isXlsx = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b // a ZIP: PK

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

async function readXlsx(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new HttpError(422, 'import_file_unreadable')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new HttpError(422, 'import_file_empty')
  let columns: string[] | null = null
  const rows: SheetRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[]
    const cells = values.slice(1).map((value) => cellText(value).trim())
    if (columns === null) {
      columns = cells
      return
    }
    if (cells.every((cell) => cell === '')) return
    if (rows.length >= maxRows) throw new HttpError(422, 'import_file_too_many_rows', { max: maxRows })
    rows.push({ line, cells })
  })
  if (columns === null) throw new HttpError(422, 'import_file_empty')
  return { columns, rows }
}

function readCsv(bytes: Buffer, maxRows: number): Sheet {
  let text = bytes.toString('utf8')
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a binary file is not a CSV
  if (/[\u0000-\u0008]/.test(text.slice(0, 4096))) throw new HttpError(422, 'import_file_unreadable')
  let columns: string[] | null = null
  const rows: SheetRow[] = []
  let line = 0
  let tooMany = false
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result, parser) => {
      line++
      const cells = result.data.map((cell) => String(cell ?? '').trim())
      if (columns === null) {
        columns = cells
        return
      }
      if (cells.every((cell) => cell === '')) return
      if (rows.length >= maxRows) {
        tooMany = true
        parser.abort()
        return
      }
      rows.push({ line, cells })
    },
  })
  if (tooMany) throw new HttpError(422, 'import_file_too_many_rows', { max: maxRows })
  if (columns === null || (columns as string[]).every((c) => c === '')) throw new HttpError(422, 'import_file_empty')
  return { columns, rows }
}

export async function readSheet(bytes: Buffer, maxRows = IMPORT_MAX_ROWS): Promise<Sheet> {
  if (bytes.length === 0) throw new HttpError(422, 'import_file_empty')
  return isXlsx(bytes) ? readXlsx(bytes, maxRows) : readCsv(bytes, maxRows)
}
