/**
 * Messages about a cargo of the keeper's company to the contacts of chosen external trucks. The text is made here
 * (the preview) and may be edited by the caller; sending writes one outbox row per contact, in one transaction, by
 * what the contact has: Telegram, else e-mail, else SMS to the first phone.
 */
import { sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import type { ExternalContactJson } from '../../db/external-carriers-schema'
import { invalidField } from '../../http/errors'
import type { Channel } from '../../services/outbox'
import type { Db } from './access'

async function cargoOf(db: Db, keeper: number, cargoId: number) {
  const cargo = await db
    .selectFrom('cargos as c')
    .innerJoin('places as s', 's.id', 'c.start_place_id')
    .innerJoin('places as f', 'f.id', 'c.finish_place_id')
    .select([
      'c.id',
      's.name_ru as start_ru',
      's.name_en as start_en',
      'f.name_ru as finish_ru',
      'f.name_en as finish_en',
      sql<string>`c.load_date_from::text`.as('load_date'),
      'c.weight',
      'c.volume',
      'c.price',
      'c.currency',
    ])
    .where('c.id', '=', cargoId)
    .where('c.company_id', '=', keeper)
    .executeTakeFirst()
  if (!cargo) throw invalidField('cargo_id', 'fleet_item_unknown')
  return cargo
}

export async function messageText(
  db: Db,
  keeper: number,
  sender: { name: string; email: string },
  cargoId: number,
  lang: Lang,
): Promise<string> {
  const c = await cargoOf(db, keeper, cargoId)
  const company = await db
    .selectFrom('companies')
    .select(['name', 'phone'])
    .where('id', '=', keeper)
    .executeTakeFirstOrThrow()
  const volume = c.volume === null ? '' : `, ${Number(c.volume)} m³`
  const price = c.price === null ? null : `${Math.round(Number(c.price) / 100).toLocaleString('ru-RU')} ${c.currency}`
  const contact = [sender.name, company.name, company.phone ?? sender.email].join(', ')
  if (lang === 'en') {
    return [
      `Hello! We have a cargo №${c.id}: ${c.start_en} → ${c.finish_en}, loading ${c.load_date}, ${Number(c.weight)} t${volume}.`,
      price ? `Price: ${price}.` : 'Price: your offer.',
      `Is your truck free? Please answer: ${contact}.`,
    ].join('\n')
  }
  return [
    `Здравствуйте! Есть груз №${c.id}: ${c.start_ru} → ${c.finish_ru}, погрузка ${c.load_date}, ${Number(c.weight)} т${volume.replace('m³', 'м³')}.`,
    price ? `Ставка: ${price}.` : 'Ставка: ваше предложение.',
    `Свободна ли ваша машина? Ответьте, пожалуйста: ${contact}.`,
  ].join('\n')
}

export function channelOf(contact: ExternalContactJson): { channel: Channel; recipient: string } | null {
  if (contact.telegram_user_id) return { channel: 'telegram', recipient: String(contact.telegram_user_id) }
  if (contact.email) return { channel: 'email', recipient: contact.email }
  const phone = contact.phones?.[0]
  return phone ? { channel: 'sms', recipient: phone } : null
}

export async function sendMessages(
  db: Db,
  keeper: number,
  input: { cargo_id: number; message: string; transports: number[] },
  lang: Lang,
) {
  const cargo = await cargoOf(db, keeper, input.cargo_id)
  const ids = [...new Set(input.transports)]
  const trucks = await db
    .selectFrom('external_transports')
    .select(['id', 'contacts'])
    .where('owner_company_id', '=', keeper)
    .where('id', 'in', ids)
    .execute()
  if (trucks.length !== ids.length) throw invalidField('transports', 'fleet_item_unknown')
  const subject =
    lang === 'en'
      ? `Cargo №${cargo.id}: ${cargo.start_en} → ${cargo.finish_en}`
      : `Груз №${cargo.id}: ${cargo.start_ru} → ${cargo.finish_ru}`
  const channels = { email: 0, telegram: 0, sms: 0 }
  let skipped = 0
  // one message per recipient even when a contact drives several of the chosen trucks
  const seen = new Set<string>()
  const rows: { channel: Channel; recipient: string; subject: string; body: string }[] = []
  for (const truck of trucks) {
    for (const contact of truck.contacts) {
      const to = channelOf(contact)
      if (!to) {
        skipped++
        continue
      }
      const key = `${to.channel}:${to.recipient}`
      if (seen.has(key)) continue
      seen.add(key)
      channels[to.channel]++
      rows.push({ ...to, subject, body: input.message })
    }
  }
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute()
  return { sent: rows.length, channels, skipped }
}
