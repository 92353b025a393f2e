/**
 * The carrier's side: the cargo tabs (free, available, work, contract), one cargo with my response, responding
 * (an offer, or taking the cargo at its price), changing or withdrawing a response, and sending a cargo to one's
 * Telegram.
 */
import type { FastifyInstance } from 'fastify'
import {
  addResponse,
  carrierCargo,
  carrierCargos,
  changeResponse,
  sendTelegramMessage,
} from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { conflict, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { enqueue } from '../../services/outbox'
import { viewerOf } from '../cargo/access'
import { findVisibleCargo } from '../cargo/cargo-repository'
import { ownCompanyId } from '../companies/access'
import { checkTransport } from '../transport/truck-repository'
import { finishIfDue } from './auction-repository'
import { responseAnswer } from './cargo-response-answers'
import { changeCarrierResponse, respondToCargo } from './cargo-response-repository'
import { carrierAnswers } from './carrier-cargo-answers'
import { carrierCargoPage, telegramChatOf, visibleOrOwn, visibleToCarrier } from './carrier-cargo-repository'
import { cargoTelegramMessage } from './notices'

export function registerCarrierRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, carrierCargos, async ({ params, query, me, lang }) => {
    const { rows, size } = await carrierCargoPage(db, me, params.type, query)
    return { data: await carrierAnswers(db, rows, me, lang), meta: { size } }
  })

  // `carrier/cargos/:type` and `carrier/cargos/:id` share a place in the path: the id is the numeric one.
  route(app, { ...carrierCargo, path: 'carrier/cargos/:id(^\\d+$)' }, async ({ params, query, me, lang }) => {
    const row = await visibleToCarrier(db, params.id, me)
    await finishIfDue(db, row.id)
    const [data] = await carrierAnswers(db, [row], me, lang, query.include)
    return { data: data! }
  })

  route(app, addResponse, async ({ params, body, me, lang }) => {
    const companyId = ownCompanyId(me)
    const take = params.status === 'accept'
    if (!take && body.price === undefined) throw invalidField('price', 'price_required')
    await checkTransport(db, companyId, body.transport_id)
    const respond = {
      companyId,
      userId: me.id,
      take,
      price: body.price,
      transportId: body.transport_id,
      comment: body.comment,
    }
    const id = await respondToCargo(db, params.id, respond, lang)
    return { data: await responseAnswer(db, id, lang) }
  })

  route(app, changeResponse, async ({ params, body, me, lang }) => {
    const companyId = ownCompanyId(me)
    if (body.status === 'new') await checkTransport(db, companyId, body.transport_id)
    const id = await changeCarrierResponse(db, params.id, companyId, me.id, body, lang)
    return { data: await responseAnswer(db, id, lang) }
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
