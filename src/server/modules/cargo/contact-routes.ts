/**
 * POST v2/cargos/:id/request-contact: the request is recorded (one row per user and cargo, counted) and answered,
 * to those who may see the cargo's contacts (./access.ts `maySeeContacts`), at most `CONTACT_REQUESTS` an hour per
 * user (429 with Retry-After past that), so that nobody harvests the exchange's phone numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requestContact } from '../../../core/contract/cargo'
import type { AppContext } from '../../http/context'
import { forbidden, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { maySeeContacts, viewerOf } from './access'
import { findVisibleCargo } from './cargo-repository'
import { contactsOf, recordContactRequest } from './contact-repository'

export const CONTACT_REQUESTS = { max: 60, timeWindow: '1 hour' }

export function registerContactRoutes(app: FastifyInstance, { db }: AppContext) {
  route(
    app,
    requestContact,
    async ({ params, me }) => {
      const viewer = viewerOf(me)
      const cargo = await findVisibleCargo(db, params.id, viewer)
      if (!cargo) throw notFound()
      if (!maySeeContacts(viewer, cargo.company_id)) throw forbidden('contacts_forbidden')
      await recordContactRequest(db, cargo.id, me.id)
      const contacts = await contactsOf(db, [cargo])
      return { data: { cargo_id: cargo.id, contacts: contacts.get(cargo.id) ?? [] } }
    },
    {
      rateLimit: {
        ...CONTACT_REQUESTS,
        keyGenerator: (request: FastifyRequest) => `contacts:${request.currentUser?.id ?? request.ip}`,
      },
    },
  )
}
