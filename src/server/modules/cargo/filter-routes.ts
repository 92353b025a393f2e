/**
 * Saved filter tabs (GET and POST v2/cargos/filters, PUT and DELETE v2/cargos/filters/:id): each user's own,
 * sorted by id; another user's tab answers 404. The filter is validated by the search's own schema.
 */
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import type { z } from 'zod'
import {
  type CargoFilterValue,
  createFilter,
  deleteFilter,
  listFilters,
  type SavedCargoFilter,
  updateFilter,
} from '../../../core/contract/cargo'
import { ok } from '../../../core/contract/common'
import type { CargoFiltersTable } from '../../db/schema'
import type { AppContext } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'

function toSavedFilter(row: Selectable<CargoFiltersTable>): SavedCargoFilter {
  return {
    id: row.id,
    name: row.name,
    filter: row.filter as z.infer<typeof CargoFilterValue>,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  }
}

export function registerFilterRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listFilters, async ({ me }) => {
    const rows = await db.selectFrom('cargo_filters').selectAll().where('user_id', '=', me.id).orderBy('id').execute()
    return { data: rows.map(toSavedFilter), meta: { size: rows.length } }
  })

  route(app, createFilter, async ({ me, body }) => {
    const row = await db
      .insertInto('cargo_filters')
      .values({ user_id: me.id, name: body.name, filter: JSON.stringify(body.filter) })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { data: toSavedFilter(row) }
  })

  route(app, updateFilter, async ({ me, params, body }) => {
    const row = await db
      .updateTable('cargo_filters')
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.filter === undefined ? {} : { filter: JSON.stringify(body.filter) }),
        updated_at: new Date(),
      })
      .where('id', '=', params.id)
      .where('user_id', '=', me.id)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw notFound()
    return { data: toSavedFilter(row) }
  })

  route(app, deleteFilter, async ({ me, params }) => {
    const result = await db
      .deleteFrom('cargo_filters')
      .where('id', '=', params.id)
      .where('user_id', '=', me.id)
      .executeTakeFirst()
    if (Number(result.numDeletedRows) === 0) throw notFound()
    return ok
  })
}
