import { describe, expect, it } from 'vitest'
import { addressOfSearch, searchOfAddress } from './search-address'

describe('the cargo search in the address', () => {
  it('writes the filter and a non-default sort, keeps other parameters, and reads them back', async () => {
    const filters = { start_point_id: 12, start_point_radius: 50, truck_types: [1, 3], price: { min: 100000 } }
    const query = addressOfSearch(new URLSearchParams('utm_source=mail'), { filters, sort: '-price' }, '-created_at')
    expect(query.get('utm_source')).toBe('mail')
    expect(query.get('sort')).toBe('-price')
    expect(await searchOfAddress(query.get('filter'), query.get('sort'))).toEqual({ filters, sort: '-price' })
  })

  it('an empty filter and the default sort leave the address clean', () => {
    const query = addressOfSearch(
      new URLSearchParams('filter=x&sort=-price'),
      { filters: {}, sort: '-created_at' },
      '-created_at',
    )
    expect(query.toString()).toBe('')
  })

  it('a broken or foreign address gives no filter, not a broken search', async () => {
    expect(await searchOfAddress('{not json', 'nonsense')).toEqual({ filters: null, sort: null })
    expect((await searchOfAddress('{"start_point_id":"DROP"}', null)).filters).toBeNull()
    expect(await searchOfAddress(null, null)).toEqual({ filters: null, sort: null })
  })
})
