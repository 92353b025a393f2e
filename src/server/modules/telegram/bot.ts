/**
 * The bot's side of verification: what an update from Telegram does. `/start <payload>` opens the verification of
 * the deep link and asks for the contact with a "share my number" button; a shared contact that is the sender's
 * own, with the account's phone, verifies. Every reply goes out through the outbox (channel `telegram`, to the
 * chat), delivered by the Bot API adapter.
 */
import type { Kysely } from 'kysely'
import type { TelegramUpdate } from '../../../core/contract/telegram'
import type { DB } from '../../db/schema'
import { enqueue } from '../../services/outbox'
import { type BotText, botLang, botTexts } from './bot-texts'
import { refuse, startByPayload, startedBy, verify } from './verification-repository'

const START = /^\/start(?:@\w+)?(?:\s+(\S+))?\s*$/

const digits = (phone: string) => phone.replace(/\D/g, '')

export type BotOutcome = 'ignored' | 'hello' | 'asked' | 'unknown_link' | 'no_verification' | 'refused' | 'verified'

export async function handleUpdate(db: Kysely<DB>, update: TelegramUpdate): Promise<BotOutcome> {
  const message = update.message
  if (!message?.from || message.from.is_bot) return 'ignored'
  const from = message.from
  const lang = botLang(from.language_code)
  const reply = (key: BotText, markup?: object) =>
    enqueue(db, {
      channel: 'telegram',
      recipient: String(message.chat.id),
      subject: '',
      body: botTexts[lang][key],
      telegram_markup: markup ? JSON.stringify(markup) : null,
    })

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
