/** Helpers for the Telegram tests: updates as Telegram sends them, posted to the webhook with the secret. */
import type { TestServer } from '../../../../tests/helpers/server'
import { SECRET_HEADER } from '../../../core/contract/telegram'
import { webhookSecret } from './secrets'

let updateId = 1

export function startUpdate(telegramUserId: number, text: string, languageCode = 'ru') {
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      from: { id: telegramUserId, is_bot: false, first_name: 'Иван', language_code: languageCode },
      chat: { id: telegramUserId, type: 'private' },
      text,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    },
  }
}

export function contactUpdate(telegramUserId: number, phone: string, contactUserId = telegramUserId) {
  return {
    update_id: updateId++,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      from: { id: telegramUserId, is_bot: false, first_name: 'Иван', language_code: 'ru' },
      chat: { id: telegramUserId, type: 'private' },
      contact: { phone_number: phone, first_name: 'Иван', user_id: contactUserId },
    },
  }
}

export function postUpdate(server: TestServer, update: object, secret: string | null = webhookSecret(server.config)) {
  return server.call({
    method: 'POST',
    url: '/api/v2/telegram/webhook',
    payload: update,
    headers: secret === null ? {} : { [SECRET_HEADER]: secret },
  })
}
