/** POST v2/cargos/:id/request-contact: the request is recorded (one row per user and cargo, counted) and answered. */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { requestContact } from '../../../core/contract/cargo'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { contactsOf } from './contacts'
import { findVisibleCargo } from './rows'
import { viewerOf } from './viewer'

export function registerContactRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, requestContact, async ({ params, me }) => {
    const cargo = await findVisibleCargo(db, params.id, viewerOf(me))
    if (!cargo) throw notFound()
    await db
      .insertInto('cargo_contact_requests')
      .values({ cargo_id: cargo.id, user_id: me.id })
      .onConflict((oc) =>
        oc.columns(['cargo_id', 'user_id']).doUpdateSet({
          requests: sql`cargo_contact_requests.requests + 1`,
          last_requested_at: sql`now()`,
        }),
      )
      .execute()
    const contacts = await contactsOf(db, [cargo])
    return { data: { cargo_id: cargo.id, contacts: contacts.get(cargo.id) ?? [] } }
  })
}
