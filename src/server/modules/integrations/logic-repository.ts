/** Custom logic rules' SQL, and the dry run: a rule against the last imported orders, nothing changed. */
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { CustomLogic, DryRunRow, RuleActions, RuleCondition } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import { invalidField, notFound } from '../../http/errors'
import { routeKm } from '../cargo/geo'
import { checkStaff } from './distribution-repository'
import { lanePerKm, matches } from './rules'

type Db = Kysely<DB>

export interface RuleInput {
  name: string
  active: boolean
  position: number
  conditions: RuleCondition[]
  actions: RuleActions
}

function ruleRows(db: Db) {
  return db
    .selectFrom('custom_logics as l')
    .select([
      'l.id',
      'l.name',
      'l.active',
      'l.position',
      'l.conditions',
      'l.actions',
      'l.created_at',
      sql<number>`(select count(*)::int from import_orders o where o.rule_id = l.id)`.as('orders_count'),
    ])
}
type Row = Awaited<ReturnType<ReturnType<typeof ruleRows>['executeTakeFirstOrThrow']>>

const answer = (row: Row): CustomLogic => ({
  id: row.id,
  name: row.name,
  active: row.active,
  position: row.position,
  conditions: row.conditions as CustomLogic['conditions'],
  actions: row.actions,
  orders_count: Number(row.orders_count),
  created_at: new Date(row.created_at).toISOString(),
})

export async function rules(db: Db, companyId: number, limit: number, offset: number) {
  const rows = await ruleRows(db)
    .where('l.company_id', '=', companyId)
    .orderBy('l.position')
    .orderBy('l.id')
    .limit(limit)
    .offset(offset)
    .execute()
  const size = await db
    .selectFrom('custom_logics')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return { rows: rows.map(answer), size: Number(size.n) }
}

export async function rule(db: Db, companyId: number, id: number): Promise<CustomLogic> {
  const row = await ruleRows(db).where('l.id', '=', id).where('l.company_id', '=', companyId).executeTakeFirst()
  if (!row) throw notFound()
  return answer(row)
}

/** The staff member, the partner and the additional conditions a rule names must exist (422 per field). */
async function checkRule(db: Db, companyId: number, input: RuleInput) {
  if (input.actions.assign_user_id !== null)
    await checkStaff(db, companyId, input.actions.assign_user_id, 'actions.assign_user_id')
  for (const [i, condition] of input.conditions.entries()) {
    if (condition.field !== 'partner_id') continue
    const partner = await db
      .selectFrom('integration_partners')
      .select('id')
      .where('id', '=', Number(condition.value))
      .where('company_id', '=', companyId)
      .executeTakeFirst()
    if (!partner) throw invalidField(`conditions.${i}.value`, 'import_partner_unknown')
  }
  const wanted = input.actions.additional_conditions
  if (wanted.length > 0) {
    const found = await db
      .selectFrom('dictionary_items')
      .select('id')
      .where('kind', '=', 'additional-conditions')
      .where('id', 'in', wanted)
      .execute()
    if (found.length !== new Set(wanted).size) throw invalidField('actions.additional_conditions', 'dictionary_unknown')
  }
}

const columns = (input: RuleInput) => ({
  name: input.name,
  active: input.active,
  position: input.position,
  conditions: JSON.stringify(input.conditions),
  actions: JSON.stringify(input.actions),
})

export async function insertRule(db: Db, companyId: number, userId: number, input: RuleInput): Promise<number> {
  await checkRule(db, companyId, input)
  const row = await db
    .insertInto('custom_logics')
    .values({ company_id: companyId, created_by: userId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateRule(db: Db, companyId: number, id: number, input: RuleInput) {
  await rule(db, companyId, id)
  await checkRule(db, companyId, input)
  await db
    .updateTable('custom_logics')
    .set({ ...columns(input), updated_at: new Date() })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute()
}

export async function deleteRule(db: Db, companyId: number, id: number) {
  const gone = await db
    .deleteFrom('custom_logics')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (Number(gone.numDeletedRows) === 0) throw notFound()
}

export async function dryRun(
  db: Db,
  companyId: number,
  input: RuleInput,
  limit: number,
  lang: Lang,
): Promise<DryRunRow[]> {
  await checkRule(db, companyId, input)
  const name = lang === 'en' ? 'name_en' : 'name_ru'
  const rows = await db
    .selectFrom('import_orders as o')
    .innerJoin('integration_partners as p', 'p.id', 'o.partner_id')
    .innerJoin('cargos as c', 'c.id', 'o.cargo_id')
    .innerJoin('places as s', 's.id', 'c.start_place_id')
    .innerJoin('places as f', 'f.id', 'c.finish_place_id')
    .select([
      'o.id',
      'o.external_id',
      'o.partner_id',
      'p.name as partner_name',
      'o.contact',
      's.name_ru as from_ru',
      'f.name_ru as to_ru',
      sql<string>`s.${sql.ref(name)}`.as('from_name'),
      sql<string>`f.${sql.ref(name)}`.as('to_name'),
      's.region_en as from_region',
      'f.region_en as to_region',
      's.lat as from_lat',
      's.lng as from_lng',
      'f.lat as to_lat',
      'f.lng as to_lng',
      'c.weight',
      'c.price',
      'c.truck_type_ids',
    ])
    .where('o.company_id', '=', companyId)
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute()
  let assign: { id: number; name: string } | null = null
  if (input.actions.assign_user_id !== null) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', input.actions.assign_user_id)
      .executeTakeFirst()
    assign = user ?? null
  }
  const out: DryRunRow[] = []
  for (const row of rows) {
    const price = row.price === null ? null : Number(row.price)
    const matched = matches(input, {
      partner_id: row.partner_id,
      from: row.from_ru,
      to: row.to_ru,
      weight: Number(row.weight),
      price,
      truck_type: row.truck_type_ids,
      contact: row.contact,
    })
    let priced = price
    if (matched && input.actions.price_factor !== null) {
      const perKm = await lanePerKm(db, row.from_region, row.to_region)
      const km = routeKm([
        { lat: row.from_lat, lng: row.from_lng },
        { lat: row.to_lat, lng: row.to_lng },
      ])
      if (perKm !== null && km > 0) priced = Math.round((perKm * km * input.actions.price_factor) / 100) * 100
    }
    out.push({
      import_order_id: row.id,
      external_id: row.external_id,
      partner: { id: row.partner_id, name: row.partner_name },
      route: `${row.from_name} → ${row.to_name}`,
      matched,
      publish: matched && input.actions.publish,
      hold: matched && input.actions.hold,
      price: priced,
      assign: matched ? assign : null,
    })
  }
  return out
}
