/** Messages about a cargo to external trucks' contacts: the preview, and sending through the outbox. */
import type { FastifyInstance } from 'fastify'
import { previewExternalMessage, sendExternalMessage } from '../../../core/contract/external-carriers'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { keeperOf } from './access'
import * as messages from './message-repository'

export function registerMessageRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, previewExternalMessage, async ({ me, body, lang }) => ({
    data: { message: await messages.messageText(db, keeperOf(me), me, body.cargo_id, lang) },
  }))

  route(app, sendExternalMessage, async ({ me, body, lang }) => ({
    data: await db.transaction().execute((trx) => messages.sendMessages(trx, keeperOf(me), body, lang)),
  }))
}
