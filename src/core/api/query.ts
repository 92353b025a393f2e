/**
 * Query strings and filter values (spec 3 "Value rules", spec 7 "Generic list actions").
 *
 * Encoding, read by the server with `qs` (depth 3):
 * - nested objects become brackets: `{ filter: { inn: '7707' } }` → `filter[inn]=7707`;
 * - arrays use empty brackets, one pair per value: `{ filter: { truck_types: [1, 2] } }` →
 *   `filter[truck_types][]=1&filter[truck_types][]=2` (so a one-element array is still an array to `qs`);
 * - `undefined`, `null`, `''`, empty arrays and objects left empty by these rules are dropped;
 * - booleans are `true`/`false` (spec 5: `filter[own]=true`), dates `YYYY-MM-DD`, numbers as written.
 * Keys keep their insertion order.
 */

export type QueryValue = string | number | boolean | bigint | Date | null | undefined | QueryValue[] | QueryObject
export interface QueryObject {
  [key: string]: QueryValue
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))
}

function scalar(value: string | number | boolean | bigint | Date): string | undefined {
  if (value instanceof Date) return isoDate(value)
  return String(value)
}

/** Flattens a query object to `[key, value]` pairs in the encoding above. */
export function queryEntries(query: unknown, prefix = ''): Array<[string, string]> {
  const out: Array<[string, string]> = []
  const walk = (value: unknown, key: string) => {
    if (isEmpty(value)) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, `${key}[]`)
      return
    }
    if (value instanceof Date || typeof value !== 'object') {
      const text = scalar(value as string | number | boolean | bigint | Date)
      if (text !== undefined && key) out.push([key, text])
      return
    }
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      walk(child, key ? `${key}[${name}]` : name)
    }
  }
  walk(query, prefix)
  return out
}

/** The query string without `?`; `''` when nothing is left. Brackets are left readable (`filter[inn]=1`). */
export function encodeQuery(query: unknown): string {
  return queryEntries(query)
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`)
    .join('&')
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']')
}

/** A number from a number or a user-typed string (`'12,5'`, `'1 000'`); `undefined` for empty or not a number. */
export function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  if (text === '') return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

/** Spec 3: price and price-per-km values travel multiplied by 100 (minor units), rounded to whole units. */
export function minorUnits(value: number | string | null | undefined): number | undefined {
  const n = toNumber(value)
  return n === undefined ? undefined : Math.round(n * 100)
}

/** Minor units back to the major amount the user types (`123450` → `1234.5`). */
export function majorUnits(minor: number | null | undefined): number | undefined {
  return minor === null || minor === undefined ? undefined : minor / 100
}

export interface Range {
  min?: number
  max?: number
}

/**
 * Spec 3: a range is sent as its min and, when max is at least min, its max. Without a min the max alone is
 * sent; with neither the whole range is `undefined` (and dropped from the query).
 * `rangeFilter(minorUnits(from), minorUnits(to))` for prices.
 */
export function rangeFilter(
  min: number | string | null | undefined,
  max: number | string | null | undefined,
): Range | undefined {
  const lo = toNumber(min)
  const hi = toNumber(max)
  const range: Range = {}
  if (lo !== undefined) range.min = lo
  if (hi !== undefined && (lo === undefined || hi >= lo)) range.max = hi
  return Object.keys(range).length > 0 ? range : undefined
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * Spec 3: dates travel as `YYYY-MM-DD`. A `Date` gives its local calendar day (what the user picked), a
 * `YYYY-MM-DD` string passes through, another date string is parsed; anything else gives `undefined`.
 */
export function isoDate(date: Date | string | number | null | undefined): string | undefined {
  if (date === null || date === undefined || date === '') return undefined
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date
  const d = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(d.getTime())) return undefined
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
