/** The little of upstream fontkit 2 (no types of its own) that the PDF writer uses. */
declare module 'fontkit' {
  export function create(buffer: Buffer, postscriptName?: string): unknown
}
