/**
 * Full-name suggestions: the words typed are the surname, the name and the patronymic, in that order; every word
 * but the last is kept as typed, the last is completed from the name parts, in keeping with the gender the earlier
 * words show (Иванова Ан… suggests Анна, not Андрей).
 */
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { FioSuggestion } from '../../../core/contract/reference'
import type { DB } from '../../db/schema'
import { escapeLike } from './search-text'

type Suggestion = z.infer<typeof FioSuggestion>
type Gender = Suggestion['gender']
type Kind = 'surname' | 'name' | 'patronymic'

const kinds: Kind[] = ['surname', 'name', 'patronymic']

/** `иванов` → `Иванов`, `римский-корсаков` → `Римский-Корсаков`. */
export function capitalize(word: string): string {
  return word.toLowerCase().replace(/(^|-)(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
}

/** What a word's ending says about the gender, when the name parts do not know the word. */
export function genderByEnding(kind: Kind, word: string): Gender {
  const w = word.toLowerCase()
  if (kind === 'surname') {
    if (/(ова|ева|ёва|ина|ына|ская|цкая|ая)$/.test(w)) return 'female'
    if (/(ов|ев|ёв|ин|ын|ский|цкий|ой|ый|ий)$/.test(w)) return 'male'
  }
  if (kind === 'patronymic') {
    if (/(ич|оглы|улы)$/.test(w)) return 'male'
    if (/(на|кызы|гызы)$/.test(w)) return 'female'
  }
  return 'unknown'
}

/** Lower case with ё as е, in SQL and in JS alike. */
const plainValue = sql<string>`translate(lower(value), 'ё', 'е')`
const plain = (text: string) => text.toLowerCase().replace(/ё/g, 'е')

async function knownGender(db: Kysely<DB>, kind: Kind, word: string): Promise<Gender> {
  const rows = await db
    .selectFrom('name_parts')
    .select('gender')
    .where('kind', '=', kind)
    .where(plainValue, '=', plain(word))
    .execute()
  const genders = new Set(rows.map((r) => r.gender).filter((g) => g !== 'unknown'))
  if (genders.size === 1) return [...genders][0] as Gender
  return genders.size === 0 ? genderByEnding(kind, word) : 'unknown'
}

export async function suggestFio(db: Kysely<DB>, query: string, count: number): Promise<Suggestion[]> {
  const words = query.split(/\s+/).filter(Boolean)
  if (words.length === 0 || words.length > kinds.length) return []
  const typed = words.slice(0, -1).map(capitalize)
  const last = words.at(-1)!
  const kind = kinds[words.length - 1]!

  // The gender the complete words agree on; words that disagree or say nothing leave it open.
  let gender: Gender = 'unknown'
  for (const [index, word] of typed.entries()) {
    const g = await knownGender(db, kinds[index]!, word)
    if (g === 'unknown') continue
    if (gender !== 'unknown' && gender !== g) {
      gender = 'unknown'
      break
    }
    gender = g
  }

  let candidates = db
    .selectFrom('name_parts')
    .select(['value', 'gender'])
    .where('kind', '=', kind)
    .where(plainValue, 'like', `${escapeLike(plain(last))}%`)
  if (gender !== 'unknown') candidates = candidates.where('gender', 'in', [gender, 'unknown'])
  const rows = await candidates
    .orderBy(sql`${plainValue} = ${plain(last)}`, 'desc')
    .orderBy('popularity', 'desc')
    .orderBy('value')
    .limit(count)
    .execute()

  const build = (lastWord: string, partGender: Gender): Suggestion => {
    const parts = [...typed, lastWord]
    return {
      value: parts.join(' '),
      surname: parts[0] ?? null,
      name: parts[1] ?? null,
      patronymic: parts[2] ?? null,
      gender: partGender !== 'unknown' ? partGender : gender,
    }
  }
  if (rows.length === 0) {
    // Nothing known starts so: the words as typed, the gender from the endings.
    const own = gender !== 'unknown' ? gender : genderByEnding(kind, last)
    return [build(capitalize(last), own)]
  }
  return rows.map((row) => build(row.value, row.gender as Gender))
}
