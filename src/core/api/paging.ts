/**
 * List paging of spec 4, as pure functions: next page adds limit to offset, reset sets offset to 0,
 * loading more appends to the list, a fresh load replaces it. Page sizes of spec 9 are in `pageSizes`.
 */

export interface Pagination {
  limit: number
  offset: number
}

/** Spec 9 page sizes. */
export const pageSizes = {
  /** Cargo lists, cargo owners, departments, trades, managers, goal details. */
  default: 20,
  /** The generic list store. */
  genericList: 40,
  relevantCargos: 30,
  notifications: 10,
  /** Registry and prepayment lists. */
  registry: 200,
  customSettings: 100,
  /** Employees, carriers, relevant transport and truck lookups, dictionaries. */
  all: 9999,
  comments: 3,
} as const

export function pagination(limit: number = pageSizes.default, offset = 0): Pagination {
  return { limit, offset }
}

/** Next page: offset + limit. */
export function nextPage(page: Pagination): Pagination {
  return { ...page, offset: page.offset + page.limit }
}

/** Back to the first page: offset 0, limit kept. */
export function resetPage(page: Pagination): Pagination {
  return { ...page, offset: 0 }
}

/** Load more: the new page's items after the current ones. */
export function appendPage<T>(list: readonly T[], items: readonly T[]): T[] {
  return [...list, ...items]
}

/** A fresh load: the new items replace the list. */
export function replacePage<T>(_list: readonly T[], items: readonly T[]): T[] {
  return [...items]
}

/** Merges a loaded page into the list: appended when it was loaded at an offset > 0, replacing at offset 0. */
export function mergePage<T>(list: readonly T[], items: readonly T[], page: Pagination): T[] {
  return page.offset > 0 ? appendPage(list, items) : replacePage(list, items)
}

/** Whether more items remain on the server (`size` is the answer's `meta.size`). */
export function hasMore(loaded: number, size: number): boolean {
  return loaded < size
}
