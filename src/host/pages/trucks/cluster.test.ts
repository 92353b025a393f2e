import { describe, expect, it } from 'vitest'
import { clusterPoints } from './cluster'

describe('clusterPoints', () => {
  const project = (lat: number, lng: number) => ({ x: lng * 10, y: -lat * 10 })
  it('puts points of one screen cell together at their mean and keeps far ones apart', () => {
    const clusters = clusterPoints(
      [
        { lat: 55.7, lng: 37.6, item: 'a' },
        { lat: 55.8, lng: 37.7, item: 'b' },
        { lat: 59.9, lng: 30.3, item: 'c' },
      ],
      project,
      48,
    )
    expect(clusters).toHaveLength(2)
    const moscow = clusters.find((c) => c.items.length === 2)!
    expect(moscow.items).toEqual(['a', 'b'])
    expect(moscow.lat).toBeCloseTo(55.75)
  })
})
