/** A dictionary in the request language, in display order. */
import type { Kysely, Selectable } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { DictionaryItem, DictionaryKind } from '../../../core/contract/reference'
import type { DB, DictionaryItemsTable } from '../../db/schema'

type Row = Selectable<DictionaryItemsTable>

/**
 * Dictionaries change only with a deploy (they are reference data loaded by the seed), so each server instance
 * reads a dictionary once and keeps it; per database, so that test servers in one process do not share it.
 */
const cache = new WeakMap<Kysely<DB>, Map<DictionaryKind, Promise<Row[]>>>()

function loadDictionary(db: Kysely<DB>, kind: DictionaryKind): Promise<Row[]> {
  const byKind = cache.get(db) ?? new Map<DictionaryKind, Promise<Row[]>>()
  cache.set(db, byKind)
  let rows = byKind.get(kind)
  if (!rows) {
    rows = db
      .selectFrom('dictionary_items')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    // A failed read is not kept: the next request tries again.
    rows.catch(() => byKind.delete(kind))
    byKind.set(kind, rows)
  }
  return rows
}

export async function dictionaryPage(
  db: Kysely<DB>,
  kind: DictionaryKind,
  lang: Lang,
  limit: number,
): Promise<{ data: DictionaryItem[]; meta: { size: number } }> {
  const all = await loadDictionary(db, kind)
  const rows = all.slice(0, limit)
  const total = { size: all.length }
  const data = rows.map((row) => ({
    id: row.id,
    name: lang === 'en' ? row.name_en : row.name_ru,
    short_name: lang === 'en' ? row.short_en : row.short_ru,
    ...(row.vat === null ? {} : { vat: row.vat }),
  }))
  return { data, meta: { size: Number(total.size) } }
}
