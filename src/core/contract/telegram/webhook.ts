/**
 * The bot's side: Telegram's Bot API posts updates here (setWebhook with `secret_token`); the server checks the
 * `X-Telegram-Bot-Api-Secret-Token` header, handles `/start <payload>` (asks for the contact with a button) and a
 * shared contact (verifies), and answers through the outbox. A location (a live location's updates come as
 * `edited_message`) from a driver is a position of the driver's order on the way (contract/tracking); `/start
 * trk_<token>` binds the driver's Telegram account to a share link. Only the fields the bot reads are typed;
 * Telegram's others pass unread. Coordinates are not range-checked here: the bot drops an impossible one rather than
 * answer Telegram with an error it would send again.
 */
import { z } from 'zod'
import { Line, Ok, Text } from '../common'
import { defineEndpoint } from '../endpoint'

const tags = ['telegram']

const TelegramId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

const TelegramUser = z.looseObject({
  id: TelegramId,
  is_bot: z.boolean().optional(),
  first_name: Line.max(256).optional(),
  language_code: Line.max(16).optional(),
})

export const TelegramMessage = z.looseObject({
  message_id: z.number().int(),
  from: TelegramUser.optional(),
  chat: z.looseObject({ id: z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER) }),
  /** Unix seconds: when the message was sent, and when a live location last moved. */
  date: z.number().int().optional(),
  edit_date: z.number().int().optional(),
  text: Text.max(4096).optional(),
  location: z
    .looseObject({
      latitude: z.number(),
      longitude: z.number(),
      horizontal_accuracy: z.number().min(0).max(1500).optional(),
      live_period: z.number().int().optional(),
    })
    .optional(),
  contact: z
    .looseObject({
      phone_number: Line.max(32),
      first_name: Line.max(256).optional(),
      user_id: TelegramId.optional(),
    })
    .optional(),
})

export const TelegramUpdate = z.looseObject({
  update_id: z.number().int(),
  message: TelegramMessage.optional(),
  /** Read only when it is a whole message with a location (a live location moving); any other edit passes unread. */
  edited_message: TelegramMessage.partial().optional(),
})
export type TelegramUpdate = z.infer<typeof TelegramUpdate>

export const SECRET_HEADER = 'x-telegram-bot-api-secret-token'

export const telegramWebhook = defineEndpoint({
  method: 'POST',
  path: 'v2/telegram/webhook',
  summary:
    "The Telegram Bot API's webhook: updates with the secret token header (401 without it); handles /start <payload>, shared contacts and drivers' (live) locations",
  tags,
  access: 'public',
  body: TelegramUpdate,
  errors: [401],
  response: Ok,
})
