/**
 * The widgets' design tokens, base and UI kit for host screens outside any shadow root: the same CSS, with
 * `:host` read as `:root`, so host screens and widgets share one look and the `--fx-*` tokens style both.
 */

import { domainStyles } from '../widgets/domain/styles'
import { baseStyles, tokenStyles } from '../widgets/styles'
import { kitPieceStyles, kitStyles } from '../widgets/ui/styles'

export function toDocumentCss(css: string): string {
  return css.replace(/:host\(([^)]*)\)/g, ':root:is($1)').replace(/:host\b/g, ':root')
}

export function installKitStyles(doc: Document = document): void {
  if (doc.getElementById('fx-kit-styles')) return
  const style = doc.createElement('style')
  style.id = 'fx-kit-styles'
  style.textContent = [tokenStyles, baseStyles, ...kitStyles, ...kitPieceStyles, ...domainStyles]
    .map(toDocumentCss)
    .join('\n')
  doc.head.prepend(style)
}
