/** Loads surnames, first names and patronymics for the full-name suggestions into an empty `name_parts` table. */
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { batches } from './batches'
import { femaleNames, maleNames, patronymics, surnames } from './name-part-lists'

export interface NamePartRow {
  kind: 'surname' | 'name' | 'patronymic'
  value: string
  gender: 'male' | 'female' | 'unknown'
  popularity: number
}

const words = (list: string) => list.split(/\s+/).filter(Boolean)

/** The female form of a male surname, or null when the surname does not change (Шевченко, Черных). */
export function femaleSurname(male: string): string | null {
  if (/(ов|ев|ёв|ин|ын)$/.test(male)) return `${male}а`
  if (/(ский|цкий)$/.test(male)) return `${male.slice(0, -2)}ая`
  if (/[оы]й$/.test(male)) return `${male.slice(0, -2)}ая`
  return null
}

/** Popularity from the position in a list: the first of n gets n. */
function ranked<T>(list: T[], row: (item: T, popularity: number) => NamePartRow[]): NamePartRow[] {
  return list.flatMap((item, index) => row(item, list.length - index))
}

export function namePartRows(): NamePartRow[] {
  return [
    ...ranked(words(surnames), (male, popularity) => {
      const female = femaleSurname(male)
      return female
        ? [
            { kind: 'surname', value: male, gender: 'male', popularity },
            { kind: 'surname', value: female, gender: 'female', popularity },
          ]
        : [{ kind: 'surname', value: male, gender: 'unknown', popularity }]
    }),
    ...ranked(words(maleNames), (value, popularity) => [{ kind: 'name', value, gender: 'male', popularity }]),
    ...ranked(words(femaleNames), (value, popularity) => [{ kind: 'name', value, gender: 'female', popularity }]),
    ...ranked(patronymics, ([male, female], popularity) => [
      { kind: 'patronymic', value: male, gender: 'male', popularity },
      { kind: 'patronymic', value: female, gender: 'female', popularity },
    ]),
  ]
}

export async function seedNameParts(db: Kysely<DB>): Promise<void> {
  const existing = await db.selectFrom('name_parts').select('id').limit(1).executeTakeFirst()
  if (existing) return
  for (const batch of batches(namePartRows())) await db.insertInto('name_parts').values(batch).execute()
}
