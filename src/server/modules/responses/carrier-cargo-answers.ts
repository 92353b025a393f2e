/** Cargo answers for a carrier: the cargo with the company's response to it (its live one, else its newest) and the auction. */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { CarrierCargo, ResponseStatus } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { viewerOf } from '../cargo/access'
import { cargoAnswers } from '../cargo/answers'
import type { CargoRow } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'
import { responsesAndAuctions } from './carrier-cargo-repository'

/** Adds my response and the auction to cargo answers. */
export async function carrierAnswers(
  db: Kysely<DB>,
  rows: CargoRow[],
  me: CurrentUser,
  lang: Lang,
  include?: readonly string[],
): Promise<CarrierCargo[]> {
  if (rows.length === 0) return []
  const company = ownCompanyId(me)
  const ids = rows.map((row) => row.id)
  const [cargos, [responses, auctions]] = await Promise.all([
    cargoAnswers(db, rows, { lang, viewer: viewerOf(me), include }),
    responsesAndAuctions(db, ids, company),
  ])
  // The live response if there is one, else the newest.
  const mine = new Map<number, (typeof responses)[number]>()
  for (const response of responses) {
    const current = mine.get(response.cargo_id)
    const live = (row: { status: string }) =>
      !['rejected', 'withdrawn', 'security_rejected', 'cancelled'].includes(row.status)
    if (!current || live(response) || !live(current)) mine.set(response.cargo_id, response)
  }
  const auctionOf = new Map(auctions.map((auction) => [auction.cargo_id, auction]))
  return cargos.map((cargo) => {
    const response = mine.get(cargo.id)
    const auction = auctionOf.get(cargo.id)
    return {
      ...cargo,
      my_response: response
        ? {
            id: response.id,
            status: response.status as ResponseStatus,
            price: Number(response.price),
            contract_id: response.contract_id === null ? null : Number(response.contract_id),
          }
        : null,
      auction: auction
        ? {
            best_price: auction.best_price === null ? null : Number(auction.best_price),
            ends_at: new Date(auction.ends_at).toISOString(),
            status: auction.status === 'finished' ? ('finished' as const) : ('running' as const),
          }
        : null,
    }
  })
}
