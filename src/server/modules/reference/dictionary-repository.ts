/** A dictionary in the request language, in display order. */
import type { Kysely, Selectable } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { type DictionaryItem, type DictionaryKind, dictionary } from '../../../core/contract/reference'
import { sharedCache } from '../../db/change-feed'
import type { DB, DictionaryItemsTable } from '../../db/schema'
import type { PreparedAnswer } from '../../http/prepared-answer'
import { prepareAnswer } from '../../http/route'

type Row = Selectable<DictionaryItemsTable>

function loadDictionary(db: Kysely<DB>, kind: DictionaryKind): Promise<Row[]> {
  return db.selectFrom('dictionary_items').selectAll().where('kind', '=', kind).orderBy('sort').orderBy('id').execute()
}

/**
 * A dictionary page as the route answers it, serialized: the same for everyone in a language, so each instance
 * keeps it until `dictionary_items` is written (by any instance, see db/change-feed.ts).
 */
export function preparedDictionaryPage(
  db: Kysely<DB>,
  kind: DictionaryKind,
  lang: Lang,
  limit: number,
): Promise<PreparedAnswer> {
  const load = async () => prepareAnswer(dictionary, await dictionaryPage(db, kind, lang, limit))
  const cache = sharedCache<PreparedAnswer>(db, 'dictionary-pages', {
    tables: ['dictionary_items'],
    max: 500,
    ttlMs: 10 * 60_000,
  })
  return cache ? cache.get(`${kind}:${lang}:${limit}`, load) : load()
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
