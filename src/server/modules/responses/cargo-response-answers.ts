/** Response rows as the contract's answers: the response, its documents, the carrier's details, the next steps. */
import type { Kysely } from 'kysely'
import type { CargoStage } from '../../../core/contract/cargo'
import type { Lang } from '../../../core/contract/common'
import type { CargoResponse, ResponseStatus } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { canMove, findResponseRow, type ResponseRow } from './cargo-response-repository'

/** Statuses from which the power of attorney exists (the carrier holds the cargo). */
const documentStatuses: readonly string[] = ['accepted', 'wait_security_check', 'security_approved', 'contract']

export function documentsOf(row: Pick<ResponseRow, 'id' | 'status'>, lang: Lang): CargoResponse['documents'] {
  if (!documentStatuses.includes(row.status)) return []
  return [
    {
      kind: 'power_of_attorney',
      name: lang === 'en' ? `Power of attorney ${row.id}.pdf` : `Доверенность ${row.id}.pdf`,
      url: `/api/v2/cargos/responses/${row.id}/download-power-attorney`,
    },
  ]
}

export function routeName(row: Pick<ResponseRow, 'start_ru' | 'start_en' | 'finish_ru' | 'finish_en'>) {
  return { ru: `${row.start_ru} → ${row.finish_ru}`, en: `${row.start_en} → ${row.finish_en}` }
}

export function toResponse(row: ResponseRow, lang: Lang): CargoResponse {
  const en = lang === 'en'
  const start = { id: row.start_place_id, name: en ? row.start_en : row.start_ru }
  const finish = { id: row.finish_place_id, name: en ? row.finish_en : row.finish_ru }
  return {
    id: row.id,
    cargo_id: row.cargo_id,
    status: row.status as ResponseStatus,
    price: Number(row.price),
    currency: row.currency,
    comment: row.comment,
    is_bid: row.is_bid,
    transport:
      row.transport_id !== null && row.transport_number !== null
        ? { id: row.transport_id, number: row.transport_number }
        : null,
    carrier_company: { id: row.company_id, name: row.carrier_name, inn: row.carrier_inn },
    carrier_user:
      row.user_id !== null && row.user_name !== null
        ? { id: row.user_id, name: row.user_name, phone: row.user_phone }
        : null,
    reason: row.reason,
    request: { start_point: start, finish_point: finish },
    cargo: {
      id: row.cargo_id,
      stage: row.cargo_stage as CargoStage,
      start_point: start,
      finish_point: finish,
      load_date_from: row.load_date_from,
      weight: Number(row.weight),
      price: row.cargo_price === null ? null : Number(row.cargo_price),
      currency: row.cargo_currency,
      company: { id: row.shipper_id, name: row.shipper_name },
    },
    documents: documentsOf(row, lang),
    contract_id: row.contract_id === null ? null : Number(row.contract_id),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

export async function responseAnswer(db: Kysely<DB>, id: number, lang: Lang): Promise<CargoResponse> {
  const row = await findResponseRow(db, id)
  if (!row) throw notFound()
  return toResponse(row, lang)
}

export function carrierDetails(row: ResponseRow) {
  return {
    inn: row.carrier_inn,
    kpp: row.carrier_kpp,
    ogrn: row.carrier_ogrn,
    legal_address: row.carrier_address,
    phone: row.carrier_phone,
    email: row.carrier_email,
  }
}

/** What the shipper may do next with a response in this status. */
export function nextActions(status: string) {
  const actions: ('accept' | 'reject' | 'send_to_security' | 'create_contract')[] = []
  if (canMove(status, 'accepted')) actions.push('accept')
  if (canMove(status, 'rejected')) actions.push('reject')
  if (canMove(status, 'wait_security_check')) actions.push('send_to_security')
  if (canMove(status, 'contract')) actions.push('create_contract')
  return actions
}
