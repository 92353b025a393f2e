/**
 * The bot's side of verification: what an update from Telegram does. `/start <payload>` opens the verification of
 * the deep link and asks for the contact with a "share my number" button; a shared contact that is the sender's
 * own, with the account's phone, verifies. Every reply goes out through the outbox (channel `telegram`, to the
 * chat), delivered by the Bot API adapter.
 */
import type { Kysely } from 'kysely'
import { TelegramMessage, type TelegramUpdate } from '../../../core/contract/telegram'
import type { DB } from '../../db/schema'
import { enqueue } from '../../services/outbox'
import { orderNumber } from '../orders/labels'
import { takeTelegramLocation } from '../tracking/routes'
import { bindTelegram } from '../tracking/tracking-repository'
import { type BotText, botLang, botTexts } from './bot-texts'
import { refuse, startByPayload, startedBy, verify } from './verification-repository'

const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/

const digits = (phone: string) => phone.replace(/\D/g, '')

/** A share link's start parameter: `trk_` and the link's token. */
const TRACKING_START = /^trk_([A-Za-z0-9_-]{32})$/

export type BotOutcome =
  | 'ignored'
  | 'hello'
  | 'asked'
  | 'unknown_link'
  | 'no_verification'
  | 'refused'
  | 'verified'
  | 'tracking_linked'
  | 'position_taken'
  | 'position_refused'

export async function handleUpdate(
  db: Kysely<DB>,
  update: TelegramUpdate,
  now: () => Date = () => new Date(),
): Promise<BotOutcome> {
  // a live location's moves come as edits of its message; nothing else edited is read
  const edited =
    !update.message && update.edited_message?.location
      ? TelegramMessage.safeParse(update.edited_message).data
      : undefined
  const message = update.message ?? edited
  if (!message?.from || message.from.is_bot) return 'ignored'
  const from = message.from
  const lang = botLang(from.language_code)
  const reply = (key: BotText, markup?: object, params: Record<string, string> = {}) =>
    enqueue(db, {
      channel: 'telegram',
      recipient: String(message.chat.id),
      subject: '',
      body: Object.entries(params).reduce<string>(
        (text, [name, value]) => text.replace(`{${name}}`, value),
        botTexts[lang][key],
      ),
      telegram_markup: markup ? JSON.stringify(markup) : null,
    })

  if (message.location) {
    const { latitude, longitude, horizontal_accuracy } = message.location
    const seconds = message.edit_date ?? message.date
    const outcome = await takeTelegramLocation(
      db,
      from.id,
      {
        lat: latitude,
        lon: longitude,
        accuracy: horizontal_accuracy ?? null,
        recordedAt: seconds ? new Date(seconds * 1000) : now(),
      },
      now(),
    )
    return outcome === 'taken' ? 'position_taken' : outcome === 'refused' ? 'position_refused' : 'ignored'
  }

  if (message.contact) {
    const verification = await startedBy(db, from.id)
    if (!verification) {
      await reply('no_verification', { remove_keyboard: true })
      return 'no_verification'
    }
    if (message.contact.user_id !== from.id) {
      await reply('not_own_contact')
      return 'asked'
    }
    const matches = digits(message.contact.phone_number) === digits(verification.phone)
    if (matches && (await verify(db, verification, from.id))) {
      await reply('verified', { remove_keyboard: true })
      return 'verified'
    }
    await refuse(db, verification.id)
    await reply('refused', { remove_keyboard: true })
    return 'refused'
  }

  const start = START.exec(message.text ?? '')
  if (!start) return 'ignored'
  const payload = start[1]
  if (!payload) {
    await reply('hello')
    return 'hello'
  }
  const tracking = TRACKING_START.exec(payload)
  if (tracking) {
    const link = await bindTelegram(db, tracking[1]!, from.id, now())
    if (!link) {
      await reply('tracking_link_gone')
      return 'unknown_link'
    }
    await reply('tracking_linked', undefined, { order: orderNumber(link.order_id) })
    return 'tracking_linked'
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(payload) || !(await startByPayload(db, payload, from.id))) {
    await reply('unknown_link')
    return 'unknown_link'
  }
  await reply('ask_contact', {
    keyboard: [[{ text: botTexts[lang].share_button, request_contact: true }]],
    one_time_keyboard: true,
    resize_keyboard: true,
  })
  return 'asked'
}
