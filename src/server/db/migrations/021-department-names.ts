/**
 * Departments are managed by the company's administrator and managers (modules/analytics/department-routes.ts):
 * a department's name is unique within its company regardless of case, so two «Логистика: Центр» cannot be made
 * by two people at once (the index turns the race into a 409, not a duplicate).
 */
import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index departments_company_name on departments (company_id, lower(name))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists departments_company_name`.execute(db)
}
