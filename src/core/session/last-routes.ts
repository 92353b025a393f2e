/**
 * The last three searched routes (spec 3 "Route/stream filter entry", spec 4 "Last-three routes", spec 9):
 * an entry is a start and a finish point id with the full info of both places; a new entry replaces a duplicate
 * (same start and finish point), the newest comes first, the list is cut to 3 and saved in browser storage.
 */
import type { Place } from '../contract/reference'
import { type KeyValueStorage, readJson, writeItem } from './storage'

export const lastRoutesKey = 'lastThreeFilterRoutes'
export const lastRoutesLimit = 3

export interface RouteEntry<Info = Place> {
  start_point_id: number
  finish_point_id: number
  start_point_type?: Place['type']
  finish_point_type?: Place['type']
  /** Full info of the load place (start point). */
  load?: Info | null
  /** Full info of the unload place (finish point). */
  unload?: Info | null
}

/** Same start and same finish point (ids, and types when both entries carry them). */
export function sameRoute(a: RouteEntry<unknown>, b: RouteEntry<unknown>): boolean {
  const sameType = (x?: string, y?: string) => x === undefined || y === undefined || x === y
  return (
    a.start_point_id === b.start_point_id &&
    a.finish_point_id === b.finish_point_id &&
    sameType(a.start_point_type, b.start_point_type) &&
    sameType(a.finish_point_type, b.finish_point_type)
  )
}

/** The list with `entry` first, its duplicate removed, cut to `limit`. Pure. */
export function pushRoute<T extends RouteEntry<unknown>>(
  list: readonly T[],
  entry: T,
  limit: number = lastRoutesLimit,
): T[] {
  return [entry, ...list.filter((item) => !sameRoute(item, entry))].slice(0, limit)
}

function isRouteEntry(value: unknown): value is RouteEntry<unknown> {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return Number.isFinite(v.start_point_id) && Number.isFinite(v.finish_point_id)
}

/** The saved list; a missing or damaged entry in storage yields `[]` (bad items are skipped). */
export function loadRoutes<Info = Place>(storage: KeyValueStorage, key = lastRoutesKey): RouteEntry<Info>[] {
  const value = readJson<unknown>(storage, key, [])
  return Array.isArray(value) ? (value.filter(isRouteEntry) as RouteEntry<Info>[]).slice(0, lastRoutesLimit) : []
}

export function saveRoutes<Info>(storage: KeyValueStorage, list: readonly RouteEntry<Info>[], key = lastRoutesKey) {
  writeItem(storage, key, JSON.stringify(list))
}

/** Pushes an entry and saves the result; answers the new list. */
export function rememberRoute<Info = Place>(
  storage: KeyValueStorage,
  entry: RouteEntry<Info>,
  key = lastRoutesKey,
): RouteEntry<Info>[] {
  const list = pushRoute(loadRoutes<Info>(storage, key), entry)
  saveRoutes(storage, list, key)
  return list
}
