/**
 * Full-name suggestions, the part without SQL: the words typed are the surname, the name and the patronymic, in
 * that order; every word but the last is kept as typed, the last is completed from the name parts, in keeping with
 * the gender the earlier words show (Иванова Ан… suggests Анна, not Андрей).
 */
import type { z } from 'zod'
import type { FioSuggestion } from '../../../core/contract/reference'

export type Suggestion = z.infer<typeof FioSuggestion>
export type Gender = Suggestion['gender']
export type Kind = 'surname' | 'name' | 'patronymic'

export const kinds: Kind[] = ['surname', 'name', 'patronymic']

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

/** Lower case with ё as е (in SQL: `plainValue` of the repository). */
export const plain = (text: string) => text.toLowerCase().replace(/ё/g, 'е')
