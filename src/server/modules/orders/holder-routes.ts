/** The holder sections (director, driver, transport) the carrier fills, and their hints from its own data. */
import type { FastifyInstance } from 'fastify'
import type { Lang } from '../../../core/contract/common'
import { orderHints, putOrderDirector, putOrderDriver, putOrderTransport } from '../../../core/contract/orders'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { findParties, sideOf } from './access'
import { directorHints, driverHints, transportHints } from './hint-repository'
import { setHolder } from './order-repository'
import { withOrder } from './order-service'

export function registerHolderRoutes(app: FastifyInstance, { db }: AppContext) {
  /** Fills a holder section of an order the caller carries, while the order is at its documents. */
  const fill = (id: number, me: CurrentUser, lang: Lang, section: 'director' | 'driver' | 'transport', value: object) =>
    withOrder(db, id, me, lang, (trx, order) => setHolder(trx, order, section, value, lang), 'carrier')

  route(app, putOrderDirector, ({ params, body, me, lang }) =>
    fill(params.id, me, lang, 'director', { ...body, phone: body.phone ?? null }),
  )

  route(app, putOrderDriver, async ({ params, body, me, lang }) => {
    await ownDriver(body.driver_id)
    return fill(params.id, me, lang, 'driver', {
      ...body,
      driver_id: body.driver_id ?? null,
      passport: body.passport ?? null,
    })

    async function ownDriver(id: number | null | undefined) {
      if (!id) return
      const row = await db.selectFrom('drivers').select('company_id').where('id', '=', id).executeTakeFirst()
      if (row?.company_id !== me.companyId) throw notFound()
    }
  })

  route(app, putOrderTransport, async ({ params, body, me, lang }) => {
    if (body.transport_id) {
      const row = await db
        .selectFrom('transports')
        .select('company_id')
        .where('id', '=', body.transport_id)
        .executeTakeFirst()
      if (row?.company_id !== me.companyId) throw notFound()
    }
    return fill(params.id, me, lang, 'transport', {
      ...body,
      transport_id: body.transport_id ?? null,
      trailer_number: body.trailer_number ?? null,
      model: body.model ?? null,
    })
  })

  route(app, orderHints, async ({ params, me, lang }) => {
    const side = await sideOf(db, me, await findParties(db, params.id))
    if (side !== 'carrier') throw notFound()
    const companyId = ownCompanyId(me)
    const hints =
      params.type === 'director'
        ? await directorHints(db, companyId, lang)
        : params.type === 'driver'
          ? await driverHints(db, companyId)
          : await transportHints(db, companyId)
    return { data: hints, meta: { size: hints.length } }
  })
}
