/**
 * The Telegram mini-app (spec 1 `tgWebAppStartParam`): the app inside Telegram signs in with the mini-app's
 * `initData`, signed by Telegram with the bot token (HMAC-SHA256 keyed by HMAC("WebAppData", token)) and checked on
 * the server; the Telegram account must be linked to an active user (by the verification).
 */
import { z } from 'zod'
import { dataOf, Line } from '../common'
import { defineEndpoint } from '../endpoint'
import { Session } from '../entities'

const tags = ['telegram']

export const miniAppLogin = defineEndpoint({
  method: 'POST',
  path: 'v2/telegram/web-app/login',
  summary: 'Sign in inside the Telegram mini-app with Telegram.WebApp.initData (checked with the bot token)',
  tags,
  access: 'public',
  body: z.strictObject({ init_data: Line.min(1).max(4096) }),
  response: dataOf(Session),
})
