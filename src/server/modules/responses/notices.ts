/** The notifications of the responses area, written with notify() inside the writer's transaction. */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { DB } from '../../db/schema'
import { notify } from '../../services/notify'
import type { CargoRow } from '../cargo/cargo-repository'
import { money } from './labels'
import { routeName } from './response-answers'
import type { ResponseRow } from './response-repository'

type Row = Pick<
  ResponseRow,
  'id' | 'cargo_id' | 'company_id' | 'shipper_id' | 'shipper_name' | 'carrier_name' | 'price' | 'currency'
> &
  Pick<ResponseRow, 'start_ru' | 'start_en' | 'finish_ru' | 'finish_en'>

export function noticeNewResponse(trx: Kysely<DB>, row: Row) {
  return notify(trx, {
    companyId: row.shipper_id,
    roles: ['shipper'],
    type: 'cargo_response',
    titleKey: 'cargo_response_new_title',
    bodyKey: 'cargo_response_new_body',
    params: {
      cargo: row.cargo_id,
      carrier: row.carrier_name,
      route: routeName(row),
      price: money(Number(row.price), row.currency),
    },
    link: '/cargos/responses',
  })
}

export function noticeAccepted(trx: Kysely<DB>, row: Row) {
  return notify(trx, {
    companyId: row.company_id,
    type: 'cargo_response',
    titleKey: 'cargo_response_accepted_title',
    bodyKey: 'cargo_response_accepted_body',
    params: { shipper: row.shipper_name, route: routeName(row) },
    link: '/cargos/responses',
  })
}

export function noticeRejected(trx: Kysely<DB>, row: Row) {
  return notify(trx, {
    companyId: row.company_id,
    type: 'cargo_response',
    titleKey: 'cargo_response_declined_title',
    params: { cargo: row.cargo_id },
    link: '/cargos/responses',
  })
}

/** The security decision goes to both sides. */
export async function noticeSecurity(trx: Kysely<DB>, row: Row, approved: boolean, reason: string | null) {
  for (const companyId of [row.shipper_id, row.company_id]) {
    await notify(trx, {
      companyId,
      type: 'security_decision',
      titleKey: approved ? 'security_approved_title' : 'security_rejected_title',
      bodyKey: approved ? 'security_approved_body' : 'security_rejected_body',
      params: { carrier: row.carrier_name, route: routeName(row), reason: reason ?? '' },
      link: '/cargos/responses',
    })
  }
}

export function noticeContract(trx: Kysely<DB>, companyId: number, contractId: number, row: Row, signed: boolean) {
  return notify(trx, {
    companyId,
    type: 'contract',
    titleKey: signed ? 'contract_signed_title' : 'contract_created_title',
    bodyKey: signed ? null : 'contract_created_body',
    params: { contract: `ЗК-${contractId}`, route: routeName(row) },
    link: '/cargos/contracts',
  })
}

/** A cargo sent to the user's own Telegram (v2/cargos/:id/send-telegram): route, loading, weight, price, link. */
export function cargoTelegramMessage(
  cargo: Pick<
    CargoRow,
    | 'id'
    | 'start_name_ru'
    | 'start_name_en'
    | 'finish_name_ru'
    | 'finish_name_en'
    | 'load_date_from'
    | 'weight'
    | 'price'
    | 'currency'
  >,
  lang: Lang,
  message: string | undefined,
): { subject: string; body: string } {
  const en = lang === 'en'
  const route = en
    ? `${cargo.start_name_en} → ${cargo.finish_name_en}`
    : `${cargo.start_name_ru} → ${cargo.finish_name_ru}`
  const price =
    cargo.price === null ? (en ? 'price on request' : 'цена по запросу') : money(Number(cargo.price), cargo.currency)
  const lines = [
    route,
    `${en ? 'Loading' : 'Погрузка'}: ${cargo.load_date_from}`,
    `${en ? 'Weight' : 'Вес'}: ${Number(cargo.weight)} ${en ? 't' : 'т'}`,
    `${en ? 'Price' : 'Цена'}: ${price}`,
    ...(message ? [message] : []),
    `/cargos/details/${cargo.id}`,
  ]
  return { subject: en ? `Cargo #${cargo.id}` : `Груз № ${cargo.id}`, body: lines.join('\n') }
}
