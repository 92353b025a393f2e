/** Dictionary names a cargo refers to (truck, load, cargo and pack types), in the request language. */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'

const kinds = ['truck_types', 'load_types', 'cargo_types', 'pack_types'] as const
export type NamedKind = (typeof kinds)[number]

export type DictionaryNames = Record<NamedKind, Map<number, string>>

/** The four dictionaries are small (under a hundred rows together): one read per request. */
export async function dictionaryNames(db: Kysely<DB>, lang: Lang): Promise<DictionaryNames> {
  const rows = await db
    .selectFrom('dictionary_items')
    .select(['kind', 'id', 'name_ru', 'name_en'])
    .where('kind', 'in', kinds)
    .execute()
  const names = Object.fromEntries(kinds.map((kind) => [kind, new Map<number, string>()])) as DictionaryNames
  for (const row of rows) names[row.kind as NamedKind].set(row.id, lang === 'en' ? row.name_en : row.name_ru)
  return names
}

/** `{id, name}`; an id missing from the dictionary keeps its number as the name rather than vanishing. */
export function named(names: DictionaryNames, kind: NamedKind, id: number): { id: number; name: string } {
  return { id, name: names[kind].get(id) ?? String(id) }
}
