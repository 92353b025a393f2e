/** Reading PDFs back in tests (server and end-to-end), with Mozilla's PDF.js. */
/**
 * What a reader sees in a PDF: the text of every page as PDF.js extracts it (glyphs mapped back to Unicode through
 * the fonts' ToUnicode maps), lines joined by spaces, and the fonts it uses.
 */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number; fonts: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
    .promise
  const parts: string[] = []
  const fonts = new Set<string>()
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    for (const item of content.items) {
      if (!('str' in item)) continue
      parts.push(item.str)
      fonts.add(content.styles[item.fontName]?.fontFamily ?? item.fontName)
    }
  }
  const pages = doc.numPages
  await doc.destroy()
  return { text: parts.join(' ').replace(/\s+/g, ' '), pages, fonts: [...fonts] }
}
