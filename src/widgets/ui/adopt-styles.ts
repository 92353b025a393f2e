/**
 * Constructed stylesheets for the widgets' shadow roots: one `CSSStyleSheet` per CSS text for the whole page. An
 * element adopts what its first view shows (`defineWidget`); a piece that loads later (a dialog's body, a chart) brings
 * its own CSS with `useStyles` (./context.tsx), adopted by the shadow root that renders it when it first renders there.
 * It imports nothing (the hook is in the context): when it imported the context, the bundler cut the chunk every
 * element loads in two.
 */
const sheetsKey = Symbol.for('fx.sheets')
type SheetHolder = { [sheetsKey]?: Map<string, CSSStyleSheet> }

/** One constructed stylesheet per CSS text for the whole page (shared by every element and every bundle). */
export function sharedSheet(css: string): CSSStyleSheet {
  const holder = globalThis as SheetHolder
  holder[sheetsKey] ??= new Map()
  let sheet = holder[sheetsKey].get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    holder[sheetsKey].set(css, sheet)
  }
  return sheet
}

/** Whether shadow roots take constructed stylesheets (otherwise the CSS is rendered in `<style>` elements). */
export const canAdopt = (): boolean => typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype

const ownKey = Symbol.for('fx.ownSheets')
type Marked = ShadowRoot & { [ownKey]?: readonly CSSStyleSheet[] }

/**
 * Adopts `sheets` as the element's whole CSS and remembers which of them are the widget's own (adopted last), so that
 * CSS adopted later goes before them: the widget's CSS keeps the last word over a piece's, as when all was adopted at
 * once.
 */
export function adoptSheets(root: ShadowRoot, sheets: readonly CSSStyleSheet[], own: readonly CSSStyleSheet[]): void {
  root.adoptedStyleSheets = [...sheets]
  ;(root as Marked)[ownKey] = own
}

/** Adds the sheets of `css` a shadow root does not have yet, before the widget's own sheets. Adding twice is harmless. */
export function adoptStyles(root: ShadowRoot, css: readonly string[]): void {
  const current = root.adoptedStyleSheets
  const added = css.map(sharedSheet).filter((sheet, i, all) => !current.includes(sheet) && all.indexOf(sheet) === i)
  if (added.length === 0) return
  const own = (root as Marked)[ownKey] ?? []
  const at = current.findIndex((sheet) => own.includes(sheet))
  root.adoptedStyleSheets = at < 0 ? [...current, ...added] : [...current.slice(0, at), ...added, ...current.slice(at)]
}
