/**
 * Names of dictionary items an answer refers to (truck, load, cargo and pack types, makes), in the request
 * language, read for a request: the dictionaries named are small (under a hundred rows together).
 */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { sharedCache } from '../../db/change-feed'
import type { DB } from '../../db/schema'

export type DictionaryNames<K extends string> = Record<K, Map<number, string>>

export async function dictionaryNames<K extends string>(
  db: Kysely<DB>,
  lang: Lang,
  kinds: readonly K[],
): Promise<DictionaryNames<K>> {
  const load = () => readDictionaryNames(db, lang, kinds)
  // The same for every request in a language: kept until `dictionary_items` is written (see db/change-feed.ts).
  const cache = sharedCache<DictionaryNames<K>>(db, 'dictionary-names', {
    tables: ['dictionary_items'],
    max: 100,
    ttlMs: 10 * 60_000,
  })
  return cache ? cache.get(`${lang}:${kinds.join(',')}`, load) : load()
}

async function readDictionaryNames<K extends string>(
  db: Kysely<DB>,
  lang: Lang,
  kinds: readonly K[],
): Promise<DictionaryNames<K>> {
  const rows = await db
    .selectFrom('dictionary_items')
    .select(['kind', 'id', 'name_ru', 'name_en'])
    .where('kind', 'in', kinds)
    .execute()
  const names = Object.fromEntries(kinds.map((kind) => [kind, new Map<number, string>()])) as DictionaryNames<K>
  for (const row of rows) names[row.kind as K].set(row.id, lang === 'en' ? row.name_en : row.name_ru)
  return names
}

/** `{id, name}`; an id missing from the dictionary keeps its number as the name rather than vanishing. */
export function named<K extends string>(names: DictionaryNames<K>, kind: K, id: number): { id: number; name: string } {
  return { id, name: names[kind].get(id) ?? String(id) }
}
