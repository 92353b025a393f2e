/**
 * The route table (routes.ts) as the address bar sees it: which table routes an address shows, and their
 * parameters. As react-router matched before: a path matches whatever its case and with or without a trailing
 * slash; parameters are decoded; redirects come first, then the pages (routes sharing an address, cargos-in-work
 * and orders-in-work, as one group: the history entry picks between them, `pickRoute`), and the catch-all answers
 * what nothing else does. No two table paths match the same address otherwise (route-match.test.ts).
 */
import { parse } from 'regexparam'
import type { RouteTarget } from './mode'
import { type FlatRoute, type Layout, routes } from './routes'

/** What an address shows: a redirect, or a page of the table (routes sharing the address) in its layout. */
export type Shown = { redirect: RouteTarget } | { layout: Layout; routes: readonly FlatRoute[] }

export interface Pattern {
  test: (pathname: string) => Record<string, string> | null
  shown: Shown
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function patternOf(path: string, shown: Shown): Pattern {
  if (path === '*') return { test: () => ({}), shown }
  const { keys, pattern } = parse(path)
  return {
    shown,
    test: (pathname) => {
      const found = pattern.exec(pathname)
      return found ? Object.fromEntries(keys.map((key, i) => [key, decode(found[i + 1] ?? '')])) : null
    },
  }
}

/** The table's addresses in matching order: redirects, pages (shared addresses grouped), the catch-all last. */
export function tablePatterns(): Pattern[] {
  const redirects = routes
    .filter((route) => route.redirect)
    .map((route) => patternOf(route.path, { redirect: { name: route.redirect as RouteTarget['name'] } }))
  const groups = new Map<string, FlatRoute[]>()
  for (const route of routes) {
    if (!route.page || route.redirect) continue
    const key = `${route.layout} ${route.path}`
    groups.set(key, [...(groups.get(key) ?? []), route])
  }
  // the catch-all last wherever the table has it (the sort is stable: the others keep the table's order)
  const pages = [...groups.values()].sort((a, b) => Number(a[0]?.path === '*') - Number(b[0]?.path === '*'))
  return [
    ...redirects,
    ...pages.map((group) => {
      const first = group[0] as FlatRoute
      return patternOf(first.path, { layout: first.layout, routes: group })
    }),
  ]
}

/** What the address shows, with its parameters; `null` only when the table has no catch-all. */
export function matchAddress(
  patterns: readonly Pattern[],
  pathname: string,
): { shown: Shown; params: Record<string, string> } | null {
  for (const candidate of patterns) {
    const params = candidate.test(pathname)
    if (params) return { shown: candidate.shown, params }
  }
  return null
}
