/**
 * Demo reviews: from the demo's closed and cancelled orders, the shipper reviews most of its carriers and the
 * carrier some of its shippers, with a true mix of ratings (each carrier its own habit), criteria near the overall
 * rating, a few answers, two open reports and one review hidden by the security service. Each review is dated
 * after its order closed and never in the future; orders closed within the last day stay unreviewed, so a demo
 * user (and the end-to-end test) can write the first review of a fresh order. Deterministic: the same data gives
 * the same reviews.
 */
import type { Insertable, Kysely } from 'kysely'
import { criteriaOf, type ReviewSubject } from '../../../core/contract/reviews'
import type { ReviewsTable } from '../../db/reviews-schema'
import type { DB } from '../../db/schema'

const HOUR = 3_600_000

/** A number in [0, 1) from the order id and a salt: the same every seed. */
function chance(id: number, salt: number): number {
  const x = Math.sin(id * 12.9898 + salt * 78.233) * 43758.5453
  return x - Math.floor(x)
}

/** Ratings by habit: the cumulative shares of 5, 4, 3, 2 and 1 stars. */
const habits = {
  good: [0.55, 0.85, 0.94, 0.98, 1],
  fair: [0.3, 0.62, 0.82, 0.93, 1],
  poor: [0.15, 0.4, 0.65, 0.85, 1],
} as const

function ratingOf(id: number, salt: number, habit: keyof typeof habits): number {
  const r = chance(id, salt)
  const index = habits[habit].findIndex((share) => r < share)
  return 5 - index
}

const texts: Record<ReviewSubject, Record<'good' | 'mid' | 'bad', string[]>> = {
  carrier: {
    good: [
      'Приехали точно ко времени погрузки, водитель на связи весь рейс. Документы привезли сразу.',
      'Груз доставлен целым, без задержек. Будем работать ещё.',
      'Аккуратный водитель, машина чистая, ТТН и акт оформлены без ошибок.',
      'Всё чётко: подача вовремя, выгрузка в окно, закрывающие документы через два дня.',
    ],
    mid: [
      'Довезли нормально, но опоздали на погрузку на полтора часа — предупредили заранее.',
      'Рейс выполнен, но оригиналы документов ждали почти две недели.',
      'В целом нормально, водитель пару раз не брал трубку.',
    ],
    bad: [
      'Опоздали на сутки, о задержке не сообщили. Часть паллет пришла с повреждённой плёнкой.',
      'Документы потеряли, пришлось восстанавливать ТТН. Не рекомендуем.',
      'Машина пришла не та, что в заявке, и без ремней. Погрузку сорвали.',
    ],
  },
  shipper: {
    good: [
      'Оплата пришла точно в срок, погрузка заняла меньше часа. Груз соответствовал заявке.',
      'Хороший грузовладелец: чёткие адреса, контактные лица на месте, оплата без задержек.',
      'Погрузили быстро, документы готовы заранее. Рекомендуем.',
    ],
    mid: [
      'Оплатили с задержкой в неделю, но предупредили. Погрузка затянулась на три часа.',
      'Вес груза оказался больше заявленного на полтонны, договорились на месте.',
    ],
    bad: [
      'Простояли на выгрузке восемь часов, простой не оплатили. Оплата — через месяц после срока.',
      'Груз не был готов к приезду машины, в заявке указан неверный тип упаковки.',
    ],
  },
}

const answers = [
  'Спасибо за отзыв! Разобрались с задержкой, такого больше не повторится.',
  'Благодарим за работу, ждём новых заявок.',
  'Причина опоздания — пробка на М-7, водитель предупредил логиста. Сожалеем о неудобствах.',
  'Оплата задержалась из-за ошибки в счёте, исправленный счёт оплатили в тот же день.',
]

const near = (rating: number, id: number, salt: number) =>
  Math.max(1, Math.min(5, rating + Math.round((chance(id, salt) - 0.5) * 2.2)))

export async function seedDemoReviews(db: Kysely<DB>, now = new Date()): Promise<void> {
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('companies as cc', 'cc.id', 'o.carrier_company_id')
    .select(['o.id', 'o.status', 'o.shipper_company_id', 'o.carrier_company_id', 'o.closed_at', 'o.updated_at'])
    .select('cc.name as carrier_name')
    .where('o.status', 'in', ['closed', 'cancelled'])
    .whereRef('o.shipper_company_id', '<>', 'o.carrier_company_id')
    .orderBy('o.id')
    .execute()
  const users = await db
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('is_system', '=', false)
    .orderBy('id')
    .execute()
  const firstUser = new Map<number, number>()
  for (const user of users)
    if (user.company_id && !firstUser.has(user.company_id)) firstUser.set(user.company_id, user.id)
  const security = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'security@example.com')
    .executeTakeFirst()

  // each carrier its habit: the first in good standing, the next fair, the third poor, and round again
  const carriers = [...new Set(orders.map((o) => o.carrier_company_id))].sort((a, b) => a - b)
  const habitOf = (companyId: number) => (['good', 'fair', 'poor'] as const)[carriers.indexOf(companyId) % 3] ?? 'good'

  const rows: Insertable<ReviewsTable>[] = []
  for (const o of orders) {
    const closed = new Date(o.closed_at ?? o.updated_at)
    // orders closed within the last day (or dated ahead) stay open for a first review
    if (closed.getTime() > now.getTime() - 24 * HOUR) continue
    for (const subject of ['carrier', 'shipper'] as const) {
      const salt = subject === 'carrier' ? 1 : 2
      const share = subject === 'carrier' ? (o.status === 'cancelled' ? 0.4 : 0.6) : 0.35
      if (chance(o.id, salt) >= share) continue
      const habit = subject === 'carrier' ? habitOf(o.carrier_company_id) : 'fair'
      const rating = ratingOf(o.id, salt + 10, o.status === 'cancelled' ? 'poor' : habit)
      const criteria = Object.fromEntries(criteriaOf(subject).map((c, i) => [c, near(rating, o.id, salt * 10 + i)]))
      const band = rating >= 4 ? 'good' : rating === 3 ? 'mid' : 'bad'
      const pool = texts[subject][band]
      const text = pool[Math.floor(chance(o.id, salt + 20) * pool.length)]!
      const created = new Date(
        Math.min(closed.getTime() + (2 + chance(o.id, salt + 30) * 70) * HOUR, now.getTime() - HOUR),
      )
      const author = subject === 'carrier' ? o.shipper_company_id : o.carrier_company_id
      const reviewed = subject === 'carrier' ? o.carrier_company_id : o.shipper_company_id
      const answered = rating <= 3 ? chance(o.id, salt + 40) < 0.5 : chance(o.id, salt + 40) < 0.15
      const answerAt = new Date(Math.min(created.getTime() + 20 * HOUR, now.getTime() - HOUR / 2))
      rows.push({
        order_id: o.id,
        subject,
        author_company_id: author,
        company_id: reviewed,
        author_user_id: firstUser.get(author) ?? null,
        rating,
        criteria: JSON.stringify(criteria),
        text,
        answer: answered ? answers[Math.floor(chance(o.id, salt + 50) * answers.length)]! : null,
        answer_user_id: answered ? (firstUser.get(reviewed) ?? null) : null,
        answered_at: answered ? answerAt : null,
        created_at: created,
        updated_at: created,
      })
    }
  }
  if (rows.length === 0) return
  const inserted: { id: number; rating: number; company_id: number; author_company_id: number }[] = []
  for (let i = 0; i < rows.length; i += 200) {
    inserted.push(
      ...(await db
        .insertInto('reviews')
        .values(rows.slice(i, i + 200))
        .returning(['id', 'rating', 'company_id', 'author_company_id'])
        .execute()),
    )
  }

  // the security service's work: two low reviews reported by the reviewed company, one of them already hidden
  const low = inserted.filter((r) => r.rating <= 2).slice(-2)
  for (const [i, review] of low.entries()) {
    const hidden = i === 0
    await db
      .insertInto('review_reports')
      .values({
        review_id: review.id,
        company_id: review.company_id,
        user_id: firstUser.get(review.company_id) ?? null,
        reason: hidden
          ? 'Отзыв написан не по этому рейсу и содержит оскорбления'
          : 'Факты в отзыве не соответствуют рейсу',
        settled_at: hidden ? new Date(now.getTime() - HOUR / 6) : null,
        created_at: new Date(now.getTime() - HOUR / 2),
      })
      .execute()
    if (hidden)
      await db
        .updateTable('reviews')
        .set({
          hidden_reason: 'Нарушает правила биржи: оскорбления',
          hidden_at: new Date(now.getTime() - HOUR / 6),
          hidden_by: security?.id ?? null,
        })
        .where('id', '=', review.id)
        .execute()
  }
}
