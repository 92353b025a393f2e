/** GET cargos (the public search) and GET v2/cargos/views (the caller's company's cargos by tab). */
import type { FastifyInstance } from 'fastify'
import { cargoViews, listCargos } from '../../../core/contract/cargo'
import { earliestToday } from '../../../core/contract/days'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { viewerOf } from './access'
import { cargoAnswers } from './answers'
import { searchCargos } from './search-repository'

export function registerSearchRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listCargos, async ({ query, user, lang }) => {
    const viewer = viewerOf(user)
    const { rows, size } = await searchCargos(db, {
      filter: query.filter ?? {},
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
      viewer,
      // a cargo whose loading window has passed everywhere has expired: no ghost loads in the search
      scope: { stages: ['available'], loadableOn: earliestToday() },
    })
    return { data: await cargoAnswers(db, rows, { lang, viewer, include: query.include }), meta: { size } }
  })

  route(app, cargoViews, async ({ query, me, lang }) => {
    const viewer = viewerOf(me)
    const { stage, ...filter } = query.filter ?? {}
    const { rows, size } = await searchCargos(db, {
      filter,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
      viewer,
      scope: { stages: [stage ?? (query.view === 'work' ? 'in_work' : 'available')], companyId: ownCompanyId(me) },
    })
    return { data: await cargoAnswers(db, rows, { lang, viewer, include: query.include }), meta: { size } }
  })
}
