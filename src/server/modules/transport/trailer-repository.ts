/** Trailers' SQL: the company's trailers and writing one; a number already in the fleet is a 409 on the field. */
import type { z } from 'zod'
import type { TrailerInput } from '../../../core/contract/transport'
import { conflict, isUniqueViolation } from '../../http/errors'
import type { Db } from './access'

/** A page of the company's trailers, by number, and how many there are. */
export async function listCompanyTrailers(db: Db, companyId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('trailers').where('company_id', '=', companyId)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('number').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(count.n) }
}

/** Runs a trailer write; the fleet's unique number becomes a 409 on `field`. */
async function numberUnique<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'trailers_company_number')) {
      throw conflict('trailer_number_taken', { [field]: 'trailer_number_taken' })
    }
    throw error
  }
}

/** Inserts a trailer; `field` names the number in a 409 (`trailer.number` when it comes with a truck). */
export function insertTrailer(db: Db, companyId: number, trailer: z.output<typeof TrailerInput>, field = 'number') {
  return numberUnique(field, () =>
    db
      .insertInto('trailers')
      .values({
        company_id: companyId,
        number: trailer.number,
        truck_type_id: trailer.truck_type_id ?? null,
        volume: trailer.volume ?? null,
        capacity: trailer.capacity ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
}

export function updateTrailer(db: Db, companyId: number, id: number, changes: Partial<z.output<typeof TrailerInput>>) {
  return numberUnique('number', () =>
    db
      .updateTable('trailers')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  )
}

export async function deleteTrailer(db: Db, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('trailers').where('id', '=', id).where('company_id', '=', companyId).execute()
}
