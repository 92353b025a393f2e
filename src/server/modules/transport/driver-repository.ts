/** Drivers' SQL: the company's drivers, filtered by name, and writing one. */
import { sql } from 'kysely'
import type { z } from 'zod'
import type { DriverInput } from '../../../core/contract/transport'
import type { Db } from './access'

/** A page of the company's drivers (by name, containing `name` when given) and how many there are. */
export async function listCompanyDrivers(
  db: Db,
  companyId: number,
  name: string | undefined,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('drivers').where('company_id', '=', companyId)
  if (name) base = base.where(sql<boolean>`lower(name) like ${`%${name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`)
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, size: Number(count.n) }
}

export function insertDriver(db: Db, companyId: number, driver: z.output<typeof DriverInput>) {
  return db
    .insertInto('drivers')
    .values({ company_id: companyId, name: driver.name, phone: driver.phone ?? null, licence: driver.licence ?? null })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function updateDriver(db: Db, companyId: number, id: number, changes: Partial<z.output<typeof DriverInput>>) {
  return db
    .updateTable('drivers')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function deleteDriver(db: Db, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('drivers').where('id', '=', id).where('company_id', '=', companyId).execute()
}
