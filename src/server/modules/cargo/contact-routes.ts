/** POST v2/cargos/:id/request-contact: the request is recorded (one row per user and cargo, counted) and answered. */
import type { FastifyInstance } from 'fastify'
import { requestContact } from '../../../core/contract/cargo'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { viewerOf } from './access'
import { findVisibleCargo } from './cargo-repository'
import { contactsOf, recordContactRequest } from './contact-repository'

export function registerContactRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, requestContact, async ({ params, me }) => {
    const cargo = await findVisibleCargo(db, params.id, viewerOf(me))
    if (!cargo) throw notFound()
    await recordContactRequest(db, cargo.id, me.id)
    const contacts = await contactsOf(db, [cargo])
    return { data: { cargo_id: cargo.id, contacts: contacts.get(cargo.id) ?? [] } }
  })
}
