/**
 * Saved filter tabs (GET and POST v2/cargos/filters, PUT and DELETE v2/cargos/filters/:id): each user's own,
 * sorted by id; another user's tab answers 404. The filter is validated by the search's own schema.
 */
import type { FastifyInstance } from 'fastify'
import { createFilter, deleteFilter, listFilters, updateFilter } from '../../../core/contract/cargo'
import { ok } from '../../../core/contract/common'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { toSavedFilter } from './answers'
import { deleteSavedFilter, insertSavedFilter, listSavedFilters, updateSavedFilter } from './filter-repository'

export function registerFilterRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listFilters, async ({ me }) => {
    const rows = await listSavedFilters(db, me.id)
    return { data: rows.map(toSavedFilter), meta: { size: rows.length } }
  })

  route(app, createFilter, async ({ me, body }) => {
    return { data: toSavedFilter(await insertSavedFilter(db, me.id, body.name, body.filter)) }
  })

  route(app, updateFilter, async ({ me, params, body }) => {
    const row = await updateSavedFilter(db, me.id, params.id, body)
    if (!row) throw notFound()
    return { data: toSavedFilter(row) }
  })

  route(app, deleteFilter, async ({ me, params }) => {
    if (!(await deleteSavedFilter(db, me.id, params.id))) throw notFound()
    return ok
  })
}
