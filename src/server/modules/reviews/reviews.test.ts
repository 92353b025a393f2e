import { describe, expect, it } from 'vitest'
import { sharedWorld } from '../../../../tests/helpers/server'
import type { RatingSummary, Review } from '../../../core/contract/reviews'
import { HttpError } from '../../http/errors'
import { messageOf, signedContract, type World, world } from '../orders/testing'
import { editReview } from './review-repository'

const toCarrier = {
  rating: 4,
  criteria: { punctuality: 5, documents: 3, cargo_safety: 5, communication: 4 },
  text: 'Приехали вовремя, <b>груз</b> цел; акт привезли через неделю.',
}
const toShipper = {
  rating: 2,
  criteria: { payment_on_time: 1, loading_times: 3, cargo_accuracy: 2 },
  text: 'Оплата пришла на месяц позже срока.',
}

describe('reviews: each side of a closed or cancelled order reviews the other once', () => {
  const t = sharedWorld(world)

  const send = (who: Parameters<World['call']>[0], method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.w.server.call({
      method,
      url: `/api/${path}`,
      token: who ? t.w.tokens[who] : null,
      ...(payload ? { payload } : {}),
    })
  const closedOrder = async (status: 'closed' | 'cancelled' = 'closed') => {
    const { order } = await signedContract(t.w)
    await t.server.db.updateTable('orders').set({ status, closed_at: new Date() }).where('id', '=', order).execute()
    return order
  }

  it('lets only the parties review, once per side, never before the order is over; the reviewed side is told', async () => {
    const { order: open } = await signedContract(t.w)
    const early = await send('shipper', 'POST', `v2/orders/${open}/reviews`, toCarrier)
    expect(early.statusCode).toBe(409)
    expect(messageOf(early)).toBe('Отзыв можно оставить, когда заказ закрыт или отменён')

    const order = await closedOrder()
    // companies that are no party of the order do not see it
    expect((await send('siberia', 'POST', `v2/orders/${order}/reviews`, toShipper)).statusCode).toBe(404)
    expect((await send('ural', 'POST', `v2/orders/${order}/reviews`, toCarrier)).statusCode).toBe(404)
    expect((await send('siberia', 'GET', `v2/orders/${order}/reviews`)).statusCode).toBe(404)
    expect((await send('security', 'POST', `v2/orders/${order}/reviews`, toCarrier)).statusCode).toBe(403)
    // the criteria must be the reviewed side's
    const wrong = await send('shipper', 'POST', `v2/orders/${order}/reviews`, {
      ...toCarrier,
      criteria: toShipper.criteria,
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.criteria).toEqual(['Оцените каждый критерий от 1 до 5'])
    const stars = await send('shipper', 'POST', `v2/orders/${order}/reviews`, { ...toCarrier, rating: 6 })
    expect(stars.statusCode).toBe(422)

    const told = await t.w.notifications('carrier@example.com')
    const created = await send('shipper', 'POST', `v2/orders/${order}/reviews`, toCarrier)
    expect(created.statusCode).toBe(201)
    const review = created.json().data as Review
    expect(review).toMatchObject({
      subject: 'carrier',
      rating: 4,
      company: { id: t.w.companies.volga },
      author_company: { id: t.w.companies.north },
      text: toCarrier.text,
      actions: ['edit'],
    })
    expect(await t.w.notifications('carrier@example.com')).toBe(told + 1)
    const again = await send('shipper', 'POST', `v2/orders/${order}/reviews`, { ...toCarrier, rating: 1 })
    expect(again.statusCode).toBe(409)
    expect(messageOf(again)).toBe('Ваша компания уже оставила отзыв по этому заказу: его можно изменить')

    // the carrier reviews the shipper of the same order (a cancelled one may be reviewed too)
    expect((await send('carrier', 'POST', `v2/orders/${order}/reviews`, toShipper)).statusCode).toBe(201)
    const cancelled = await closedOrder('cancelled')
    expect((await send('carrier', 'POST', `v2/orders/${cancelled}/reviews`, toShipper)).statusCode).toBe(201)

    const seen = (await send('carrier', 'GET', `v2/orders/${order}/reviews`)).json().data
    expect(seen).toMatchObject({
      subject: 'shipper',
      can_review: false,
      received: { rating: 4, actions: ['answer', 'report'] },
    })
    expect(seen.given.rating).toBe(2)
  })

  it('never lets a company review itself', async () => {
    const order = await closedOrder()
    await t.server.db
      .updateTable('orders')
      .set({ carrier_company_id: t.w.companies.north })
      .where('id', '=', order)
      .execute()
    const res = await send('shipper', 'POST', `v2/orders/${order}/reviews`, toCarrier)
    expect(res.statusCode).toBe(422)
    expect(messageOf(res)).toBe('Нельзя оставить отзыв о своей компании')
  })

  it('keeps a review editable by its company for 14 days on the clock it is given', async () => {
    const order = await closedOrder()
    const review = (await send('shipper', 'POST', `v2/orders/${order}/reviews`, toCarrier)).json().data as Review
    const edited = await send('shipper', 'PUT', `v2/reviews/${review.id}`, { ...toCarrier, rating: 5 })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().data.rating).toBe(5)
    // another company may not edit it
    expect((await send('carrier', 'PUT', `v2/reviews/${review.id}`, toCarrier)).statusCode).toBe(404)

    const created = new Date(review.created_at).getTime()
    const day = 86_400_000
    const edit = (at: number) =>
      t.server.db
        .transaction()
        .execute((trx) => editReview(trx, review.id, t.w.companies.north, toCarrier, new Date(at)))
    await expect(edit(created + 13 * day)).resolves.toBeTruthy()
    await expect(edit(created + 14 * day)).rejects.toBeInstanceOf(HttpError)
    await expect(edit(created + 14 * day)).rejects.toMatchObject({ status: 409, key: 'review_edit_closed' })

    // over HTTP: a review written 15 days ago is closed, with the reason in the caller's language
    await t.server.db
      .updateTable('reviews')
      .set({ created_at: new Date(Date.now() - 15 * day) } as never)
      .where('id', '=', review.id)
      .execute()
    const late = await send('shipper', 'PUT', `v2/reviews/${review.id}`, toCarrier)
    expect(late.statusCode).toBe(409)
    expect(messageOf(late)).toBe('Отзыв можно изменить только в течение 14 дней')
    const mine = (await send('shipper', 'GET', 'v2/reviews/mine?direction=given&limit=50')).json().data as Review[]
    expect(mine.find((r) => r.id === review.id)?.actions).toEqual([])
  })

  it('lets the reviewed company answer once, and tells the author', async () => {
    const order = await closedOrder()
    const review = (await send('shipper', 'POST', `v2/orders/${order}/reviews`, toCarrier)).json().data as Review
    expect((await send('shipper', 'POST', `v2/reviews/${review.id}/answer`, { text: 'Сам себе' })).statusCode).toBe(404)
    expect((await send('siberia', 'POST', `v2/reviews/${review.id}/answer`, { text: 'Чужой' })).statusCode).toBe(404)
    const told = await t.w.notifications('shipper@example.com')
    const answered = await send('carrier', 'POST', `v2/reviews/${review.id}/answer`, { text: 'Спасибо!' })
    expect(answered.statusCode).toBe(200)
    expect(answered.json().data.answer.text).toBe('Спасибо!')
    expect(await t.w.notifications('shipper@example.com')).toBe(told + 1)
    const twice = await send('carrier', 'POST', `v2/reviews/${review.id}/answer`, { text: 'Ещё раз' })
    expect(twice.statusCode).toBe(409)
    expect(messageOf(twice)).toBe('Компания уже ответила на этот отзыв')
  })

  it('takes reports from other companies; security hides with a reason both sides see, and shows again', async () => {
    const order = await closedOrder()
    const review = (await send('shipper', 'POST', `v2/orders/${order}/reviews`, toCarrier)).json().data as Review
    const before = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/rating`)).json()
      .data as RatingSummary
    expect((await send('shipper', 'POST', `v2/reviews/${review.id}/report`, { reason: 'Своё' })).statusCode).toBe(422)
    const reported = await send('carrier', 'POST', `v2/reviews/${review.id}/report`, { reason: 'Оскорбления' })
    expect(reported.statusCode).toBe(200)
    expect(reported.json().data.actions).toEqual(['answer'])
    expect((await send('carrier', 'POST', `v2/reviews/${review.id}/report`, { reason: 'Ещё раз' })).statusCode).toBe(
      409,
    )
    // only the exchange's security service moderates
    expect((await send('carrier', 'GET', 'v2/reviews/reported')).statusCode).toBe(403)
    expect((await send('shipper', 'POST', `v2/reviews/${review.id}/hide`, { reason: 'Нарушение' })).statusCode).toBe(
      403,
    )
    const queue = (await send('security', 'GET', 'v2/reviews/reported')).json().data as Review[]
    expect(queue.find((r) => r.id === review.id)?.reports?.[0]).toMatchObject({ reason: 'Оскорбления' })

    const hidden = await send('security', 'POST', `v2/reviews/${review.id}/hide`, { reason: 'Нарушает правила' })
    expect(hidden.statusCode).toBe(200)
    expect(hidden.json().data.hidden.reason).toBe('Нарушает правила')
    // gone from the public list and the rating; both sides still see it with the reason
    const after = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/rating`)).json().data as RatingSummary
    expect(after.count).toBe(before.count - 1)
    const list = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/reviews?limit=50`)).json()
      .data as Review[]
    expect(list.some((r) => r.id === review.id)).toBe(false)
    for (const [who, direction] of [
      ['shipper', 'given'],
      ['carrier', 'received'],
    ] as const) {
      const mine = (await send(who, 'GET', `v2/reviews/mine?direction=${direction}&limit=50`)).json().data as Review[]
      expect(mine.find((r) => r.id === review.id)).toMatchObject({
        hidden: { reason: 'Нарушает правила' },
        actions: [],
      })
    }
    expect(
      (await send('security', 'GET', 'v2/reviews/reported')).json().data.some((r: Review) => r.id === review.id),
    ).toBe(false)
    const shown = await send('security', 'POST', `v2/reviews/${review.id}/unhide`)
    expect(shown.json().data.hidden).toBeNull()
    expect(
      ((await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/rating`)).json().data as RatingSummary).count,
    ).toBe(before.count)
  })

  it('sums a company up: average, count, distribution, criteria; pages the latest reviews; briefs many at once', async () => {
    const rating = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/rating?subject=carrier`)).json()
      .data as RatingSummary
    expect(rating.count).toBeGreaterThan(0)
    expect(rating.distribution.reduce((a, b) => a + b, 0)).toBe(rating.count)
    expect(rating.average).toBeGreaterThanOrEqual(1)
    expect(Object.keys(rating.criteria).sort()).toEqual(['cargo_safety', 'communication', 'documents', 'punctuality'])
    const first = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/reviews?limit=2`)).json()
    expect(first.data).toHaveLength(2)
    expect(first.meta.size).toBe(rating.count)
    const second = (await send('ural', 'GET', `v2/companies/${t.w.companies.volga}/reviews?limit=2&offset=2`)).json()
    expect(second.data[0].id).not.toBe(first.data[0].id)
    expect(new Date(second.data[0].created_at) <= new Date(first.data[1].created_at)).toBe(true)
    const briefs = (
      await send(
        'ural',
        'GET',
        `v2/companies/ratings?ids=${t.w.companies.volga},${t.w.companies.north},${t.w.companies.ural}`,
      )
    ).json().data as { company_id: number; count: number }[]
    expect(briefs.find((b) => b.company_id === t.w.companies.volga)?.count).toBe(first.meta.size)
    expect(briefs.some((b) => b.company_id === t.w.companies.north)).toBe(true)
    expect((await send(null, 'GET', `v2/companies/${t.w.companies.volga}/rating`)).statusCode).toBe(401)
  })
})
