/** Contact distribution: the relations partner contact -> staff member (CRUD). */
import type { FastifyInstance } from 'fastify'
import {
  createContact,
  deleteContact,
  getContact,
  listContacts,
  updateContact,
} from '../../../core/contract/integrations'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { integratorCompany } from './access'
import { deleteRelation, insertRelation, relation, relations, updateRelation } from './distribution-repository'

export function registerDistributionRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listContacts, async ({ me, query }) => {
    const { rows, size } = await relations(db, integratorCompany(me), query.limit, query.offset)
    return { data: rows, meta: { size } }
  })
  route(app, createContact, async ({ me, body }) => {
    const companyId = integratorCompany(me)
    return { data: await relation(db, companyId, await insertRelation(db, companyId, body)) }
  })
  route(app, getContact, async ({ me, params }) => ({ data: await relation(db, integratorCompany(me), params.id) }))
  route(app, updateContact, async ({ me, params, body }) => {
    const companyId = integratorCompany(me)
    await updateRelation(db, companyId, params.id, body)
    return { data: await relation(db, companyId, params.id) }
  })
  route(app, deleteContact, async ({ me, params }) => {
    await deleteRelation(db, integratorCompany(me), params.id)
    return { data: { ok: true as const } }
  })
}
