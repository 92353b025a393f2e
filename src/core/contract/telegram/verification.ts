/**
 * Telegram verification (spec 1, 4, 7 "User and company"): `GET v2/user/verification/telegram` with the phone and
 * INN of an account starts it and answers a deep link to the exchange's bot (`https://t.me/<bot>?start=<payload>`);
 * in Telegram the user presses Start and shares their contact; the bot checks that the contact is the sender's own
 * and its phone is the account's, links the Telegram account and the check answers status 2 with an access token,
 * which the client stores (spec 4). Without a bot token the answer says Telegram is not configured (never a 5xx).
 *
 * Nothing here tells a stranger whether an account with a phone and INN exists: every start answers a link, and a
 * contact that matches no account ends as `refused`, like a contact of another phone.
 */
import { z } from 'zod'
import { dataOf, Line, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { User } from '../entities'
import { Inn, Phone } from '../validators'

const tags = ['telegram']

/** The check's statuses (spec 4 names 2: verified, with a token). */
export const TELEGRAM_STATUS = {
  /** The link is not opened yet. */
  waiting: 0,
  /** The bot was started with the payload and asked for the contact. */
  started: 1,
  verified: 2,
  /** The contact was not the sender's own, or its phone matches no account with the INN. */
  refused: 3,
  expired: 4,
} as const
export type TelegramStatus = (typeof TELEGRAM_STATUS)[keyof typeof TELEGRAM_STATUS]

/** A verification lasts this long. */
export const TELEGRAM_VERIFICATION_MINUTES = 15

export const TelegramVerification = z.object({
  /** False when the exchange has no bot token: the screen says Telegram is not configured. */
  configured: z.boolean(),
  /** The verification id to check with (unguessable), null when not configured. */
  id: z.string().nullable(),
  /** The deep link to the bot. */
  link: z.string().nullable(),
  bot: z.string().nullable(),
  expires_at: Timestamp.nullable(),
})
export type TelegramVerification = z.infer<typeof TelegramVerification>

export const startTelegramVerification = defineEndpoint({
  method: 'GET',
  path: 'v2/user/verification/telegram',
  summary:
    "Starts Telegram verification for the account with this phone and company INN: answers the deep link to the exchange's bot (configured=false without a bot token)",
  tags,
  access: 'public',
  query: z.strictObject({ phone: Phone, inn: Inn }),
  response: dataOf(TelegramVerification),
})

export const VerificationId = Line.regex(/^[A-Za-z0-9_-]{20,64}$/, 'verification id')

export const TelegramCheck = z.object({
  status: z.number().int().min(0).max(4),
  /** Status 2 only, and only on the first check after it: the access token of the verified account. */
  token: z.string().nullable(),
  /** With the token: its user, so that the client stores a complete session at once (like a sign-in). */
  user: User.nullable(),
})
export type TelegramCheck = z.infer<typeof TelegramCheck>

export const checkTelegramVerification = defineEndpoint({
  method: 'GET',
  path: 'v2/user/verification/check-telegram/:id',
  summary:
    'The state of a Telegram verification: 0 waiting, 1 started in the bot, 2 verified (with an access token, once), 3 refused, 4 expired',
  tags,
  access: 'public',
  params: z.strictObject({ id: VerificationId }),
  response: dataOf(TelegramCheck),
})
