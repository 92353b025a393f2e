/**
 * The chunks each address of the site loads at once beyond the entry's: its page's chunk and, for a page that
 * places a widget, the widget element's (src/host/route-pages.ts, `pageWidgets`), with every chunk they import
 * statically and their CSS. Written beside the build (dist/host/route-preloads.json) for the server, which names them
 * in the index.html it answers for that address (src/server/http/route-preloads.ts), so the browser asks for them
 * with the entry's own files instead of once the entry has loaded and run: on a phone's network and CPU, that is the
 * entry's download and evaluation (about 80 KB brotli) less between the address and the page's first data.
 */
import path from 'node:path'
import { parse } from 'regexparam'
import type { Rolldown } from 'vite'
import { pageWidgets } from '../src/host/route-pages'
import { type FlatRoute, findRoute, routes } from '../src/host/routes'
import type { RoutePreload } from '../src/server/http/route-preloads'
import { chunksOf, staticChunkNames } from './chunk-graph'
import { readRegistry, repoRoot } from './widget-registry'

export const routePreloadsFile = 'route-preloads.json'

/** The table's addresses in the router's matching order (src/host/route-match.ts), each with the route it shows. */
function shownRoutes(): { path: string; route: FlatRoute }[] {
  const shown: { path: string; route: FlatRoute }[] = []
  const seen = new Set<string>()
  const redirects = routes.filter((route) => route.redirect)
  const pages = routes.filter((route) => route.page && !route.redirect)
  for (const route of [...redirects, ...pages]) {
    if (route.path === '*' || seen.has(route.path)) continue
    seen.add(route.path)
    // a redirect shows its target (one step, as the router's `routeAt`); routes sharing an address show the first
    const target = route.redirect ? findRoute(route.redirect) : route
    if (target?.page) shown.push({ path: route.path, route: target })
  }
  return shown
}

/** For every address of the table: its pattern (as the router matches it) and the files it loads beyond the entry's. */
export function routePreloads(output: Rolldown.RolldownOutput, base = '/'): RoutePreload[] {
  const chunks = chunksOf(output)
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('the build has no entry chunk')
  const loadedFirst = new Set(staticChunkNames(chunks, [entry.fileName]))
  // the chunk a module's dynamic import loads: the one named after it, else the one the bundler put it in
  const chunkOfFile = (file: string) => {
    const all = [...chunks.values()]
    const chunk =
      all.find((c) => c.facadeModuleId?.split('?')[0] === file) ??
      all.find((c) => c.moduleIds.some((id) => id.split('?')[0] === file))
    if (!chunk) throw new Error(`no chunk of ${path.relative(repoRoot, file)}`)
    return chunk.fileName
  }
  const widgetFiles = new Map(readRegistry().map((entry) => [entry.tag, entry.file]))
  return shownRoutes().map(({ path: address, route }) => {
    const page = route.page as string
    const starts = [chunkOfFile(path.join(repoRoot, 'src/host/pages', `${page}.tsx`))]
    const tag = (pageWidgets as Record<string, string>)[page]
    const widget = tag ? widgetFiles.get(tag) : undefined
    if (tag && !widget) throw new Error(`${page} places ${tag}, which the widget registry does not have`)
    if (widget) starts.push(chunkOfFile(widget))
    const scripts = staticChunkNames(chunks, starts, loadedFirst)
    const styles = new Set(scripts.flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]))
    const { pattern } = parse(address)
    return {
      pattern: pattern.source,
      flags: pattern.flags,
      scripts: scripts.map((name) => base + name),
      styles: [...styles].map((name) => base + name),
    }
  })
}
