/**
 * The power of attorney as a PDF: one A4 page of text lines, written with pdf-lib in PT Sans (ParaType, SIL Open
 * Font License 1.1, which allows embedding; the TTF files come from the `@expo-google-fonts/pt-sans` npm package).
 * The fonts are embedded as subsets (only the glyphs the page uses, about 15 KB each) with a ToUnicode map, so
 * Russian text is real Cyrillic: readers show it, search it and copy it as written.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { PassThrough } from 'node:stream'
import * as fontkit from 'fontkit'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'
import type { Font, Fontkit } from 'pdf-lib/cjs/types/fontkit'

export interface PdfLine {
  text: string
  size?: number
  bold?: boolean
  /** Extra space above, pt. */
  gap?: number
}

export interface PdfInfo {
  title: string
  subject: string
  /** BCP 47, the document's language (`ru-RU`, `en-GB`): screen readers and text extraction use it. */
  language: string
}

const require = createRequire(import.meta.url)
const fontFiles = {
  regular: '@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf',
  bold: '@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf',
} as const

type FontBytes = Record<keyof typeof fontFiles, Uint8Array>
let fontBytes: Promise<FontBytes> | undefined

/**
 * pdf-lib takes its font engine from outside (`registerFontkit`). Its own fork, `@pdf-lib/fontkit` 1.1.1 (last
 * published 2020), writes broken TrueType subsets (a short `loca` without padding: PT Sans's Cyrillic comes out
 * blank), so the upstream `fontkit` 2 is registered instead, whose subsetter is fixed. This adapter bridges the
 * differences and one gap:
 *
 * - fontkit 2's subsets answer `encode()`; pdf-lib calls the Node-stream `encodeStream()`.
 * - The parsed font is kept per file: pdf-lib asks for a parse on every `embedFont`, and a fresh parse is most of
 *   the time a document takes. Each document still makes its own subset.
 * - One glyph, several characters: PT Sans draws Latin `o` and Cyrillic `о` (and a, c, e, p, x, y, …) with the same
 *   glyph, and fontkit remembers a glyph with the character it was first asked for; pdf-lib writes that one into
 *   the ToUnicode map, so an English page would read back Latin letters as Cyrillic ones (or worse). So every
 *   character gets a glyph of its own in the subset: `layout` answers, per code point, a view of the glyph whose id
 *   is `gid + 0x10000 * codePoint` and whose `codePoints` is that character, and the subset copies the outline once
 *   per such id. pdf-lib draws glyphs by their advance widths anyway (no kerning, no ligatures), so plain
 *   per-character glyphs lose nothing.
 */
type Glyph = ReturnType<Font['layout']>['glyphs'][number]
type FontkitFont = Font & { glyphForCodePoint(codePoint: number): Glyph }
type Subset = ReturnType<Font['createSubset']> & {
  glyphs: number[]
  mapping: Record<number, number>
  encode(): Uint8Array
}

const GLYPH_KEY = 0x10000
const parsed = new WeakMap<Uint8Array, FontkitFont>()

function perCharacterFont(font: FontkitFont): Font {
  return Object.assign(Object.create(font) as Font, {
    layout(text: string) {
      const glyphs = [...text].map((char) => {
        const codePoint = char.codePointAt(0) ?? 0
        const glyph = font.glyphForCodePoint(codePoint)
        // the width is read from the real glyph: fontkit's metrics look the glyph up by `this.id`
        return Object.create(glyph, {
          id: { value: glyph.id + GLYPH_KEY * codePoint },
          codePoints: { value: [codePoint] },
          advanceWidth: { value: glyph.advanceWidth },
        }) as Glyph
      })
      const positions = glyphs.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }))
      return { glyphs, positions }
    },
    createSubset() {
      const subset = font.createSubset() as Subset
      const includeGlyph = subset.includeGlyph.bind(subset)
      return Object.assign(subset, {
        includeGlyph(glyph: number | { id: number }) {
          const key = typeof glyph === 'number' ? glyph : glyph.id
          if (key < GLYPH_KEY) return includeGlyph(key)
          if (subset.mapping[key] === undefined) {
            subset.glyphs.push(key % GLYPH_KEY)
            subset.mapping[key] = subset.glyphs.length - 1
          }
          return subset.mapping[key]
        },
        encodeStream() {
          const stream = new PassThrough()
          queueMicrotask(() => {
            try {
              stream.end(subset.encode())
            } catch (error) {
              stream.destroy(error as Error)
            }
          })
          return stream
        },
      })
    },
  })
}

const upstreamFontkit: Fontkit = {
  create(data, postscriptName) {
    let font = postscriptName === undefined ? parsed.get(data) : undefined
    if (!font) {
      font = fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength), postscriptName) as FontkitFont
      if (postscriptName === undefined) parsed.set(data, font)
    }
    return perCharacterFont(font)
  },
}

/** The TTF files, read once per process. */
function loadFonts(): Promise<FontBytes> {
  fontBytes ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(fontFiles.regular)),
      readFile(require.resolve(fontFiles.bold)),
    ])
    return { regular, bold }
  })()
  fontBytes.catch(() => {
    fontBytes = undefined
  })
  return fontBytes
}

/** Signs PT Sans has no glyph for, and what stands in for them. */
const standIns: Record<string, string> = { '→': '–', '\u202f': ' ', '\u2009': ' ', '\u200b': '' }

const characterSets = new WeakMap<PDFFont, Set<number>>()

/** The text with every character the font cannot draw replaced (a stand-in, or `?`), never a blank box. */
export function drawable(font: PDFFont, text: string): string {
  let known = characterSets.get(font)
  if (!known) {
    known = new Set(font.getCharacterSet())
    characterSets.set(font, known)
  }
  let out = ''
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 63
    if (known.has(code)) out += char
    else out += standIns[char] ?? '?'
  }
  return out
}

/** Splits a line at spaces so that each part fits `width` (measured with the font; a long word is cut). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (fits(candidate)) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = word
    while (!fits(current) && current.length > 1) {
      let cut = current.length - 1
      while (cut > 1 && !fits(current.slice(0, cut))) cut--
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
    }
  }
  if (current) lines.push(current)
  return lines.length > 0 ? lines : ['']
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56

export async function renderPdf(lines: PdfLine[], info: PdfInfo): Promise<Buffer> {
  const bytes = await loadFonts()
  const doc = await PDFDocument.create()
  doc.registerFontkit(upstreamFontkit)
  const regular = await doc.embedFont(bytes.regular, { subset: true })
  const bold = await doc.embedFont(bytes.bold, { subset: true })
  const page = doc.addPage(A4)
  const width = A4[0] - 2 * MARGIN
  let y = A4[1] - 64
  for (const line of lines) {
    const font = line.bold ? bold : regular
    const size = line.size ?? 11
    y -= line.gap ?? 0
    for (const part of wrap(font, drawable(font, line.text), size, width)) {
      y -= size * 1.35
      if (y < MARGIN) break
      page.drawText(part, { x: MARGIN, y, size, font, color: rgb(0, 0, 0) })
    }
  }
  doc.setTitle(info.title, { showInWindowTitleBar: true })
  doc.setSubject(info.subject)
  doc.setLanguage(info.language)
  doc.setProducer('Freight exchange')
  doc.setCreator('Freight exchange')
  const now = new Date()
  doc.setCreationDate(now)
  doc.setModificationDate(now)
  return Buffer.from(await doc.save())
}
