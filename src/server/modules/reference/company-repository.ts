/**
 * Company suggestions: companies on the exchange by INN prefix (a query of digits) or by name (containing the
 * query, or similar to it for typos and quotes: "ооо ромашка" finds ООО «Ромашка»). Only the public registry
 * fields of companies registered on the exchange: never the platform's own company, and never a counterparty a
 * company recorded for itself (its private contractor list).
 */
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { CompanySuggestion } from '../../../core/contract/reference'
import type { DB } from '../../db/schema'
import { escapeLike } from './search-text'

type Suggestion = z.infer<typeof CompanySuggestion>

const lowerName = sql<string>`lower(name)`

export async function suggestCompanies(db: Kysely<DB>, query: string, count: number): Promise<Suggestion[]> {
  const base = db
    .selectFrom('companies')
    .select(['inn', 'name', 'kpp', 'ogrn', 'legal_address', 'type'])
    .where('type', '<>', 'platform')
    .where('created_by_company_id', 'is', null)
  const digits = query.replace(/\s+/g, '')
  if (/^\d+$/.test(digits)) {
    return base.where('inn', 'like', `${digits}%`).orderBy('inn').limit(count).execute()
  }
  // Quotes and repeated spaces do not matter: «Ромашка», "Ромашка" and Ромашка are one name.
  const key = query
    .toLowerCase()
    .replace(/[«»"'„“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!key) return []
  const contains = `%${escapeLike(key)}%`
  const plainName = sql<string>`regexp_replace(${lowerName}, '[«»"''„“”[:space:]]+', ' ', 'g')`
  return base
    .where((eb) =>
      eb.or([
        eb(lowerName, 'like', contains),
        eb(plainName, 'like', contains),
        sql<boolean>`${lowerName} % ${key}`,
        sql<boolean>`${key} <% ${lowerName}`,
      ]),
    )
    .orderBy(sql`${plainName} like ${contains}`, 'desc')
    .orderBy(sql`greatest(similarity(${lowerName}, ${key}), word_similarity(${key}, ${lowerName}))`, 'desc')
    .orderBy('name')
    .limit(count)
    .execute()
}
