/**
 * A small PDF 1.4 writer for the power of attorney: one A4 page of text lines in Helvetica (a standard font every
 * reader has, so nothing is embedded). Helvetica's WinAnsi encoding has no Cyrillic, so Russian text is written in
 * Latin transliteration (BGN/PCGN); the document's Title and Subject in its information dictionary keep the
 * original names (UTF-16, which readers show in the document's properties).
 */
import { transliterate } from '../../seed/reference/transliterate'

export interface PdfLine {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above, pt. */
  gap?: number
}

const replacements: Record<string, string> = { '№': 'No.', '₽': 'RUB', '→': '->', '—': '-', '–': '-', '\u00a0': ' ' }

/** Text as WinAnsi bytes: Cyrillic transliterated, the few other signs replaced, anything else as `?`. */
export function winAnsi(text: string): string {
  const latin = transliterate(text).replace(/[№₽→—–\u00a0]/g, (char) => replacements[char] ?? '?')
  let out = ''
  for (const char of latin) {
    const code = char.codePointAt(0) ?? 63
    out += code < 256 && code !== 0x7f ? char : '?'
  }
  return out
}

const pdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)

/** A PDF text string in UTF-16BE with a byte order mark, as hex. */
function utf16(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()
  return `<${hex}>`
}

/** Splits a line so that it fits the page width (Helvetica is about half an em wide per character on average). */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.max(20, Math.floor(width / (size * 0.52)))
  const words = text.split(/\s+/)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    if (current && current.length + 1 + word.length > perLine) {
      lines.push(current)
      current = word
    } else current = current ? `${current} ${word}` : word
  }
  if (current) lines.push(current)
  return lines.length > 0 ? lines : ['']
}

export function renderPdf(lines: PdfLine[], info: { title: string; subject: string }): Buffer {
  const left = 56
  const width = 595 - 2 * left
  let y = 842 - 64
  const ops: string[] = ['BT']
  for (const line of lines) {
    const size = line.size ?? 11
    y -= line.gap ?? 0
    for (const part of wrap(winAnsi(line.text), size, width)) {
      y -= size * 1.35
      ops.push(`/${line.bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${left} ${y.toFixed(1)} Tm (${pdfString(part)}) Tj`)
    }
  }
  ops.push('ET')
  const content = ops.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${utf16(info.title)} /Subject ${utf16(info.subject)} /Producer (Freight exchange) >>`,
  ]
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
