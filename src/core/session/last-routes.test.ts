import { describe, expect, it } from 'vitest'
import { lastRoutesKey, loadRoutes, pushRoute, type RouteEntry, rememberRoute, sameRoute } from './last-routes'
import { memoryStorage } from './storage'

const route = (start: number, finish: number, label = ''): RouteEntry<{ name: string }> => ({
  start_point_id: start,
  finish_point_id: finish,
  load: { name: `from ${start}${label}` },
  unload: { name: `to ${finish}${label}` },
})

describe('last three routes', () => {
  it('puts the newest first and cuts the list to 3', () => {
    let list: RouteEntry<{ name: string }>[] = []
    for (const [s, f] of [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ] as const)
      list = pushRoute(list, route(s, f))
    expect(list.map((r) => [r.start_point_id, r.finish_point_id])).toEqual([
      [7, 8],
      [5, 6],
      [3, 4],
    ])
  })

  it('a new entry replaces a duplicate (same start and finish) and moves to the front', () => {
    const list = pushRoute([route(1, 2), route(3, 4), route(5, 6)], route(3, 4, ' (new)'))
    expect(list).toHaveLength(3)
    expect(list[0]).toEqual(route(3, 4, ' (new)'))
    expect(list.map((r) => r.start_point_id)).toEqual([3, 1, 5])
  })

  it('the reversed route is a different route; point types tell places apart when both are given', () => {
    expect(sameRoute(route(1, 2), route(2, 1))).toBe(false)
    expect(
      sameRoute(
        { start_point_id: 1, finish_point_id: 2, start_point_type: 'city' },
        { start_point_id: 1, finish_point_id: 2, start_point_type: 'region' },
      ),
    ).toBe(false)
    expect(sameRoute({ start_point_id: 1, finish_point_id: 2, start_point_type: 'city' }, route(1, 2))).toBe(true)
  })

  it('does not change the list it was given', () => {
    const list = [route(1, 2)]
    pushRoute(list, route(3, 4))
    expect(list).toEqual([route(1, 2)])
  })

  it('is saved in storage with full info and read back', () => {
    const storage = memoryStorage()
    rememberRoute(storage, route(1, 2))
    rememberRoute(storage, route(3, 4))
    rememberRoute(storage, route(1, 2))
    rememberRoute(storage, route(5, 6))
    rememberRoute(storage, route(7, 8))
    const saved = loadRoutes<{ name: string }>(storage)
    expect(saved.map((r) => r.start_point_id)).toEqual([7, 5, 1])
    expect(saved[2]?.load?.name).toBe('from 1')
    expect(JSON.parse(storage.getItem(lastRoutesKey) ?? '[]')).toHaveLength(3)
  })

  it('reads damaged storage as an empty list and skips bad items', () => {
    expect(loadRoutes(memoryStorage({ [lastRoutesKey]: 'nope' }))).toEqual([])
    expect(loadRoutes(memoryStorage({ [lastRoutesKey]: '{"a":1}' }))).toEqual([])
    expect(
      loadRoutes(
        memoryStorage({ [lastRoutesKey]: '[null, {"start_point_id": 1}, {"start_point_id":1,"finish_point_id":2}]' }),
      ),
    ).toEqual([{ start_point_id: 1, finish_point_id: 2 }])
  })
})
