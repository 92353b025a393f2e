/** Loads the dictionaries (truck types, load types, currencies…) into an empty `dictionary_items` table. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { batches } from './batches'
import { dictionaryItems } from './dictionary-items'

export async function seedDictionaries(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('dictionary_items').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const rows = Object.entries(dictionaryItems).flatMap(([kind, items]) =>
    items.map((item, index) => ({
      kind,
      id: item.id,
      name_ru: item.ru,
      name_en: item.en,
      short_ru: item.shortRu ?? item.ru,
      short_en: item.shortEn ?? item.en,
      vat: item.vat ?? null,
      sort: (index + 1) * 10,
    })),
  )
  for (const batch of batches(rows)) await db.insertInto('dictionary_items').values(batch).execute()
}
