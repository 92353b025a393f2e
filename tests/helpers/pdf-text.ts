/** Reading PDFs back in tests (server and end-to-end), with Mozilla's PDF.js. */

export interface PdfLineRead {
  text: string
  /** The width the PDF gives the run of text, in points (from the fonts' /W widths). */
  width: number
  /** The font size, in points. */
  size: number
}

/**
 * What a reader sees in a PDF: the text of every page as PDF.js extracts it (glyphs mapped back to Unicode through
 * the fonts' ToUnicode maps) joined by spaces, and each run of text with its width and size.
 */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; lines: PdfLineRead[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise
  const lines: PdfLineRead[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue
      lines.push({ text: item.str, width: item.width, size: Math.hypot(item.transform[0], item.transform[1]) })
    }
  }
  const pages = doc.numPages
  await doc.destroy()
  return {
    text: lines
      .map((line) => line.text)
      .join(' ')
      .replace(/\s+/g, ' '),
    pages,
    lines,
  }
}
