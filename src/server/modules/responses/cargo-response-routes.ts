/**
 * Responses to cargos (contract/responses/cargo-responses.ts): the carrier responds (an offer, or taking the cargo
 * at its price), changes or withdraws its response; both sides see the lists (shippers: to their company's cargos;
 * carriers: their own) and one response; the shipper's full view and its documents, the shipper's decisions (accept
 * or reject, send to the security check) and the power of attorney as a PDF.
 */
import type { FastifyInstance } from 'fastify'
import {
  addResponse,
  changeResponse,
  changeSecureState,
  downloadPowerAttorney,
  getResponse,
  listResponses,
  responseDocumentLink,
  responseFlow,
  sendToSecurityCheck,
} from '../../../core/contract/responses'
import type { AppContext } from '../../http/context'
import { conflict, invalidField } from '../../http/errors'
import { type RouteContext, route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { ownCompanyId } from '../companies/access'
import { checkTransport } from '../transport/truck-repository'
import { ownResponse, requireSide, sideOf } from './access'
import { finishIfDue } from './auction-repository'
import { carrierDetails, documentsOf, nextActions, responseAnswer, toResponse } from './cargo-response-answers'
import {
  changeCarrierResponse,
  decideResponse,
  findResponseRow,
  historyOf,
  listResponseRows,
  moveResponseById,
  respondToCargo,
} from './cargo-response-repository'
import { powerOfAttorney } from './power-of-attorney'

export function registerResponseRoutes(app: FastifyInstance, { db }: AppContext) {
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

  const remembered = callerAnswers(db, listResponses)
  route(app, listResponses, (ctx) => remembered(ctx, () => responsePage(ctx)))
  const responsePage = async ({ query, me, lang }: RouteContext<typeof listResponses>) => {
    const { rows, size } = await listResponseRows(db, {
      side: sideOf(me),
      companyId: ownCompanyId(me),
      statuses: query.filter?.status ?? [],
      cargoId: query.filter?.cargo_id,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
    })
    return { data: rows.map((row) => toResponse(row, lang)), meta: { size } }
  }

  route(app, getResponse, async ({ params, me, lang }) => {
    const row = await ownResponse(db, params.id, me)
    return { data: toResponse(row, lang) }
  })

  route(app, responseFlow, async ({ params, me, lang }) => {
    const row = await ownResponse(db, params.id, me, 'shipper')
    return {
      data: {
        ...toResponse(row, lang),
        carrier_details: carrierDetails(row),
        history: await historyOf(db, row.id),
        actions: nextActions(row.status),
      },
    }
  })

  route(app, responseDocumentLink, async ({ params, me, lang }) => {
    const row = await ownResponse(db, params.id, me, 'shipper')
    return { data: { documents: documentsOf(row, lang) } }
  })

  route(app, changeSecureState, async ({ params, body, me, lang }) => {
    const companyId = ownCompanyId(me)
    const existing = await findResponseRow(db, params.id)
    requireSide(me, existing, 'shipper')
    if (body.state === 'accepted') await finishIfDue(db, existing.cargo_id)
    await decideResponse(
      db,
      existing,
      { companyId, userId: me.id, state: body.state, reason: body.reason ?? null },
      lang,
    )
    return { data: await responseAnswer(db, params.id, lang) }
  })

  route(app, sendToSecurityCheck, async ({ params, me, lang }) => {
    await ownResponse(db, params.id, me, 'shipper')
    await moveResponseById(db, params.id, 'wait_security_check', me.id, lang)
    return { data: await responseAnswer(db, params.id, lang) }
  })

  route(app, downloadPowerAttorney, async ({ params, me, lang, reply }) => {
    const row = await ownResponse(db, params.id, me)
    if (documentsOf(row, lang).length === 0) throw conflict('document_unavailable')
    const pdf = await powerOfAttorney(row, lang)
    reply.header('content-type', 'application/pdf')
    reply.header('content-disposition', `attachment; filename="power-of-attorney-${row.id}.pdf"`)
    return pdf
  })
}
