/** Favourite cargos: marking and unmarking (idempotent). */
import { z } from 'zod'
import { dataOf, IdParams } from '../common'
import { defineEndpoint } from '../endpoint'
import { tags } from './fields'

const FavoriteState = dataOf(z.object({ id: z.number().int(), is_favorite: z.boolean() }))

export const addFavorite = defineEndpoint({
  method: 'POST',
  path: 'cargos/:id/favorite',
  summary: 'Mark a cargo as a favourite (idempotent)',
  tags,
  access: 'user',
  params: IdParams,
  response: FavoriteState,
})

export const removeFavorite = defineEndpoint({
  method: 'DELETE',
  path: 'cargos/:id/favorite',
  summary: 'Remove the favourite mark (idempotent)',
  tags,
  access: 'user',
  params: IdParams,
  response: FavoriteState,
})
