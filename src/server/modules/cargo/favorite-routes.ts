/** POST and DELETE cargos/:id/favorite: a mark of the signed-in user's own; both are idempotent. */
import type { FastifyInstance } from 'fastify'
import { addFavorite, removeFavorite } from '../../../core/contract/cargo'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { findVisibleCargo } from './rows'
import { viewerOf } from './viewer'

export function registerFavoriteRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, addFavorite, async ({ params, me }) => {
    const cargo = await findVisibleCargo(db, params.id, viewerOf(me))
    if (!cargo) throw notFound()
    await db
      .insertInto('cargo_favorites')
      .values({ user_id: me.id, cargo_id: cargo.id })
      .onConflict((oc) => oc.columns(['user_id', 'cargo_id']).doNothing())
      .execute()
    return { data: { id: cargo.id, is_favorite: true } }
  })

  // A mark can be taken off a cargo that has left the search since (in work, cancelled): only the id must exist.
  route(app, removeFavorite, async ({ params, me }) => {
    const cargo = await db.selectFrom('cargos').select('id').where('id', '=', params.id).executeTakeFirst()
    if (!cargo) throw notFound()
    await db.deleteFrom('cargo_favorites').where('user_id', '=', me.id).where('cargo_id', '=', cargo.id).execute()
    return { data: { id: cargo.id, is_favorite: false } }
  })
}
