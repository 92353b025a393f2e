/** Saved filter tabs of the cargo search (`v2/cargos/filters`). */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, Ok, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { tags } from './fields'
import { CargoFilter, CargoFilterValue } from './filter'

export const SavedCargoFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: CargoFilterValue,
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type SavedCargoFilter = z.infer<typeof SavedCargoFilter>

export const listFilters = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/filters',
  summary: "The caller's saved filter tabs, by id",
  tags,
  access: 'user',
  response: listOf(SavedCargoFilter),
})

const FilterName = Line.trim().min(1).max(100)

export const createFilter = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/filters',
  summary: 'Save a filter tab',
  tags,
  access: 'user',
  body: z.strictObject({ name: FilterName, filter: CargoFilter }),
  response: dataOf(SavedCargoFilter),
  status: 201,
})

export const updateFilter = defineEndpoint({
  method: 'PUT',
  path: 'v2/cargos/filters/:id',
  summary: 'Rename a filter tab or replace its filter',
  tags,
  access: 'user',
  params: IdParams,
  body: z.strictObject({ name: FilterName.optional(), filter: CargoFilter.optional() }),
  response: dataOf(SavedCargoFilter),
})

/** The name dialog of a saved tab (saving a new one, renaming one): the name as `createFilter` and `updateFilter` take it. */
export const FilterNameForm = z.object({ name: FilterName })

export const deleteFilter = defineEndpoint({
  method: 'DELETE',
  path: 'v2/cargos/filters/:id',
  summary: 'Delete a filter tab',
  tags,
  access: 'user',
  params: IdParams,
  response: Ok,
})
