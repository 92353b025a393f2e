/**
 * The site's index.html as answered for one address: with `<link rel="modulepreload">` for the chunks of the page the
 * address shows (and of the widget it places) and a preload of their CSS, from the list the build writes beside it
 * (dist/host/route-preloads.json, scripts/route-preloads.ts). The browser then asks for the page's code with the
 * entry's instead of once the entry has loaded and run. An address the list does not know gets the file as built.
 */

/** One address of the site's route table: its pattern as the router matches it, and the files it loads first. */
export interface RoutePreload {
  pattern: string
  flags: string
  scripts: string[]
  styles: string[]
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The link tags of the first entry whose pattern matches `pathname` (none when no entry does). */
export function preloadLinks(list: readonly RoutePreload[], pathname: string): string {
  const found = list.find((entry) => new RegExp(entry.pattern, entry.flags).test(pathname))
  if (!found) return ''
  return [
    ...found.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    ...found.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${attribute(href)}">`),
  ].join('\n    ')
}

/** `html` with `links` at the end of its head, after the entry's own script and preloads. */
export function withPreloadLinks(html: string, links: string): string {
  if (!links) return html
  const end = html.indexOf('</head>')
  return end < 0 ? html : `${html.slice(0, end)}  ${links}\n  ${html.slice(end)}`
}
