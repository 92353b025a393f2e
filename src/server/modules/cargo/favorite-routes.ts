/** POST and DELETE cargos/:id/favorite: a mark of the signed-in user's own; both are idempotent. */
import type { FastifyInstance } from 'fastify'
import { addFavorite, removeFavorite } from '../../../core/contract/cargo'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { viewerOf } from './access'
import { cargoExists, findVisibleCargo, markFavorite, unmarkFavorite } from './cargo-repository'

export function registerFavoriteRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, addFavorite, async ({ params, me }) => {
    const cargo = await findVisibleCargo(db, params.id, viewerOf(me))
    if (!cargo) throw notFound()
    await markFavorite(db, me.id, cargo.id)
    return { data: { id: cargo.id, is_favorite: true } }
  })

  // A mark can be taken off a cargo that has left the search since (in work, cancelled): only the id must exist.
  route(app, removeFavorite, async ({ params, me }) => {
    if (!(await cargoExists(db, params.id))) throw notFound()
    await unmarkFavorite(db, me.id, params.id)
    return { data: { id: params.id, is_favorite: false } }
  })
}
