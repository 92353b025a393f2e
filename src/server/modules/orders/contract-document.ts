/**
 * The contract (договор-заявка) as a PDF in the request language: the parties with their details, the route and
 * dates, the cargo, the agreed price and payment terms, the trip's driver and truck once the order has them, and
 * each side's signature (who and when) or a blank line. Both parties open it before signing and after.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import { formatDateTime, knownTimeZone } from '../../../core/contract/format'
import type { DriverJson, TransportJson } from '../../db/orders-schema'
import type { DB } from '../../db/schema'
import { notFound } from '../../http/errors'
import { money } from '../responses/labels'
import type { PdfLine } from '../responses/pdf'

export async function contractFacts(db: Kysely<DB>, contractId: number) {
  const row = await db
    .selectFrom('contracts as k')
    .innerJoin('cargos as c', 'c.id', 'k.cargo_id')
    .innerJoin('places as sp', 'sp.id', 'c.start_place_id')
    .innerJoin('places as fp', 'fp.id', 'c.finish_place_id')
    .innerJoin('companies as sc', 'sc.id', 'k.shipper_company_id')
    .innerJoin('companies as cc', 'cc.id', 'k.carrier_company_id')
    .leftJoin('users as su', 'su.id', 'k.shipper_signed_by')
    .leftJoin('users as cu', 'cu.id', 'k.carrier_signed_by')
    .leftJoin('transports as t', 't.id', 'k.transport_id')
    .leftJoin('orders as o', 'o.contract_id', 'k.id')
    .leftJoin('dictionary_items as ct', (join) =>
      join.onRef('ct.id', '=', 'c.cargo_type_id').on('ct.kind', '=', 'cargo_types'),
    )
    .select([
      'k.id',
      'k.status',
      'k.price',
      'k.currency',
      'k.shipper_company_id',
      'k.carrier_company_id',
      'k.shipper_signed_at',
      'k.carrier_signed_at',
      'su.name as shipper_signer',
      'su.timezone as shipper_signer_timezone',
      'cu.name as carrier_signer',
      'cu.timezone as carrier_signer_timezone',
      'sc.name as shipper_name',
      'sc.inn as shipper_inn',
      'sc.legal_address as shipper_address',
      sql<number | null>`(sc.payment->>'pay_days')::int`.as('pay_days'),
      'cc.name as carrier_name',
      'cc.inn as carrier_inn',
      'cc.legal_address as carrier_address',
      'sp.name_ru as start_ru',
      'sp.name_en as start_en',
      'fp.name_ru as finish_ru',
      'fp.name_en as finish_en',
      sql<string>`c.load_date_from::text`.as('load_date'),
      sql<string | null>`c.unload_date::text`.as('unload_date'),
      'c.id as cargo_id',
      'c.weight',
      'c.volume',
      'c.comment',
      'ct.name_ru as cargo_type_ru',
      'ct.name_en as cargo_type_en',
      't.number as contract_truck',
      'o.id as order_id',
      'o.driver',
      'o.transport',
    ])
    .where('k.id', '=', contractId)
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}

type Facts = Awaited<ReturnType<typeof contractFacts>>

/** When a party signed, on the signer's own clock and naming it (`24.11.2026, 14:05 (Europe/Moscow)`). */
const stamp = (at: Date | string, timeZone: string | null, lang: Lang) => {
  const zone = knownTimeZone(timeZone) ?? 'UTC'
  return `${formatDateTime(at, lang, zone)} (${zone})`
}

export async function contractDocument(k: Facts, lang: Lang): Promise<Buffer> {
  const en = lang === 'en'
  const number = `ЗК-${k.id}`
  const route = en ? `${k.start_en} → ${k.finish_en}` : `${k.start_ru} → ${k.finish_ru}`
  const driver = k.driver as DriverJson | null
  const transport = k.transport as TransportJson | null
  const truck = transport?.number ?? k.contract_truck
  const cargoType = en ? k.cargo_type_en : k.cargo_type_ru
  const payDays = k.pay_days ?? 0
  const weight = Number(k.weight).toLocaleString(en ? 'en-GB' : 'ru-RU')
  const blank = en ? 'to be named in the order' : 'указывается в заказе'
  const sign = (who: string, name: string | null, at: Date | string | null, timeZone: string | null) =>
    name && at
      ? `${who}: ${en ? 'signed by' : 'подписал'} ${name}, ${stamp(at, timeZone, lang)}`
      : `${who}: ______________________ (${en ? 'not signed yet' : 'ещё не подписан'})`
  const lines: PdfLine[] = [
    { text: en ? `Contract-request No. ${number}` : `Договор-заявка № ${number}`, size: 18, bold: true },
    { text: en ? 'for the carriage of goods by road' : 'на перевозку груза автомобильным транспортом', gap: 2 },
    { text: en ? 'Parties' : 'Стороны', bold: true, size: 13, gap: 14 },
    {
      text: `${en ? 'Shipper' : 'Грузовладелец'}: ${k.shipper_name}, ${en ? 'INN' : 'ИНН'} ${k.shipper_inn}${k.shipper_address ? `, ${k.shipper_address}` : ''}`,
    },
    {
      text: `${en ? 'Carrier' : 'Перевозчик'}: ${k.carrier_name}, ${en ? 'INN' : 'ИНН'} ${k.carrier_inn}${k.carrier_address ? `, ${k.carrier_address}` : ''}`,
    },
    { text: en ? 'Route and dates' : 'Маршрут и сроки', bold: true, size: 13, gap: 12 },
    { text: `${en ? 'Route' : 'Маршрут'}: ${route}` },
    { text: `${en ? 'Loading date' : 'Дата погрузки'}: ${k.load_date}` },
    {
      text: `${en ? 'Unloading date' : 'Дата выгрузки'}: ${k.unload_date ?? (en ? 'by agreement' : 'по согласованию')}`,
    },
    { text: en ? 'Cargo' : 'Груз', bold: true, size: 13, gap: 12 },
    {
      text: `${en ? 'Cargo' : 'Груз'} № ${k.cargo_id}${cargoType ? `, ${cargoType}` : ''}; ${en ? 'weight' : 'вес'} ${weight} ${en ? 't' : 'т'}${k.volume ? `; ${en ? 'volume' : 'объём'} ${Number(k.volume)} ${en ? 'm³' : 'м³'}` : ''}`,
    },
    ...(k.comment ? [{ text: `${en ? 'Note' : 'Примечание'}: ${k.comment}` }] : []),
    { text: en ? 'Vehicle and driver' : 'Транспорт и водитель', bold: true, size: 13, gap: 12 },
    {
      text: `${en ? 'Truck' : 'Машина'}: ${truck ?? blank}${transport?.trailer_number ? `, ${en ? 'trailer' : 'прицеп'} ${transport.trailer_number}` : ''}${transport?.model ? `, ${transport.model}` : ''}`,
    },
    {
      text: `${en ? 'Driver' : 'Водитель'}: ${driver ? `${driver.name}, ${driver.phone}, ${en ? 'licence' : 'в/у'} ${driver.licence}` : blank}`,
    },
    { text: en ? 'Price and terms' : 'Цена и условия', bold: true, size: 13, gap: 12 },
    { text: `${en ? 'Price of the carriage' : 'Стоимость перевозки'}: ${money(Number(k.price), k.currency)}` },
    {
      text: en
        ? `Payment: by bank transfer within ${payDays} days of unloading, against the original waybill (TTN), invoice and act.`
        : `Оплата: безналичным расчётом в течение ${payDays} дней после выгрузки, по оригиналам ТТН, счёта и акта.`,
    },
    {
      text: en
        ? 'The carrier delivers the cargo intact and on time, and uploads the scans of the trip documents to the exchange. The shipper provides the cargo and the documents for it at loading. Downtime over 24 hours and cancellation later than 24 hours before loading are compensated by the party at fault.'
        : 'Перевозчик доставляет груз в сохранности и в срок и загружает на биржу сканы документов рейса. Грузовладелец предоставляет груз и документы на него при погрузке. Простой свыше 24 часов и отказ позднее чем за 24 часа до погрузки возмещает виновная сторона.',
    },
    { text: en ? 'Signatures' : 'Подписи', bold: true, size: 13, gap: 14 },
    {
      text: sign(en ? 'Shipper' : 'Грузовладелец', k.shipper_signer, k.shipper_signed_at, k.shipper_signer_timezone),
      gap: 4,
    },
    {
      text: sign(en ? 'Carrier' : 'Перевозчик', k.carrier_signer, k.carrier_signed_at, k.carrier_signer_timezone),
      gap: 8,
    },
  ]
  // the PDF writer (pdf-lib and fontkit) loads with the first document, not with every start of the server
  const { renderPdf } = await import('../responses/pdf')
  return renderPdf(lines, {
    title: `${en ? 'Contract-request' : 'Договор-заявка'} № ${number}`,
    subject: `${k.shipper_name} → ${k.carrier_name}, ${route}`,
    language: en ? 'en-GB' : 'ru-RU',
  })
}
