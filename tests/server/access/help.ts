/**
 * The access rows of help, news and Telegram. Tours and release notes are every signed-in user's own
 * (a step beyond the tour and an empty read body are 422s, so the walk changes nothing). Telegram verification and
 * the mini-app sign-in are public (an invalid input is a 422 for everyone; an unknown verification a 404); the
 * webhook refuses everyone without Telegram's secret token (401), before it reads the body.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow, Caller } from '../access-table'

/** (A helper of its own: this file is imported by ../access-table.ts while that module is still loading.) */
const all = (status: number, anonymous = 401): Record<Caller, number> => ({
  anonymous,
  shipper: status,
  logist: status,
  manager: status,
  carrier: status,
  security: status,
})

export const rows: AccessRow[] = [
  { endpoint: 'help.listHelpGuides', request: () => ({ url: 'v2/panel/help-guides' }), expect: all(200) },
  {
    endpoint: 'help.changeGuideStep',
    request: (f) => ({ url: `v2/panel/help-guides/${f.searchGuide}/change-step`, payload: { step: 100 } }),
    expect: all(422),
  },
  {
    endpoint: 'help.listReleaseNotes',
    request: () => ({ url: 'v2/panel/release-notes?filter[unread]=1' }),
    expect: all(200),
  },
  {
    endpoint: 'help.readReleaseNotes',
    request: () => ({ url: 'v2/panel/release-notes/read', payload: {} }),
    expect: all(422),
  },
  {
    endpoint: 'telegram.startTelegramVerification',
    request: () => ({ url: 'v2/user/verification/telegram?phone=1' }),
    expect: all(422, 422),
  },
  {
    endpoint: 'telegram.checkTelegramVerification',
    request: () => ({ url: `v2/user/verification/check-telegram/${'a'.repeat(43)}` }),
    expect: all(404, 404),
  },
  {
    endpoint: 'telegram.telegramWebhook',
    request: () => ({ url: 'v2/telegram/webhook', payload: { update_id: 1 } }),
    expect: all(401, 401),
  },
  {
    endpoint: 'telegram.miniAppLogin',
    request: () => ({ url: 'v2/telegram/web-app/login', payload: {} }),
    expect: all(422, 422),
  },
]

export async function fixtures(db: Kysely<DB>): Promise<Record<string, number>> {
  const guide = await db
    .selectFrom('help_guides')
    .select('id')
    .where('code', '=', 'cargo-search')
    .executeTakeFirstOrThrow()
  return { searchGuide: guide.id }
}
