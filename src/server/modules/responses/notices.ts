/** The notifications of the responses area, written with notify() inside the writer's transaction. */
import type { Kysely } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { formatMoney } from '../../../core/contract/format'
import { itemLinks } from '../../../core/contract/links'
import type { DB } from '../../db/schema'
import { notify } from '../../services/notify'
import type { CargoRow } from '../cargo/cargo-repository'
import { routeName } from './cargo-response-answers'
import type { ResponseRow } from './cargo-response-repository'

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
      price: { minor: Number(row.price), currency: row.currency },
    },
    link: itemLinks.response(row.id),
  })
}

export function noticeAccepted(trx: Kysely<DB>, row: Row) {
  return notify(trx, {
    companyId: row.company_id,
    type: 'cargo_response',
    titleKey: 'cargo_response_accepted_title',
    bodyKey: 'cargo_response_accepted_body',
    params: { shipper: row.shipper_name, route: routeName(row) },
    link: itemLinks.cargo(row.cargo_id),
  })
}

export function noticeRejected(trx: Kysely<DB>, row: Row) {
  return notify(trx, {
    companyId: row.company_id,
    type: 'cargo_response',
    titleKey: 'cargo_response_declined_title',
    params: { cargo: row.cargo_id },
    link: itemLinks.cargo(row.cargo_id),
  })
}

/**
 * A response sent to the security check goes to the security service: every security user of the exchange
 * operator (the `platform` companies), live in their bell.
 */
export async function noticeSecurityCheck(trx: Kysely<DB>, row: Row) {
  const operators = await trx.selectFrom('companies').select('id').where('type', '=', 'platform').execute()
  for (const operator of operators) {
    await notify(trx, {
      companyId: operator.id,
      roles: ['security'],
      type: 'security_decision',
      titleKey: 'security_check_new_title',
      bodyKey: 'security_check_new_body',
      params: {
        carrier: row.carrier_name,
        shipper: row.shipper_name,
        route: routeName(row),
        price: { minor: Number(row.price), currency: row.currency },
      },
      link: itemLinks.securityCheck(row.id),
    })
  }
}

/** The security decision goes to both sides: the shipper to its response, the carrier to the cargo. */
export async function noticeSecurity(trx: Kysely<DB>, row: Row, approved: boolean, reason: string | null) {
  for (const [companyId, link] of [
    [row.shipper_id, itemLinks.response(row.id)],
    [row.company_id, itemLinks.cargo(row.cargo_id)],
  ] as const) {
    await notify(trx, {
      companyId,
      type: 'security_decision',
      titleKey: approved ? 'security_approved_title' : 'security_rejected_title',
      bodyKey: approved ? 'security_approved_body' : 'security_rejected_body',
      params: { carrier: row.carrier_name, route: routeName(row), reason: reason ?? '' },
      link,
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
    link: itemLinks.cargo(row.cargo_id),
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
    cargo.price === null
      ? en
        ? 'price on request'
        : 'цена по запросу'
      : formatMoney(Number(cargo.price), cargo.currency, lang)
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
