/**
 * Cargos as their shipper company sees them (`ShipperCargo`): the public cargo entity of the cargo area plus the
 * route points, the extra dictionaries, the money type, who works on it and what may be done with it.
 */
import type { Kysely } from 'kysely'
import { type CargoStage, PriceMode } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import { earliestToday, isoDay } from '../../../core/contract/days'
import { type AuctionSummary, winningStatuses } from '../../../core/contract/responses'
import { actionsFrom, editableStages, type Responsible, type ShipperCargo } from '../../../core/contract/shipper'
import { sharedCache } from '../../db/change-feed'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { type Viewer, viewerOf } from '../cargo/access'
import { cargoAnswers } from '../cargo/answers'
import { cargoPointLists } from '../cargo/point-repository'
import { ownCompanyId } from '../companies/access'
import { findSystemAssistant, shortName } from '../companies/staff-repository'
import { type ShipperCargoRow, shipperCargoRows } from './cargo-repository'
import type { CommentRow } from './comment-repository'

/** An auction row in short; one whose time is up reads finished even before a request has decided it. */
function auctionSummary(row: {
  status: string
  currency: string
  start_price: string | number
  min_step: string | number
  best_price: string | number | null
  bids_count: number
  ends_at: Date | string
}): AuctionSummary {
  const endsAt = new Date(row.ends_at)
  return {
    status: row.status === 'running' && endsAt.getTime() > Date.now() ? 'running' : 'finished',
    currency: row.currency,
    start_price: Number(row.start_price),
    min_step: Number(row.min_step),
    best_price: row.best_price === null ? null : Number(row.best_price),
    bids_count: row.bids_count,
    ends_at: endsAt.toISOString(),
  }
}

type ExtraKind = 'additional-conditions' | 'additional-equipments'

const readExtraItems = (db: Kysely<DB>) =>
  db
    .selectFrom('dictionary_items')
    .select(['kind', 'id', 'name_ru', 'name_en'])
    .where('kind', 'in', ['additional-conditions', 'additional-equipments'])
    .execute()

/** The names of the extra conditions and equipment: remembered by each instance until the dictionaries change. */
async function extraNames(db: Kysely<DB>, lang: Lang): Promise<Record<ExtraKind, Map<number, string>>> {
  const cache = sharedCache<Awaited<ReturnType<typeof readExtraItems>>>(db, 'cargo-extra-items', {
    tables: ['dictionary_items'],
    max: 1,
    ttlMs: 10 * 60_000,
  })
  const rows = await (cache ? cache.get('all', () => readExtraItems(db)) : readExtraItems(db))
  const out: Record<ExtraKind, Map<number, string>> = {
    'additional-conditions': new Map(),
    'additional-equipments': new Map(),
  }
  for (const row of rows) out[row.kind as ExtraKind].set(row.id, lang === 'en' ? row.name_en : row.name_ru)
  return out
}

/** A date column as `YYYY-MM-DD` (a driver may hand it over as a Date). */
const isoDayOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : isoDay(value))

/** The answers for rows of the viewer's own company, in the rows' order. */
export async function shipperCargoAnswers(
  db: Kysely<DB>,
  rows: ShipperCargoRow[],
  lang: Lang,
  viewer: Viewer,
): Promise<ShipperCargo[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [cargos, names, points, assistant, auctions, taken] = await Promise.all([
    cargoAnswers(db, rows, { lang, viewer, include: ['contacts'] }),
    extraNames(db, lang),
    cargoPointLists(db, rows, lang),
    findSystemAssistant(db),
    db
      .selectFrom('cargo_auctions')
      .select(['cargo_id', 'status', 'currency', 'start_price', 'min_step', 'best_price', 'bids_count', 'ends_at'])
      .where('cargo_id', 'in', ids)
      .execute(),
    // the carrier holding the cargo and the price agreed with it: its contract's (not a cancelled one), else its
    // response's (at most one response per cargo is winning)
    db
      .selectFrom('cargo_responses as r')
      .leftJoin('contracts as k', (join) => join.onRef('k.response_id', '=', 'r.id').on('k.status', '<>', 'cancelled'))
      .select(['r.cargo_id', 'r.price as response_price', 'k.price as contract_price'])
      .where('r.cargo_id', 'in', ids)
      .where('r.status', 'in', winningStatuses)
      .orderBy('k.id', 'desc')
      .execute(),
  ])
  const expiredBefore = earliestToday()
  const agreedById = new Map<number, number>()
  for (const row of taken) {
    if (!agreedById.has(row.cargo_id)) agreedById.set(row.cargo_id, Number(row.contract_price ?? row.response_price))
  }
  const auctionById = new Map(auctions.map((auction) => [auction.cargo_id, auctionSummary(auction)]))
  const unassigned: Responsible | null = assistant
    ? { id: assistant.id, name: assistant.name, full_name: assistant.name, type: 'system_assistant' }
    : null
  return rows.map((row, i) => {
    const extra = row
    const stage = row.stage as CargoStage
    const named = (kind: ExtraKind, id: number) => ({ id, name: names[kind].get(id) ?? String(id) })
    const responsible: Responsible | null =
      extra.responsible_user_id !== null && extra.responsible_name !== null
        ? {
            id: extra.responsible_user_id,
            name: shortName(extra.responsible_name),
            full_name: extra.responsible_name,
            type: 'user',
          }
        : unassigned
    return {
      ...cargos[i]!,
      points: points[i]!,
      additional_conditions: extra.additional_condition_ids.map((id) => named('additional-conditions', id)),
      additional_equipments: extra.additional_equipment_ids.map((id) => named('additional-equipments', id)),
      price_mode: PriceMode.parse(extra.price_mode),
      vat: extra.vat,
      contact_user_ids: row.contact_user_ids,
      created_by: row.created_by,
      responsible,
      editable: (editableStages as readonly string[]).includes(stage),
      actions: actionsFrom(stage),
      auction: auctionById.get(row.id) ?? null,
      taken: agreedById.has(row.id),
      agreed_price: agreedById.get(row.id) ?? null,
      expired: stage === 'available' && isoDayOf(row.load_date_to) < expiredBefore,
      updated_at: new Date(extra.updated_at).toISOString(),
    }
  })
}

/** One cargo of the caller's company as the answer. */
export async function shipperCargoAnswer(db: Kysely<DB>, me: CurrentUser, id: number, lang: Lang) {
  const row = await shipperCargoRows(db, viewerOf(me))
    .where('c.id', '=', id)
    .where('c.company_id', '=', ownCompanyId(me))
    .executeTakeFirst()
  if (!row) throw notFound()
  const [data] = await shipperCargoAnswers(db, [row], lang, viewerOf(me))
  return { data: data! }
}

export const toComment = (row: CommentRow) => ({
  id: row.id,
  cargo_id: row.cargo_id,
  transport_id: row.transport_id,
  content: row.content,
  user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
  created_at: new Date(row.created_at).toISOString(),
})
