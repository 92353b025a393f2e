import { describe, expect, it } from 'vitest'
import { appendPage, hasMore, mergePage, nextPage, pageSizes, pagination, replacePage, resetPage } from './paging'
import { encodeQuery, isoDate, majorUnits, minorUnits, queryEntries, rangeFilter, toNumber } from './query'

describe('encodeQuery', () => {
  it('nests objects as brackets and arrays as repeated key[]', () => {
    expect(queryEntries({ filter: { inn: '7707083893', truck_types: [1, 2], price: { min: 100, max: 200 } } })).toEqual(
      [
        ['filter[inn]', '7707083893'],
        ['filter[truck_types][]', '1'],
        ['filter[truck_types][]', '2'],
        ['filter[price][min]', '100'],
        ['filter[price][max]', '200'],
      ],
    )
  })

  it('drops undefined, null, empty strings, NaN, and containers left empty', () => {
    expect(
      encodeQuery({ a: undefined, b: null, c: '', d: Number.NaN, e: [], f: { g: null }, h: [null, '', 3], i: 0 }),
    ).toBe('h[]=3&i=0')
    expect(encodeQuery(undefined)).toBe('')
    expect(encodeQuery({})).toBe('')
  })

  it('writes booleans as true/false and dates as YYYY-MM-DD', () => {
    expect(encodeQuery({ filter: { own: true, unread: false, start_date: new Date(2024, 4, 3) } })).toBe(
      'filter[own]=true&filter[unread]=false&filter[start_date]=2024-05-03',
    )
  })

  it('percent-encodes values but leaves brackets readable', () => {
    expect(encodeQuery({ query: 'Санкт-Петербург & co', filter: { 'a b': 'x=y' } })).toBe(
      `query=${encodeURIComponent('Санкт-Петербург & co')}&filter[a%20b]=x%3Dy`,
    )
  })

  it('round-trips through qs the way the server parses it', async () => {
    const qs = await import('qs')
    const query = {
      limit: 20,
      offset: 40,
      filter: { truck_types: [3], start_point_id: 5, price: { min: 1000 }, own: true },
    }
    expect(qs.parse(encodeQuery(query), { depth: 3, arrayLimit: 100 })).toEqual({
      limit: '20',
      offset: '40',
      filter: { truck_types: ['3'], start_point_id: '5', price: { min: '1000' }, own: 'true' },
    })
  })
})

describe('value rules of spec 3', () => {
  it('minorUnits multiplies by 100 and rounds away float noise', () => {
    expect(minorUnits(19.99)).toBe(1999)
    expect(minorUnits(1234.5)).toBe(123450)
    expect(minorUnits('12,5')).toBe(1250)
    expect(minorUnits('1 000')).toBe(100000)
    expect(minorUnits(0)).toBe(0)
    expect(minorUnits('')).toBeUndefined()
    expect(minorUnits(null)).toBeUndefined()
    expect(minorUnits('abc')).toBeUndefined()
    expect(majorUnits(123450)).toBe(1234.5)
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined()
  })

  it('rangeFilter sends min, and max only when it is at least min', () => {
    expect(rangeFilter(10, 20)).toEqual({ min: 10, max: 20 })
    expect(rangeFilter(10, 10)).toEqual({ min: 10, max: 10 })
    expect(rangeFilter(10, 5)).toEqual({ min: 10 })
    expect(rangeFilter(10, undefined)).toEqual({ min: 10 })
    expect(rangeFilter(undefined, 20)).toEqual({ max: 20 })
    expect(rangeFilter(0, 0)).toEqual({ min: 0, max: 0 })
    expect(rangeFilter(null, '')).toBeUndefined()
    expect(rangeFilter(minorUnits(1.5), minorUnits(2))).toEqual({ min: 150, max: 200 })
    expect(encodeQuery({ filter: { weight: rangeFilter(5, 1), volume: rangeFilter(null, null) } })).toBe(
      'filter[weight][min]=5',
    )
  })

  it('isoDate gives the local calendar day as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2024, 0, 9))).toBe('2024-01-09')
    expect(isoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31')
    expect(isoDate('2024-02-29')).toBe('2024-02-29')
    expect(isoDate(new Date(2024, 1, 29).getTime())).toBe('2024-02-29')
    expect(isoDate('not a date')).toBeUndefined()
    expect(isoDate(null)).toBeUndefined()
    expect(isoDate('')).toBeUndefined()
  })
})

describe('paging of spec 4', () => {
  it('next page adds limit to offset; reset sets offset 0', () => {
    const first = pagination()
    expect(first).toEqual({ limit: 20, offset: 0 })
    const third = nextPage(nextPage(first))
    expect(third).toEqual({ limit: 20, offset: 40 })
    expect(resetPage(third)).toEqual({ limit: 20, offset: 0 })
    expect(nextPage(pagination(pageSizes.registry))).toEqual({ limit: 200, offset: 200 })
  })

  it('load more appends; a fresh load replaces', () => {
    expect(appendPage([1, 2], [3])).toEqual([1, 2, 3])
    expect(replacePage([1, 2], [3])).toEqual([3])
    expect(mergePage([1, 2], [3], { limit: 2, offset: 2 })).toEqual([1, 2, 3])
    expect(mergePage([1, 2], [3], { limit: 2, offset: 0 })).toEqual([3])
    const list = [1]
    appendPage(list, [2])
    expect(list).toEqual([1])
  })

  it('hasMore compares what is loaded with meta.size', () => {
    expect(hasMore(20, 41)).toBe(true)
    expect(hasMore(41, 41)).toBe(false)
  })
})
