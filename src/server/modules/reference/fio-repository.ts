/** The SQL of full-name suggestions: the name parts that know a word's gender, and those that complete the last word. */
import { type Kysely, sql } from 'kysely'
import type { DB } from '../../db/schema'
import { capitalize, type Gender, genderByEnding, type Kind, kinds, plain, type Suggestion } from './fio'
import { escapeLike } from './search-text'

/** Lower case with ё as е, as `plain` does in JS. */
const plainValue = sql<string>`translate(lower(value), 'ё', 'е')`

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
