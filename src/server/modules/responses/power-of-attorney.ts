/** The power of attorney of a response that holds a cargo, as a one-page PDF in the request language. */
import type { Lang } from '../../../core/contract/common'
import { isoDay } from '../../../core/contract/days'
import { routeName } from './cargo-response-answers'
import type { ResponseRow } from './cargo-response-repository'
import { money } from './labels'

export async function powerOfAttorney(row: ResponseRow, lang: Lang): Promise<Buffer> {
  const en = lang === 'en'
  const route = routeName(row)[lang]
  const issued = isoDay(new Date())
  const lines = [
    { text: en ? `Power of attorney No. ${row.id}` : `Доверенность № ${row.id}`, size: 18, bold: true },
    { text: en ? `Issued ${issued}` : `Дата выдачи ${issued}`, gap: 4 },
    {
      text: en
        ? `${row.shipper_name} (the shipper) authorises ${row.carrier_name}, INN ${row.carrier_inn} (the carrier), to receive and carry the cargo No. ${row.cargo_id}.`
        : `${row.shipper_name} (грузовладелец) доверяет ${row.carrier_name}, ИНН ${row.carrier_inn} (перевозчик), получить и перевезти груз № ${row.cargo_id}.`,
      gap: 14,
    },
    { text: `${en ? 'Route' : 'Маршрут'}: ${route}`, gap: 8 },
    { text: `${en ? 'Loading date' : 'Дата погрузки'}: ${row.load_date_from}` },
    {
      text: `${en ? 'Weight' : 'Вес'}: ${Number(row.weight).toLocaleString(en ? 'en-GB' : 'ru-RU')} ${en ? 't' : 'т'}`,
    },
    { text: `${en ? 'Price' : 'Цена'}: ${money(Number(row.price), row.currency)}` },
    ...(row.transport_number ? [{ text: `${en ? 'Truck' : 'Машина'}: ${row.transport_number}` }] : []),
    ...(row.user_name ? [{ text: `${en ? 'Carrier contact' : 'Контакт перевозчика'}: ${row.user_name}` }] : []),
    { text: en ? 'Shipper: ______________________' : 'Грузовладелец: ______________________', gap: 36 },
    { text: en ? 'Carrier: ______________________' : 'Перевозчик: ______________________', gap: 18 },
  ]
  // the PDF writer (pdf-lib and fontkit) loads with the first document, not with every start of the server
  const { renderPdf } = await import('./pdf')
  return renderPdf(lines, {
    title: `${en ? 'Power of attorney' : 'Доверенность'} № ${row.id}: ${row.carrier_name}`,
    subject: `${row.shipper_name} → ${row.carrier_name}, ${route}`,
    language: en ? 'en-GB' : 'ru-RU',
  })
}
