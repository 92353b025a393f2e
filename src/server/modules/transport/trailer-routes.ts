/** A carrier company's trailers: carrier/trailers (list, create, change, delete); another company's ids answer 404. */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../../core/contract/common'
import { createTrailer, deleteTrailer, listTrailers, updateTrailer } from '../../../core/contract/transport'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { checkDictionary } from '../reference/checks'
import { companyOf, ownTrailer } from './access'
import { trailerAnswers } from './answers'
import * as trailers from './trailer-repository'

export function registerTrailerRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listTrailers, async ({ me, query, lang }) => {
    const { rows, size } = await trailers.listCompanyTrailers(db, companyOf(me), query)
    return { data: await trailerAnswers(db, rows, lang), meta: { size } }
  })

  route(app, createTrailer, async ({ me, body, lang }) => {
    const companyId = companyOf(me)
    if (body.truck_type_id) await checkDictionary(db, 'truck_types', [body.truck_type_id], 'truck_type_id')
    const row = await trailers.insertTrailer(db, companyId, body)
    return { data: (await trailerAnswers(db, [row], lang))[0]! }
  })

  route(app, updateTrailer, async ({ me, params, body, lang }) => {
    const companyId = companyOf(me)
    await ownTrailer(db, companyId, params.id)
    if (body.truck_type_id) await checkDictionary(db, 'truck_types', [body.truck_type_id], 'truck_type_id')
    const row = await trailers.updateTrailer(db, companyId, params.id, body)
    return { data: (await trailerAnswers(db, [row], lang))[0]! }
  })

  route(app, deleteTrailer, async ({ me, params }) => {
    const companyId = companyOf(me)
    await ownTrailer(db, companyId, params.id)
    await trailers.deleteTrailer(db, companyId, params.id)
    return ok
  })
}
