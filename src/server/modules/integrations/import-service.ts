/**
 * Running an import: every row is read through the import's mapping, its cities and dictionary names resolved,
 * and the result validated with the contract's cargo schema (`CargoInput`); a good row becomes a cargo (a draft, or
 * available when published) in a transaction of its own, so a bad row stops nothing but itself. Each row's
 * partner's order id is written once (unique index): a row seen before is a duplicate, even when two runs race.
 * The rules (custom logic) and the contact relations decide publishing, price and who handles the order.
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Lang } from '../../../core/contract/common'
import { addDays, dayIn } from '../../../core/contract/days'
import { IMPORT_MAX_ERRORS, type ImportField, importFields, type RowError } from '../../../core/contract/integrations'
import { issueMessage, validationMessage } from '../../../core/contract/messages'
import { CargoInput, type CargoInputValue } from '../../../core/contract/shipper'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { HttpError, isUniqueViolation } from '../../http/errors'
import { type MessageKey, translate } from '../../http/messages'
import { routeKm } from '../cargo/geo'
import { endColumns, inputColumns } from '../cargo/new-row'
import { insertCargo } from '../shipper/cargo-repository'
import { activeRules, decide, lanePerKm, type OrderFacts, type StoredRule } from './rules'

export type RowValues = Partial<Record<ImportField, string | number | null>>
export interface IncomingRow {
  line: number
  values: RowValues
}

export interface ImportTarget {
  id: number
  company_id: number
  partner_id: number
  publish: boolean
  created_by: number | null
  defaults: { cargo_type_id: number; truck_types: number[] }
}

export interface RunCounts {
  total: number
  imported: number
  duplicates: number
  failed: number
  errors: RowError[]
}

interface Place {
  id: number
  country_code: string
  name_ru: string
  region_en: string | null
  type: string
  name_en: string
  lat: number
  lng: number
}

class RowProblem extends Error {
  constructor(
    readonly field: string | null,
    readonly reason: string,
  ) {
    super(reason)
  }
}
class Duplicate extends Error {}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim()

/** `20`, `20,5`, `1 200.50`; null for an empty cell. */
export function numberOf(value: string | number | null | undefined): number | null | 'bad' {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'bad'
  const raw = text(value)
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
  if (raw === '') return null
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return 'bad'
  return Number(raw)
}

/** `2026-11-30`, `30.11.2026`, `30/11/2026`; an Excel serial day number too. */
export function dayOf(value: string | number | null | undefined): string | null | 'bad' {
  if (typeof value === 'number') {
    if (value < 20000 || value > 80000) return 'bad'
    return addDays('1899-12-30', Math.floor(value))
  }
  const raw = text(value)
  if (raw === '') return null
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw)
  if (m) return `${m[1]}-${m[2]}-${m[3]}`
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(raw)
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`
  return 'bad'
}

/** Which import field a path of the cargo schema comes from. */
function fieldOfPath(path: readonly PropertyKey[]): string | null {
  const [head, index, leaf] = path.map(String)
  if (head === 'points') {
    const first = index === '0'
    if (leaf === 'place_id') return first ? 'from' : 'to'
    return first ? 'load_date' : 'unload_date'
  }
  if (head === 'truck_types') return 'truck_type'
  if (head === 'cargo_type_id') return 'cargo_type'
  return head ?? null
}

/** Caches of one run: places and dictionary names are looked up once. */
class Resolver {
  private places = new Map<string, Place | null>()
  private dictionaries: Map<string, Map<string, number>> | null = null
  constructor(private readonly db: Kysely<DB>) {}

  async place(name: string): Promise<Place | null> {
    const key = name.toLocaleLowerCase('ru')
    if (this.places.has(key)) return this.places.get(key)!
    const row = await this.db
      .selectFrom('places')
      .select(['id', 'name_ru', 'name_en', 'region_en', 'type', 'lat', 'lng', 'country_code'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['name_ru']), '=', key), eb(eb.fn('lower', ['name_en']), '=', key)]))
      .where('type', '=', 'city')
      .orderBy('population', 'desc')
      .limit(1)
      .executeTakeFirst()
    this.places.set(key, row ?? null)
    return row ?? null
  }

  async dictionaryId(kind: 'truck_types' | 'cargo_types', name: string): Promise<number | null> {
    if (!this.dictionaries) {
      const rows = await this.db
        .selectFrom('dictionary_items')
        .select(['kind', 'id', 'name_ru', 'name_en', 'short_ru', 'short_en'])
        .where('kind', 'in', ['truck_types', 'cargo_types'])
        .execute()
      this.dictionaries = new Map()
      for (const row of rows) {
        const names = this.dictionaries.get(row.kind) ?? new Map<string, number>()
        for (const n of [row.name_ru, row.name_en, row.short_ru, row.short_en, String(row.id)])
          if (!names.has(n.toLocaleLowerCase('ru'))) names.set(n.toLocaleLowerCase('ru'), row.id)
        this.dictionaries.set(row.kind, names)
      }
    }
    return this.dictionaries.get(kind)?.get(name.toLocaleLowerCase('ru').trim()) ?? null
  }
}

export interface PreparedRow {
  externalId: string
  contact: string | null
  input: CargoInputValue
  from: Place
  to: Place
}

/** A row as a cargo body, or the first problem of the row. */
export async function prepareRow(
  resolver: Resolver,
  target: ImportTarget,
  values: RowValues,
  lang: Lang,
  today: string,
): Promise<PreparedRow> {
  const required = (message: MessageKey) => translate(lang, message)
  const externalId = text(values.order_id)
  if (!externalId) throw new RowProblem('order_id', required('import_row_required'))
  if (externalId.length > 100) throw new RowProblem('order_id', validationMessage(lang, 'max_length', { count: 100 }))
  const placeOf = async (field: 'from' | 'to') => {
    const name = text(values[field])
    if (!name) throw new RowProblem(field, required('import_row_required'))
    const place = await resolver.place(name)
    if (!place) throw new RowProblem(field, translate(lang, 'import_row_place', { name }))
    return place
  }
  const from = await placeOf('from')
  const to = await placeOf('to')
  const loadDate = dayOf(values.load_date)
  if (loadDate === null) throw new RowProblem('load_date', required('import_row_required'))
  if (loadDate === 'bad') throw new RowProblem('load_date', translate(lang, 'import_row_date'))
  const unloadRaw = dayOf(values.unload_date)
  if (unloadRaw === 'bad') throw new RowProblem('unload_date', translate(lang, 'import_row_date'))
  if (loadDate < today) throw new RowProblem('load_date', validationMessage(lang, 'date_in_past'))
  const numbers: Record<'weight' | 'volume' | 'price', number | null> = { weight: null, volume: null, price: null }
  for (const field of ['weight', 'volume', 'price'] as const) {
    const n = numberOf(values[field])
    if (n === 'bad') throw new RowProblem(field, translate(lang, 'import_row_number'))
    numbers[field] = n
  }
  if (numbers.weight === null) throw new RowProblem('weight', required('import_row_required'))
  const dictionary = async (field: 'truck_type' | 'cargo_type', kind: 'truck_types' | 'cargo_types') => {
    const name = text(values[field])
    if (!name) return null
    const id = await resolver.dictionaryId(kind, name)
    if (id === null) throw new RowProblem(field, translate(lang, 'import_row_dictionary', { name }))
    return id
  }
  const truckType = await dictionary('truck_type', 'truck_types')
  const cargoType = await dictionary('cargo_type', 'cargo_types')
  const comment = text(values.comment)
  const candidate = {
    points: [
      { kind: 'load', place_id: from.id, date: loadDate },
      { kind: 'unload', place_id: to.id, date: unloadRaw ?? loadDate },
    ],
    cargo_type_id: cargoType ?? target.defaults.cargo_type_id,
    weight: numbers.weight,
    volume: numbers.volume,
    truck_types: truckType === null ? target.defaults.truck_types : [truckType],
    price: numbers.price === null ? null : Math.round(numbers.price * 100),
    comment: comment || null,
  }
  const parsed = CargoInput.safeParse(candidate)
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as z.core.$ZodIssue
    throw new RowProblem(fieldOfPath(issue.path), issueMessage(issue, lang))
  }
  const contact = text(values.contact) || null
  return { externalId, contact, input: parsed.data, from, to }
}

export interface RunContext {
  db: Kysely<DB>
  target: ImportTarget
  /** Who the cargos are posted as: the uploading user, or the import's author for HTTP. */
  userId: number
  lang: Lang
  rules?: StoredRule[]
}

type Relations = Map<string, { id: number; user_id: number }>

interface DecidedRow {
  row: PreparedRow
  line: number
  input: CargoInputValue
  publish: boolean
  hold: boolean
  assigned: number | null
  relationId: number | null
  ruleId: number | null
}

/** The rules and relations decide publishing, price and assignment. */
async function decideRow(
  ctx: RunContext,
  rules: StoredRule[],
  relations: Relations,
  row: PreparedRow,
  line: number,
): Promise<DecidedRow> {
  const { db, target } = ctx
  const facts: OrderFacts = {
    partner_id: target.partner_id,
    from: row.from.name_ru,
    to: row.to.name_ru,
    weight: row.input.weight,
    price: row.input.price,
    truck_type: row.input.truck_types,
    contact: row.contact,
  }
  const rule = decide(rules, facts)
  const relation = row.contact ? relations.get(row.contact.toLocaleLowerCase('ru').trim()) : undefined
  let input = row.input
  let publish = target.publish
  let hold = false
  let assigned = relation?.user_id ?? null
  if (rule) {
    publish = rule.actions.publish
    hold = rule.actions.hold
    if (rule.actions.assign_user_id !== null) assigned = rule.actions.assign_user_id
    if (rule.actions.additional_conditions.length > 0)
      input = {
        ...input,
        additional_conditions: [...new Set([...input.additional_conditions, ...rule.actions.additional_conditions])],
      }
    if (rule.actions.price_factor !== null) {
      const perKm = await lanePerKm(db, row.from.region_en, row.to.region_en)
      const km = routeKm([row.from, row.to])
      if (perKm !== null && km > 0)
        input = { ...input, price: Math.round((perKm * km * rule.actions.price_factor) / 100) * 100 }
    }
  }
  if (hold) publish = false
  return { row, line, input, publish, hold, assigned, relationId: relation?.id ?? null, ruleId: rule?.id ?? null }
}

/** Writes the cargo and the imported order in the caller's transaction. */
async function writeRow(trx: Kysely<DB>, ctx: RunContext, decided: DecidedRow, runId: number) {
  const { target } = ctx
  const me = { id: ctx.userId } as CurrentUser
  const cargoId = await insertCargo(trx, me, target.company_id, decided.input, decided.publish ? 'available' : 'draft')
  if (decided.assigned !== null) {
    await trx.updateTable('cargos').set({ responsible_user_id: decided.assigned }).where('id', '=', cargoId).execute()
  }
  await trx
    .insertInto('import_orders')
    .values(importOrder(ctx, decided, cargoId, runId))
    .execute()
}

/** The imported order of a row: which partner's order made which cargo, in which run, by which rule. */
function importOrder(ctx: RunContext, decided: DecidedRow, cargoId: number, runId: number) {
  const { target } = ctx
  return {
    company_id: target.company_id,
    import_id: target.id,
    partner_id: target.partner_id,
    external_id: decided.row.externalId,
    cargo_id: cargoId,
    run_id: runId,
    contact: decided.row.contact,
    assigned_user_id: decided.assigned,
    relation_id: decided.relationId,
    rule_id: decided.ruleId,
    held: decided.hold,
    created_by: ctx.userId,
  }
}

/**
 * Writes a batch of rows at once, as `insertCargo` writes one (the same columns: places' regions, route distance
 * with the road factor, price per km, the money type's VAT, the points, the price history and the stage log), in
 * a few multi-row statements: an import of thousands of rows does not pay a round of statements per row.
 */
async function writeBatch(
  trx: Kysely<DB>,
  ctx: RunContext,
  batch: DecidedRow[],
  runId: number,
  moneyVat: Map<number, number | null>,
) {
  if (batch.length === 0) return
  const { target } = ctx
  const cargoValues = batch.map(({ row, input, publish, assigned }) => {
    const distance = routeKm([row.from, row.to])
    const [load, unload] = input.points as [CargoInputValue['points'][number], CargoInputValue['points'][number]]
    return {
      company_id: target.company_id,
      created_by: ctx.userId,
      stage: publish ? 'available' : 'draft',
      responsible_user_id: assigned,
      ...endColumns(row.from, row.to),
      points_count: 2,
      load_date_from: load.date,
      load_date_to: load.date,
      unload_date: unload.date,
      ...inputColumns(input, distance, moneyVat.get(input.payment_type) ?? null),
    }
  })
  const ids = (await trx.insertInto('cargos').values(cargoValues).returning('id').execute()).map((r) => r.id)
  await trx
    .insertInto('cargo_points')
    .values(
      batch.flatMap(({ row, input }, i) =>
        input.points.map((point, at) => {
          const place = at === 0 ? row.from : row.to
          return {
            cargo_id: ids[i]!,
            position: at + 1,
            kind: point.kind,
            place_id: place.id,
            lat: place.lat,
            lng: place.lng,
            address: point.address,
            date: point.date,
            time_from: point.time_from,
            time_to: point.time_to,
          }
        }),
      ),
    )
    .execute()
  const priced = batch.flatMap(({ input }, i) =>
    input.price === null
      ? []
      : [{ cargo_id: ids[i]!, mode: input.price_mode, price: input.price, currency: input.currency }],
  )
  if (priced.length > 0) await trx.insertInto('cargo_prices').values(priced).execute()
  await trx
    .insertInto('cargo_status_log')
    .values(
      batch.map(({ publish }, i) => ({
        cargo_id: ids[i]!,
        stage: publish ? 'available' : 'draft',
        user_id: ctx.userId,
      })),
    )
    .execute()
  await trx
    .insertInto('import_orders')
    .values(batch.map((decided, i) => importOrder(ctx, decided, ids[i]!, runId)))
    .execute()
}

/** A transaction of its own, or the caller's (the demo seed runs in one): kysely does not nest them. */
function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work)
}

/** Partner's order ids of these that were imported before, with the run that imported each. */
async function seenBefore(db: Kysely<DB>, target: ImportTarget, ids: string[]): Promise<Map<string, number | null>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('import_orders')
    .select(['external_id', 'run_id'])
    .where('company_id', '=', target.company_id)
    .where('partner_id', '=', target.partner_id)
    .where('external_id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.external_id, r.run_id]))
}

/** Rows written per transaction; a batch that fails is written again row by row, so one bad row stops only itself. */
const BATCH = 200

/** The rows in batches of `size`, as they come: a stream of rows is never held whole. */
async function* batches<T>(rows: AsyncIterable<T> | Iterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = []
  for await (const row of rows) {
    batch.push(row)
    if (batch.length >= size) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}

/**
 * Imports the rows (an array, or a stream of them read batch by batch) and records the run; answers the run's id
 * and counts. A row's unexpected failure (not a validation problem) is reported as that row's error too, so one
 * odd row never loses the others. A row whose order id an earlier row of the same run had is that row's error
 * ("twice in the file"); one imported by an earlier run is a duplicate. What is held in memory is one batch, the
 * caches of places and dictionaries, and the first `IMPORT_MAX_ERRORS` errors.
 */
export async function runImport(
  ctx: RunContext,
  rows: AsyncIterable<IncomingRow> | Iterable<IncomingRow>,
  source: { kind: 'file' | 'http'; fileName: string | null },
): Promise<{ runId: number; counts: RunCounts }> {
  const { db, target, lang } = ctx
  const run = await db
    .insertInto('import_runs')
    .values({
      import_id: target.id,
      company_id: target.company_id,
      user_id: source.kind === 'file' ? ctx.userId : null,
      source: source.kind,
      file_name: source.fileName,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const resolver = new Resolver(db)
  const rules = ctx.rules ?? (await activeRules(db, target.company_id))
  const relationRows = await db
    .selectFrom('contact_relations as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.contact_key', 'r.user_id'])
    .where('r.company_id', '=', target.company_id)
    .where('r.partner_id', '=', target.partner_id)
    .where('u.status', '=', 'active')
    .execute()
  const relations = new Map(relationRows.map((r) => [r.contact_key, { id: r.id, user_id: r.user_id }]))
  const today = dayIn('Europe/Moscow')
  const moneyVat = new Map(
    (await db.selectFrom('dictionary_items').select(['id', 'vat']).where('kind', '=', 'money_types').execute()).map(
      (r) => [r.id, r.vat === null ? null : Number(r.vat)] as const,
    ),
  )
  const counts: RunCounts = { total: 0, imported: 0, duplicates: 0, failed: 0, errors: [] }
  const fail = (line: number, orderId: string | null, field: string | null, reason: string) => {
    counts.failed++
    if (counts.errors.length < IMPORT_MAX_ERRORS) counts.errors.push({ line, order_id: orderId, field, reason })
  }
  const twice = (line: number, orderId: string) =>
    fail(line, orderId, 'order_id', translate(lang, 'import_row_duplicate_in_file'))
  const problem = (line: number, orderId: string | null, error: unknown) => {
    if (error instanceof Duplicate || isUniqueViolation(error, 'import_orders_external')) counts.duplicates++
    else if (error instanceof RowProblem) fail(line, orderId, error.field, error.reason)
    else if (error instanceof HttpError) {
      const [field, key] = Object.entries(error.fields ?? {})[0] ?? [null, error.key]
      fail(
        line,
        orderId,
        field ? fieldOfPath(field.split('.')) : null,
        translate(lang, key as MessageKey, error.params),
      )
    } else throw error
  }
  const record = () => {
    counts.errors.sort((a, b) => a.line - b.line)
    return db
      .updateTable('import_runs')
      .set({
        total: counts.total,
        imported: counts.imported,
        duplicates: counts.duplicates,
        failed: counts.failed,
        errors: JSON.stringify(counts.errors),
      })
      .where('id', '=', run.id)
      .execute()
  }
  let lastLine = 0
  try {
    for await (const chunk of batches(rows, BATCH)) {
      counts.total += chunk.length
      lastLine = chunk.at(-1)?.line ?? lastLine
      const ready: DecidedRow[] = []
      const inBatch = new Set<string>()
      for (const row of chunk) {
        const orderId = text(row.values.order_id) || null
        try {
          const prepared = await prepareRow(resolver, target, row.values, lang, today)
          if (inBatch.has(prepared.externalId)) {
            twice(row.line, prepared.externalId)
            continue
          }
          inBatch.add(prepared.externalId)
          ready.push(await decideRow(ctx, rules, relations, prepared, row.line))
        } catch (error) {
          problem(row.line, orderId, error)
        }
      }
      const seen = await seenBefore(
        db,
        target,
        ready.map((r) => r.row.externalId),
      )
      const fresh: DecidedRow[] = []
      for (const decided of ready) {
        if (!seen.has(decided.row.externalId)) fresh.push(decided)
        else if (seen.get(decided.row.externalId) === run.id) twice(decided.line, decided.row.externalId)
        else counts.duplicates++
      }
      try {
        await inTransaction(db, (trx) => writeBatch(trx, ctx, fresh, run.id, moneyVat))
        counts.imported += fresh.length
      } catch {
        for (const decided of fresh) {
          try {
            await inTransaction(db, async (trx) => {
              if ((await seenBefore(trx, target, [decided.row.externalId])).size > 0) throw new Duplicate()
              await writeRow(trx, ctx, decided, run.id)
            })
            counts.imported++
          } catch (error) {
            problem(decided.line, decided.row.externalId, error)
          }
        }
      }
    }
  } catch (error) {
    // The rows stopped coming (the upload broke off): the run says how far it got, so the user knows that the
    // rows before were imported and that sending the file again imports the rest (those are duplicates then).
    counts.errors.push({
      line: lastLine + 1,
      order_id: null,
      field: null,
      reason: translate(lang, 'import_interrupted', { line: lastLine + 1 }),
    })
    await record()
    throw error
  }
  await record()
  return { runId: run.id, counts }
}

/**
 * The rows of a file through the mapping, as they are read: 422 at once (before any row) when a mapped column is
 * missing from the header.
 */
export function rowsOfSheet(
  mapping: Record<string, string>,
  sheet: { columns: string[]; rows: AsyncIterable<{ line: number; cells: string[] }> },
): AsyncIterable<IncomingRow> {
  const lower = sheet.columns.map((c) => c.toLocaleLowerCase('ru').trim())
  const index = new Map<ImportField, number>()
  for (const field of importFields) {
    const column = mapping[field]
    if (!column) continue
    const at = lower.indexOf(column.toLocaleLowerCase('ru').trim())
    if (at < 0) throw new HttpError(422, 'import_column_missing', { column })
    index.set(field, at)
  }
  async function* mapped(): AsyncGenerator<IncomingRow> {
    for await (const row of sheet.rows)
      yield {
        line: row.line,
        values: Object.fromEntries([...index].map(([field, at]) => [field, row.cells[at] ?? ''])),
      }
  }
  return mapped()
}

/** Posted JSON rows through the mapping (a key may be the mapped name or the field's own). */
export function rowsOfPosted(
  mapping: Record<string, string>,
  posted: readonly Record<string, string | number | null>[],
) {
  return posted.map((row, i) => ({
    line: i + 1,
    values: Object.fromEntries(
      importFields.map((field) => {
        const key = mapping[field]
        return [field, (key !== undefined && key in row ? row[key] : row[field]) ?? null]
      }),
    ) as RowValues,
  }))
}

export { Resolver }
