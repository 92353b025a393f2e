/** GET cargos (the public search) and GET v2/cargos/views (the caller's company's cargos by tab). */
import type { FastifyInstance } from 'fastify'
import { cargoViews, listCargos } from '../../../core/contract/cargo'
import { earliestToday } from '../../../core/contract/days'
import { sharedCache } from '../../db/change-feed'
import type { AppContext } from '../../http/context'
import type { PreparedAnswer } from '../../http/prepared-answer'
import { prepareAnswer, route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { viewerOf } from './access'
import { cargoAnswers } from './answers'
import { searchCargos } from './search-repository'

/**
 * The first pages anonymous visitors and embeds ask for: the same for everyone in a language on a day, so each
 * instance keeps them, serialized, until a table they are read from is written (by any instance, see
 * db/change-feed.ts). Signed-in callers see their favourites and contacts: never from here.
 */
const anonymousPages = (db: AppContext['db']) =>
  sharedCache<PreparedAnswer>(db, 'anonymous-cargo-pages', {
    tables: ['cargos', 'places', 'companies', 'dictionary_items'],
    max: 200,
    ttlMs: 5 * 60_000,
  })

export function registerSearchRoutes(app: FastifyInstance, { db }: AppContext) {
  const pages = anonymousPages(db)
  route(app, listCargos, async ({ query, user, lang, reply }) => {
    const viewer = viewerOf(user)
    // a cargo whose loading window has passed everywhere has expired: no ghost loads in the search
    const loadableOn = earliestToday()
    const search = async () => {
      const { rows, size } = await searchCargos(db, {
        filter: query.filter ?? {},
        sort: query.sort,
        limit: query.limit,
        offset: query.offset,
        viewer,
        scope: { stages: ['available'], loadableOn },
      })
      return { data: await cargoAnswers(db, rows, { lang, viewer, include: query.include }), meta: { size } }
    }
    if (user || !pages || query.offset > 0) return search()
    // appended to the Vary the CORS hook has set (Origin): a shared cache must keep origins' answers apart too
    const vary = reply.getHeader('vary')
    reply
      .header('cache-control', 'no-cache')
      .header('vary', [vary, 'Accept-Language', 'Authorization'].filter(Boolean).join(', '))
    return pages.get(`${loadableOn}:${lang}:${JSON.stringify(query)}`, async () =>
      prepareAnswer(listCargos, await search()),
    )
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
