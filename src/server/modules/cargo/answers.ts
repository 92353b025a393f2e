/** Rows to answers: the dictionary names and, when asked for by a signed-in caller, the contacts. */
import type { Kysely } from 'kysely'
import type { Cargo } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import { contactsOf } from './contacts'
import { toCargo } from './entity'
import { dictionaryNames } from './names'
import type { CargoRow } from './rows'
import type { Viewer } from './viewer'

export interface AnswerOptions {
  lang: Lang
  viewer: Viewer
  include?: readonly string[] | undefined
}

export async function cargoAnswers(db: Kysely<DB>, rows: CargoRow[], options: AnswerOptions): Promise<Cargo[]> {
  if (rows.length === 0) return []
  const withContacts = options.viewer.userId !== null && (options.include ?? []).includes('contacts')
  const [names, contacts] = await Promise.all([
    dictionaryNames(db, options.lang),
    withContacts ? contactsOf(db, rows) : Promise.resolve(undefined),
  ])
  return rows.map((row) => toCargo(row, { lang: options.lang, names, viewer: options.viewer, contacts }))
}
