/**
 * The shipper's lists (spec 5: `own=true` unless a companyStaff filter is set). Own cargos are those the caller
 * posted or answers for; `filter[company_staff]` lists one staff member's instead (a user of another company, or
 * the system assistant, has none); `filter[own]=false` the whole company's.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { viewerOf } from '../cargo/access'
import { type CargoRow, cargoRows } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'

const sortColumns = {
  load_date: { column: 'c.load_date_from', nullable: false },
  price: { column: 'c.price', nullable: true },
  price_per_km: { column: 'c.price_per_km', nullable: true },
  distance: { column: 'c.distance_km', nullable: true },
  weight: { column: 'c.weight', nullable: false },
  created_at: { column: 'c.created_at', nullable: false },
} as const
type SortKey = keyof typeof sortColumns | `-${keyof typeof sortColumns}`

function orderBy(sort: SortKey): RawBuilder<unknown> {
  const descending = sort.startsWith('-')
  const { column, nullable } = sortColumns[sort.replace(/^-/, '') as keyof typeof sortColumns]
  const direction = sql.raw(descending ? 'desc' : 'asc')
  return sql`${sql.ref(column)} ${direction}${sql.raw(nullable ? ' nulls last' : '')}, c.id ${direction}`
}

export interface ShipperListRequest {
  stages: readonly CargoStage[] | null
  own: boolean | undefined
  companyStaff: number | undefined
  sort: SortKey
  limit: number
  offset: number
}

export async function shipperCargos(
  db: Kysely<DB>,
  me: CurrentUser,
  request: ShipperListRequest,
): Promise<{ rows: CargoRow[]; size: number }> {
  const companyId = ownCompanyId(me)
  const conditions: RawBuilder<unknown>[] = [sql`c.company_id = ${companyId}`]
  if (request.stages) conditions.push(sql`c.stage = any(${[...request.stages]}::text[])`)
  const person = request.companyStaff ?? (request.own === false ? null : me.id)
  if (person !== null) conditions.push(sql`(c.created_by = ${person} or c.responsible_user_id = ${person})`)
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`
  const counted = await db
    .selectFrom('cargos as c')
    .select(sql<number>`count(*)::int`.as('size'))
    .where(where)
    .executeTakeFirstOrThrow()
  const size = Number(counted.size)
  if (request.offset >= size) return { rows: [], size }
  const rows = await cargoRows(db, viewerOf(me))
    .where(where)
    .orderBy(orderBy(request.sort))
    .limit(request.limit)
    .offset(request.offset)
    .execute()
  return { rows, size }
}
