/**
 * Responses seen from both sides: the lists (shippers: to their company's cargos; carriers: their own), one
 * response, the shipper's full view and its documents, the shipper's decisions (accept or reject, send to the
 * security check) and the power of attorney as a PDF.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Lang } from '../../../core/contract/common'
import {
  changeSecureState,
  downloadPowerAttorney,
  getResponse,
  listResponses,
  type ResponseStatus,
  responseDocumentLink,
  responseFlow,
  sendToSecurityCheck,
} from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { conflict, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { requireSide, sideOf } from './access'
import { auctionRow, finishIfDue } from './auction'
import { settle } from './carrier-routes'
import { noticeAccepted, noticeRejected } from './notices'
import { renderPdf } from './pdf'
import {
  canMove,
  documentsOf,
  illegalResponseStep,
  lockCargo,
  lockResponse,
  money,
  moveResponse,
  type ResponseRow,
  responseAnswer,
  responseRows,
  routeName,
  toResponse,
  winnerOf,
} from './store'

export async function historyOf(db: Kysely<DB>, id: number) {
  const events = await db
    .selectFrom('cargo_response_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.status', 'e.reason', 'e.created_at', 'u.name as user_name'])
    .where('e.response_id', '=', id)
    .orderBy('e.id')
    .execute()
  return events.map((event) => ({
    status: event.status as ResponseStatus,
    reason: event.reason,
    user_name: event.user_name,
    created_at: new Date(event.created_at).toISOString(),
  }))
}

export function carrierDetails(row: ResponseRow) {
  return {
    inn: row.carrier_inn,
    kpp: row.carrier_kpp,
    ogrn: row.carrier_ogrn,
    legal_address: row.carrier_address,
    phone: row.carrier_phone,
    email: row.carrier_email,
  }
}

/** The shipper's own response or a carrier's own, else 404. */
async function ownResponse(db: Kysely<DB>, id: number, me: CurrentUser, side = sideOf(me)): Promise<ResponseRow> {
  const row = await responseRows(db).where('r.id', '=', id).executeTakeFirst()
  requireSide(me, row, side)
  return row
}

function nextActions(status: string) {
  const actions: ('accept' | 'reject' | 'send_to_security' | 'create_contract')[] = []
  if (canMove(status, 'accepted')) actions.push('accept')
  if (canMove(status, 'rejected')) actions.push('reject')
  if (canMove(status, 'wait_security_check')) actions.push('send_to_security')
  if (canMove(status, 'contract')) actions.push('create_contract')
  return actions
}

export function powerOfAttorney(row: ResponseRow, lang: Lang): Promise<Buffer> {
  const en = lang === 'en'
  const route = routeName(row)[lang]
  const issued = new Date().toISOString().slice(0, 10)
  const lines = [
    { text: en ? `Power of attorney No. ${row.id}` : `Доверенность № ${row.id}`, size: 18, bold: true },
    { text: en ? `Issued ${issued}` : `Дата выдачи ${issued}`, gap: 4 },
    {
      text: en
        ? `${row.shipper_name} (the shipper) authorises ${row.carrier_name}, INN ${row.carrier_inn} (the carrier), to receive and carry the cargo No. ${row.cargo_id}.`
        : `${row.shipper_name} (грузовладелец) доверяет ${row.carrier_name}, ИНН ${row.carrier_inn} (перевозчик), получить и перевезти груз № ${row.cargo_id}.`,
      gap: 14,
    },
    { text: `${en ? 'Route' : 'Маршрут'}: ${route}`, gap: 8 },
    { text: `${en ? 'Loading date' : 'Дата погрузки'}: ${row.load_date_from}` },
    {
      text: `${en ? 'Weight' : 'Вес'}: ${Number(row.weight).toLocaleString(en ? 'en-GB' : 'ru-RU')} ${en ? 't' : 'т'}`,
    },
    { text: `${en ? 'Price' : 'Цена'}: ${money(Number(row.price), row.currency)}` },
    ...(row.transport_number ? [{ text: `${en ? 'Truck' : 'Машина'}: ${row.transport_number}` }] : []),
    ...(row.user_name ? [{ text: `${en ? 'Carrier contact' : 'Контакт перевозчика'}: ${row.user_name}` }] : []),
    { text: en ? 'Shipper: ______________________' : 'Грузовладелец: ______________________', gap: 36 },
    { text: en ? 'Carrier: ______________________' : 'Перевозчик: ______________________', gap: 18 },
  ]
  return renderPdf(lines, {
    title: `${en ? 'Power of attorney' : 'Доверенность'} № ${row.id}: ${row.carrier_name}`,
    subject: `${row.shipper_name} → ${row.carrier_name}, ${route}`,
    language: en ? 'en-GB' : 'ru-RU',
  })
}

export function registerResponseRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listResponses, async ({ query, me, lang }) => {
    const company = ownCompanyId(me)
    const side = sideOf(me)
    let rows = responseRows(db)
    rows = side === 'shipper' ? rows.where('c.company_id', '=', company) : rows.where('r.company_id', '=', company)
    const statuses = query.filter?.status ?? []
    if (statuses.length > 0) rows = rows.where('r.status', 'in', statuses)
    if (query.filter?.cargo_id) rows = rows.where('r.cargo_id', '=', query.filter.cargo_id)
    const counted = await rows.clearSelect().select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow()
    const [column, direction] = query.sort.startsWith('-')
      ? ([query.sort.slice(1), 'desc'] as const)
      : ([query.sort, 'asc'] as const)
    const page = await rows
      .orderBy(column === 'price' ? 'r.price' : 'r.created_at', direction)
      .orderBy('r.id', direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute()
    return { data: page.map((row) => toResponse(row, lang)), meta: { size: Number(counted.size) } }
  })

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
    const company = ownCompanyId(me)
    const reason = body.reason ?? null
    const existing = await responseRows(db).where('r.id', '=', params.id).executeTakeFirst()
    requireSide(me, existing, 'shipper')
    if (body.state === 'accepted') await finishIfDue(db, existing.cargo_id)
    await settle(
      () =>
        db.transaction().execute(async (trx) => {
          const cargo = await lockCargo(trx, existing.cargo_id)
          if (!cargo || cargo.company_id !== company) throw notFound()
          const response = await lockResponse(trx, params.id)
          if (!response) throw notFound()
          if (body.state === 'accepted') {
            if (!canMove(response.status, 'accepted')) throw illegalResponseStep(lang, response.status)
            if (cargo.stage !== 'available') throw conflict('response_cargo_closed')
            const auction = await auctionRow(trx, cargo.id)
            if (auction?.status === 'running') throw conflict('auction_is_on')
            const winner = await winnerOf(trx, cargo.id)
            if (winner && winner.id !== response.id) throw conflict('cargo_taken')
          }
          await moveResponse(trx, response, { to: body.state, userId: me.id, reason }, lang)
          const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
          if (body.state === 'accepted') await noticeAccepted(trx, row)
          else await noticeRejected(trx, row)
        }),
      () => conflict('cargo_taken'),
    )
    return { data: await responseAnswer(db, params.id, lang) }
  })

  route(app, sendToSecurityCheck, async ({ params, me, lang }) => {
    const existing = await responseRows(db).where('r.id', '=', params.id).executeTakeFirst()
    requireSide(me, existing, 'shipper')
    await db.transaction().execute(async (trx) => {
      const response = await lockResponse(trx, params.id)
      if (!response) throw notFound()
      await moveResponse(trx, response, { to: 'wait_security_check', userId: me.id }, lang)
    })
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
