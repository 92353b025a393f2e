/** Reviews of companies after an order (contract/reviews): writing, editing, answering, reporting, moderating, reading. */
import type { FastifyInstance } from 'fastify'
import {
  answerReview,
  companyRating,
  companyRatings,
  companyReviews,
  createReview,
  hideReview,
  myReviews,
  orderReviews,
  reportedReviews,
  reportReview,
  unhideReview,
  updateReview,
} from '../../../core/contract/reviews'
import type { AppContext, Module } from '../../http/context'
import { conflict, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { sideOf } from '../orders/access'
import { requirePlatform } from '../responses/access'
import { subjectFor, viewerOf } from './access'
import { toReview, toSummary } from './answers'
import { noticeAnswer, noticeHidden, noticeNewReview, noticeReport } from './notices'
import * as repo from './review-repository'

/** `now`: the clock the writers and the edit window read (tests pass their own). */
export function registerReviewRoutes(app: FastifyInstance, { db }: AppContext, now: () => Date = () => new Date()) {
  const answer = async (id: number, viewer: repo.Viewer) => {
    const row = await repo.findReview(db, id, viewer)
    if (!row) throw notFound()
    return { data: toReview(row, viewer, now()) }
  }

  route(app, companyRating, async ({ params, query }) => {
    const row = await repo.ratingSummary(db, params.id, query.subject)
    if (!row) throw notFound()
    return { data: toSummary(row) }
  })

  route(app, companyRatings, async ({ query }) => {
    const rows = await repo.ratingBriefs(db, query.ids, query.subject)
    return { data: rows, meta: { size: rows.length } }
  })

  route(app, companyReviews, async ({ params, query, me }) => {
    const viewer = await viewerOf(db, me)
    const { rows, size } = await repo.listCompanyReviews(db, params.id, query.subject, query, viewer)
    return { data: rows.map((row) => toReview(row, viewer, now())), meta: { size } }
  })

  route(app, myReviews, async ({ query, me }) => {
    const viewer = { companyId: ownCompanyId(me), security: false }
    const { rows, size } = await repo.listOwnReviews(db, query.direction, query, viewer)
    return { data: rows.map((row) => toReview(row, viewer, now())), meta: { size } }
  })

  route(app, orderReviews, async ({ params, me }) => {
    const order = await repo.orderForReview(db, params.id)
    const side = await sideOf(db, me, order)
    if (!order || side === 'security') throw notFound()
    const viewer = { companyId: me.companyId, security: false }
    const rows = await repo.orderReviewRows(db, order.id, viewer)
    const subject = subjectFor(side)
    const given = rows.find((row) => row.subject === subject)
    const received = rows.find((row) => row.subject !== subject)
    return {
      data: {
        subject,
        can_review: repo.orderIsOver(order.status) && !given && order.shipper_company_id !== order.carrier_company_id,
        given: given ? toReview(given, viewer, now()) : null,
        received: received ? toReview(received, viewer, now()) : null,
      },
    }
  })

  route(app, createReview, async ({ params, body, me, reply }) => {
    const order = await repo.orderForReview(db, params.id)
    const side = await sideOf(db, me, order)
    if (!order || side === 'security') throw notFound()
    if (!repo.orderIsOver(order.status)) throw conflict('review_order_open')
    const subject = subjectFor(side)
    const companyId = ownCompanyId(me)
    const facts = {
      order_id: order.id,
      subject,
      author_company_id: companyId,
      company_id: subject === 'carrier' ? order.carrier_company_id : order.shipper_company_id,
    }
    const id = await db.transaction().execute(async (trx) => {
      const id = await repo.insertReview(trx, {
        orderId: order.id,
        subject,
        authorCompanyId: companyId,
        companyId: facts.company_id,
        userId: me.id,
        input: body,
        now: now(),
      })
      await noticeNewReview(trx, facts, body.rating)
      return id
    })
    reply.status(201)
    return answer(id, { companyId, security: false })
  })

  route(app, updateReview, async ({ params, body, me }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute((trx) => repo.editReview(trx, params.id, companyId, body, now()))
    return answer(params.id, { companyId, security: false })
  })

  route(app, answerReview, async ({ params, body, me }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const review = await repo.answerReview(trx, params.id, companyId, me.id, body.text, now())
      await noticeAnswer(trx, review)
    })
    return answer(params.id, { companyId, security: false })
  })

  route(app, reportReview, async ({ params, body, me }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const review = await repo.reportReview(trx, params.id, companyId, me.id, body.reason)
      await noticeReport(trx, review, body.reason)
    })
    return answer(params.id, { companyId, security: false })
  })

  route(app, reportedReviews, async ({ query, me }) => {
    await requirePlatform(db, me)
    const viewer = { companyId: me.companyId, security: true }
    const { rows, size } = await repo.listModeration(db, query.filter, query, viewer)
    return { data: rows.map((row) => toReview(row, viewer, now())), meta: { size } }
  })

  route(app, hideReview, async ({ params, body, me }) => {
    await requirePlatform(db, me)
    await db.transaction().execute(async (trx) => {
      const review = await repo.setHidden(trx, params.id, { reason: body.reason, by: me.id }, now())
      await noticeHidden(trx, review, body.reason)
    })
    return answer(params.id, { companyId: me.companyId, security: true })
  })

  route(app, unhideReview, async ({ params, me }) => {
    await requirePlatform(db, me)
    await db.transaction().execute((trx) => repo.setHidden(trx, params.id, null, now()))
    return answer(params.id, { companyId: me.companyId, security: true })
  })
}

const routes: Module = (app, ctx) => registerReviewRoutes(app, ctx)
export default routes
