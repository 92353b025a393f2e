/** Contract rows as the contract's answers (the number is `ЗК-<id>`). */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { Contract, ContractStatus } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { type ContractRow, contractRows } from './contract-repository'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function toContract(row: ContractRow, lang: Lang): Contract {
  const en = lang === 'en'
  return {
    id: row.id,
    number: `ЗК-${row.id}`,
    status: row.status as ContractStatus,
    cargo_id: row.cargo_id,
    response_id: row.response_id,
    price: Number(row.price),
    currency: row.currency,
    shipper_company: { id: row.shipper_company_id, name: row.shipper_name },
    carrier_company: { id: row.carrier_company_id, name: row.carrier_name },
    route: {
      start_point: { id: row.start_place_id, name: en ? row.start_en : row.start_ru },
      finish_point: { id: row.finish_place_id, name: en ? row.finish_en : row.finish_ru },
    },
    load_date_from: row.load_date_from,
    transport:
      row.transport_id !== null && row.transport_number !== null
        ? { id: row.transport_id, number: row.transport_number }
        : null,
    shipper_signed_at: iso(row.shipper_signed_at),
    carrier_signed_at: iso(row.carrier_signed_at),
    shipper_signer: row.shipper_signer,
    carrier_signer: row.carrier_signer,
    document_url: `/api/v2/contracts/${row.id}/document`,
    order_id: row.order_id,
    carrier_archived: row.carrier_archived,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

export async function contractAnswer(db: Kysely<DB>, id: number, lang: Lang): Promise<Contract> {
  const row = await contractRows(db).where('k.id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return toContract(row, lang)
}
