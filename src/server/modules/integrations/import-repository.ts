/**
 * The imports' SQL: partners, imports (their key stored as a SHA-256, shown once), runs, imported orders and
 * their export, and the graph. Everything is read within the caller's company; another company's id is a 404.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { addDays, dayIn } from '../../../core/contract/days'
import type { ImportGraph, ImportMapping, ImportOrder, ImportRun } from '../../../core/contract/integrations'
import type { DB } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { lockCargo, setCargoStage } from '../cargo/cargo-repository'

type Db = Kysely<DB>

export function newImportKey(): string {
  return `fxi_${randomBytes(24).toString('base64url')}`
}
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex')

export function keyMatches(stored: string | null, key: string): boolean {
  if (!stored) return false
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(keyHash(key), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The partner of that name in the company, made when new (names compared without regard to case). */
export async function partnerNamed(db: Db, companyId: number, name: string): Promise<number> {
  const found = await db
    .selectFrom('integration_partners')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql`lower(name)`, '=', name.toLocaleLowerCase('ru'))
    .executeTakeFirst()
  if (found) return found.id
  const made = await db
    .insertInto('integration_partners')
    .values({ company_id: companyId, name })
    .onConflict((oc) => oc.expression(sql`company_id, lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (made) return made.id
  return partnerNamed(db, companyId, name)
}

export async function ownPartner(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('integration_partners')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  return row ?? null
}

export function runAnswer(row: {
  id: number
  source: string
  file_name: string | null
  total: number
  imported: number
  duplicates: number
  failed: number
  errors: ImportRun['errors']
  user_id: number | null
  user_name: string | null
  created_at: Date
}): ImportRun {
  return {
    id: row.id,
    source: row.source as ImportRun['source'],
    file_name: row.file_name,
    total: row.total,
    imported: row.imported,
    duplicates: row.duplicates,
    failed: row.failed,
    errors: row.errors,
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

function runRows(db: Db) {
  return db
    .selectFrom('import_runs as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.import_id',
      'r.source',
      'r.file_name',
      'r.total',
      'r.imported',
      'r.duplicates',
      'r.failed',
      'r.errors',
      'r.user_id',
      'u.name as user_name',
      'r.created_at',
    ])
}

export async function runsOf(db: Db, importId: number, limit: number, offset: number) {
  const rows = await runRows(db)
    .where('r.import_id', '=', importId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const size = await db
    .selectFrom('import_runs')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow()
  return { rows: rows.map(runAnswer), size: Number(size.n) }
}

export async function runById(db: Db, runId: number): Promise<ImportRun> {
  return runAnswer(await runRows(db).where('r.id', '=', runId).executeTakeFirstOrThrow())
}

function importRows(db: Db) {
  return db
    .selectFrom('integration_imports as i')
    .innerJoin('integration_partners as p', 'p.id', 'i.partner_id')
    .leftJoin('users as u', 'u.id', 'i.created_by')
    .select([
      'i.id',
      'i.company_id',
      'i.partner_id',
      'p.name as partner_name',
      'i.name',
      'i.kind',
      'i.mapping',
      'i.defaults',
      'i.publish',
      'i.key_hash',
      'i.key_hint',
      'i.created_by',
      'u.name as author_name',
      'i.created_at',
      sql<number>`(select count(*)::int from import_orders o where o.import_id = i.id)`.as('orders_count'),
      sql<number | null>`(select max(r.id) from import_runs r where r.import_id = i.id)`.as('last_run_id'),
    ])
}
export type ImportRow = Awaited<ReturnType<ReturnType<typeof importRows>['executeTakeFirstOrThrow']>>

export async function ownImport(db: Db, companyId: number, id: number): Promise<ImportRow> {
  const row = await importRows(db).where('i.id', '=', id).where('i.company_id', '=', companyId).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

export async function importById(db: Db, id: number): Promise<ImportRow | undefined> {
  return importRows(db).where('i.id', '=', id).executeTakeFirst()
}

export async function importAnswer(db: Db, row: ImportRow, publicUrl: string) {
  const lastRun = row.last_run_id === null ? null : await runById(db, Number(row.last_run_id))
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as 'file' | 'http',
    partner: { id: row.partner_id, name: row.partner_name },
    mapping: row.mapping,
    defaults: row.defaults,
    publish: row.publish,
    key_hint: row.key_hint,
    endpoint: row.kind === 'http' ? `${publicUrl}/api/v1/integration/imports/${row.id}/orders` : null,
    orders_count: Number(row.orders_count),
    last_run: lastRun,
    created_by: row.created_by !== null && row.author_name ? { id: row.created_by, name: row.author_name } : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

export async function listImportRows(db: Db, companyId: number, limit: number, offset: number) {
  const rows = await importRows(db)
    .where('i.company_id', '=', companyId)
    .orderBy('i.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
  const size = await db
    .selectFrom('integration_imports')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow()
  return { rows, size: Number(size.n) }
}

export interface ImportValues {
  name: string
  partner_name: string
  mapping: ImportMapping
  defaults: { cargo_type_id: number; truck_types: number[] }
  publish: boolean
}

/** The cargo type and body types named by the defaults must be in the dictionaries. */
async function checkDefaults(db: Db, defaults: ImportValues['defaults']) {
  const rows = await db
    .selectFrom('dictionary_items')
    .select(['kind', 'id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'cargo_types'), eb('id', '=', defaults.cargo_type_id)]),
        eb.and([eb('kind', '=', 'truck_types'), eb('id', 'in', defaults.truck_types)]),
      ]),
    )
    .execute()
  const fields: Record<string, 'dictionary_unknown'> = {}
  if (!rows.some((r) => r.kind === 'cargo_types')) fields['defaults.cargo_type_id'] = 'dictionary_unknown'
  if (rows.filter((r) => r.kind === 'truck_types').length !== new Set(defaults.truck_types).size)
    fields['defaults.truck_types'] = 'dictionary_unknown'
  if (Object.keys(fields).length > 0) throw new HttpError(422, 'dictionary_unknown', {}, fields)
}

export async function insertImport(
  db: Db,
  companyId: number,
  userId: number,
  values: ImportValues & { kind: 'file' | 'http' },
): Promise<{ id: number; key: string | null }> {
  await checkDefaults(db, values.defaults)
  const partnerId = await partnerNamed(db, companyId, values.partner_name)
  const key = values.kind === 'http' ? newImportKey() : null
  const row = await db
    .insertInto('integration_imports')
    .values({
      company_id: companyId,
      partner_id: partnerId,
      name: values.name,
      kind: values.kind,
      mapping: JSON.stringify(values.mapping),
      defaults: JSON.stringify(values.defaults),
      publish: values.publish,
      key_hash: key ? keyHash(key) : null,
      key_hint: key ? key.slice(-4) : null,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, key }
}

export async function replaceImport(
  db: Db,
  current: ImportRow,
  values: ImportValues & { renew_key: boolean },
): Promise<string | null> {
  await checkDefaults(db, values.defaults)
  const partnerId = await partnerNamed(db, current.company_id, values.partner_name)
  const key = current.kind === 'http' && values.renew_key ? newImportKey() : null
  await db
    .updateTable('integration_imports')
    .set({
      partner_id: partnerId,
      name: values.name,
      mapping: JSON.stringify(values.mapping),
      defaults: JSON.stringify(values.defaults),
      publish: values.publish,
      updated_at: new Date(),
      ...(key ? { key_hash: keyHash(key), key_hint: key.slice(-4) } : {}),
    })
    .where('id', '=', current.id)
    .execute()
  return key
}

export async function removeImport(db: Db, companyId: number, id: number) {
  const gone = await db
    .deleteFrom('integration_imports')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst()
  if (Number(gone.numDeletedRows) === 0) throw notFound()
}

// ---------------------------------------------------------------------------------------------------------------
// Imported orders

function orderRows(db: Db, lang: Lang) {
  const placeName = lang === 'en' ? 'name_en' : 'name_ru'
  return db
    .selectFrom('import_orders as o')
    .innerJoin('integration_partners as p', 'p.id', 'o.partner_id')
    .innerJoin('cargos as c', 'c.id', 'o.cargo_id')
    .leftJoin('users as u', 'u.id', 'o.assigned_user_id')
    .leftJoin('custom_logics as l', 'l.id', 'o.rule_id')
    .select([
      'o.id',
      'o.import_id',
      'o.partner_id',
      'p.name as partner_name',
      'o.external_id',
      'o.cargo_id',
      'c.stage',
      sql<string>`(select ${sql.ref(placeName)} from places where id = c.start_place_id)`.as('from_name'),
      sql<string>`(select ${sql.ref(placeName)} from places where id = c.finish_place_id)`.as('to_name'),
      sql<string>`to_char(c.load_date_from, 'YYYY-MM-DD')`.as('load_date'),
      'c.weight',
      'c.price',
      'o.contact',
      'o.assigned_user_id',
      'u.name as assigned_name',
      'o.held',
      'o.rule_id',
      'l.name as rule_name',
      'o.created_at',
    ])
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>

function orderAnswer(row: OrderRow): ImportOrder {
  return {
    id: row.id,
    import_id: row.import_id ?? 0,
    partner: { id: row.partner_id, name: row.partner_name },
    external_id: row.external_id,
    cargo_id: row.cargo_id,
    exported: row.stage !== 'draft',
    stage: row.stage,
    from: row.from_name ?? '',
    to: row.to_name ?? '',
    load_date: row.load_date,
    weight: Number(row.weight),
    price: row.price === null ? null : Number(row.price),
    contact: row.contact,
    assigned:
      row.assigned_user_id !== null && row.assigned_name ? { id: row.assigned_user_id, name: row.assigned_name } : null,
    held: row.held,
    rule: row.rule_id !== null && row.rule_name ? { id: row.rule_id, name: row.rule_name } : null,
    created_at: new Date(row.created_at).toISOString(),
  }
}

export async function importOrders(
  db: Db,
  companyId: number,
  request: { importId?: number | undefined; limit: number; offset: number },
  lang: Lang,
) {
  let query = orderRows(db, lang).where('o.company_id', '=', companyId)
  let count = db
    .selectFrom('import_orders as o')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('o.company_id', '=', companyId)
  if (request.importId !== undefined) {
    query = query.where('o.import_id', '=', request.importId)
    count = count.where('o.import_id', '=', request.importId)
  }
  const rows = await query.orderBy('o.id', 'desc').limit(request.limit).offset(request.offset).execute()
  const size = await count.executeTakeFirstOrThrow()
  return { rows: rows.map(orderAnswer), size: Number(size.n) }
}

export async function importOrder(db: Db, companyId: number, id: number, lang: Lang): Promise<ImportOrder> {
  const row = await orderRows(db, lang).where('o.id', '=', id).where('o.company_id', '=', companyId).executeTakeFirst()
  if (!row) throw notFound()
  return orderAnswer(row)
}

/**
 * Publishes an imported order's cargo (a draft becomes available), or, with `toggle`, takes an available one back
 * to a draft. A cargo further on (in work, with a contract) cannot be taken off: 409. Releases the hold.
 */
export async function setExport(db: Db, companyId: number, id: number, mode: 'toggle' | 'enable', userId: number) {
  await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('import_orders')
      .select(['id', 'cargo_id'])
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst()
    if (!order) throw notFound()
    const cargo = await lockCargo(trx, order.cargo_id, companyId)
    if (!cargo) throw notFound()
    if (cargo.stage === 'draft') {
      await setCargoStage(trx, cargo.id, 'available', userId)
      await trx.updateTable('import_orders').set({ held: false }).where('id', '=', order.id).execute()
      return
    }
    if (mode === 'enable') return
    if (cargo.stage !== 'available') throw new HttpError(409, 'import_order_not_draft')
    const taken = await trx
      .selectFrom('cargo_responses')
      .select('id')
      .where('cargo_id', '=', cargo.id)
      .where('status', 'in', ['accepted', 'wait_security_check', 'security_approved', 'contract'])
      .executeTakeFirst()
    if (taken) throw new HttpError(409, 'import_order_not_draft')
    await setCargoStage(trx, cargo.id, 'draft', userId)
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Partners and the graph

export async function partnersWithCounts(db: Db, companyId: number) {
  const rows = await db
    .selectFrom('integration_partners as p')
    .select([
      'p.id',
      'p.name',
      sql<number>`(select count(*)::int from integration_imports i where i.partner_id = p.id)`.as('imports_count'),
      sql<number>`(select count(*)::int from import_orders o where o.partner_id = p.id)`.as('orders_count'),
    ])
    .where('p.company_id', '=', companyId)
    .orderBy('p.name')
    .execute()
  return rows.map((r) => ({ ...r, imports_count: Number(r.imports_count), orders_count: Number(r.orders_count) }))
}

export async function importGraph(
  db: Db,
  companyId: number,
  request: { key: 'partner' | 'user'; partnerIds?: number[] | undefined; userIds?: number[] | undefined; days: number },
): Promise<ImportGraph> {
  const today = dayIn('Europe/Moscow')
  const first = addDays(today, -(request.days - 1))
  const days = Array.from({ length: request.days }, (_, i) => addDays(first, i))
  const keyColumn = request.key === 'partner' ? sql.ref('o.partner_id') : sql.ref('o.created_by')
  const conditions = [
    sql`o.company_id = ${companyId}`,
    sql`(o.created_at at time zone 'Europe/Moscow')::date >= ${first}::date`,
  ]
  if (request.partnerIds?.length) conditions.push(sql`o.partner_id = any(${request.partnerIds}::int[])`)
  if (request.userIds?.length) conditions.push(sql`o.created_by = any(${request.userIds}::int[])`)
  const result = await sql<{ key: number | null; day: string; n: number }>`
    select ${keyColumn} as key, to_char((o.created_at at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD') as day,
      count(*)::int as n
    from import_orders o
    where ${sql.join(conditions, sql` and `)}
    group by 1, 2
  `.execute(db)
  const ids = [...new Set(result.rows.map((r) => r.key).filter((k): k is number => k !== null))]
  const names = new Map<number, string>()
  if (ids.length > 0) {
    const rows =
      request.key === 'partner'
        ? await db.selectFrom('integration_partners').select(['id', 'name']).where('id', 'in', ids).execute()
        : await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    for (const r of rows) names.set(r.id, r.name)
  }
  const series = ids
    .map((id) => {
      const counts = days.map((day) => Number(result.rows.find((r) => r.key === id && r.day === day)?.n ?? 0))
      return { id, name: names.get(id) ?? String(id), counts, total: counts.reduce((a, b) => a + b, 0) }
    })
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
  return { key: request.key, days, series }
}
