/** The holder sections (director, driver, transport) the carrier fills, and their hints from its own data. */
import type { FastifyInstance } from 'fastify'
import { orderHints, putOrderDirector, putOrderDriver, putOrderTransport } from '../../../core/contract/orders'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { findParties, sideOf } from './access'
import { directorHints, driverHints, transportHints } from './hint-repository'
import { setHolder } from './order-repository'
import { withOrder } from './order-service'

export function registerHolderRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, putOrderDirector, ({ params, body, me, lang }) =>
    withOrder(
      db,
      params.id,
      me,
      lang,
      (trx, order) => setHolder(trx, order, 'director', { ...body, phone: body.phone ?? null }, lang),
      'carrier',
    ),
  )

  route(app, putOrderDriver, async ({ params, body, me, lang }) => {
    await ownDriver(body.driver_id)
    return withOrder(
      db,
      params.id,
      me,
      lang,
      (trx, order) =>
        setHolder(
          trx,
          order,
          'driver',
          { ...body, driver_id: body.driver_id ?? null, passport: body.passport ?? null },
          lang,
        ),
      'carrier',
    )

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
    return withOrder(
      db,
      params.id,
      me,
      lang,
      (trx, order) =>
        setHolder(
          trx,
          order,
          'transport',
          {
            ...body,
            transport_id: body.transport_id ?? null,
            trailer_number: body.trailer_number ?? null,
            model: body.model ?? null,
          },
          lang,
        ),
      'carrier',
    )
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
