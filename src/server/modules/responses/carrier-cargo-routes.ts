/**
 * The carrier's side (contract/responses/carrier-cargos.ts): the cargo tabs (free, available, work, contract), one
 * cargo with my response, and sending a cargo to one's Telegram. Responding is ./cargo-response-routes.ts.
 */
import type { FastifyInstance } from 'fastify'
import { carrierCargo, carrierCargos, sendTelegramMessage } from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { conflict, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { enqueue } from '../../services/outbox'
import { callerAnswers } from '../caller-answers'
import { viewerOf } from '../cargo/access'
import { findVisibleCargo } from '../cargo/cargo-repository'
import { finishIfDue } from './auction-repository'
import { carrierAnswers } from './carrier-cargo-answers'
import { carrierCargoPage, telegramChatOf, visibleOrOwn, visibleToCarrier } from './carrier-cargo-repository'
import { cargoTelegramMessage } from './notices'

export function registerCarrierCargoRoutes(app: FastifyInstance, { db }: AppContext) {
  const remembered = callerAnswers(db, carrierCargos)
  route(app, carrierCargos, (ctx) =>
    remembered(ctx, async () => {
      const { rows, size } = await carrierCargoPage(db, ctx.me, ctx.params.type, ctx.query)
      return { data: await carrierAnswers(db, rows, ctx.me, ctx.lang), meta: { size } }
    }),
  )

  // `carrier/cargos/:type` and `carrier/cargos/:id` share a place in the path: the id is the numeric one.
  route(app, { ...carrierCargo, path: 'carrier/cargos/:id(^\\d+$)' }, async ({ params, query, me, lang }) => {
    const row = await visibleToCarrier(db, params.id, me)
    await finishIfDue(db, row.id)
    const [data] = await carrierAnswers(db, [row], me, lang, query.include)
    return { data: data! }
  })

  route(app, sendTelegramMessage, async ({ params, body, me, lang }) => {
    const cargo =
      me.companyId === null
        ? await findVisibleCargo(db, params.id, viewerOf(me))
        : await visibleOrOwn(db, params.id, me)
    if (!cargo) throw notFound()
    const recipient = await telegramChatOf(db, me.id)
    if (recipient === null) throw conflict('telegram_not_linked_self')
    await enqueue(db, { channel: 'telegram', recipient, ...cargoTelegramMessage(cargo, lang, body.message) })
    return { data: { queued: true as const, recipient } }
  })
}
