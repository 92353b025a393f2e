/** The cargo search (`GET cargos`) and the caller's company's cargos by tab (`v2/cargos/views`). */
import { z } from 'zod'
import { listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { CARGO_PAGE_SIZE, Cargo, CargoStage } from './cargo'
import { tags } from './fields'
import { CargoFilter, CargoInclude, CargoSort, defaultCargoSort } from './filter'

const listQuery = {
  ...pageQuery(CARGO_PAGE_SIZE, 100),
  sort: CargoSort.default(defaultCargoSort),
  filter: CargoFilter.optional(),
  include: CargoInclude.optional(),
}

export const listCargos = defineEndpoint({
  method: 'GET',
  path: 'cargos',
  summary:
    'Search available cargos: by start and finish (radius, region, country), date, truck types, ranges; meta.size counts up to 10,000',
  tags,
  access: 'public',
  query: z.object(listQuery),
  response: listOf(Cargo),
})

export const CargoView = z.enum(['available', 'work'])

export const cargoViews = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/views',
  summary:
    "The caller's company's cargos by tab: available, or work (= filter[stage]=in_work); filter[stage] picks any stage",
  tags,
  access: 'user',
  query: z.object({
    ...listQuery,
    view: CargoView.default('available'),
    filter: CargoFilter.extend({ stage: CargoStage.optional() }).optional(),
  }),
  response: listOf(Cargo),
})
