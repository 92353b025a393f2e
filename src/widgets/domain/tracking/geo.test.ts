import { describe, expect, it } from 'vitest'
import countries from 'world-atlas/countries-110m.json'
import { countryRings, fitView, labelBox, mercatorY, overlaps, project, ringsPath } from './geo'

describe('the offline map geometry', () => {
  it('fits the points into the view with a margin, the first west of the last', () => {
    const view = fitView(
      [
        { lat: 55.75, lon: 37.62 },
        { lat: 55.8, lon: 49.1 },
      ],
      600,
      300,
    )
    const [x1, y1] = project(view, 55.75, 37.62)
    const [x2, y2] = project(view, 55.8, 49.1)
    for (const v of [x1, x2]) expect(v).toBeGreaterThan(0)
    for (const v of [x1, x2]) expect(v).toBeLessThan(600)
    for (const v of [y1, y2]) expect(v).toBeGreaterThan(0)
    for (const v of [y1, y2]) expect(v).toBeLessThan(300)
    expect(x1).toBeLessThan(x2)
    // north is up
    expect(project(view, 57, 40)[1]).toBeLessThan(project(view, 54, 40)[1])
  })

  it('keeps a minimum span around a single point', () => {
    const view = fitView([{ lat: 55, lon: 37 }], 400, 400)
    expect(400 / view.scale).toBeGreaterThanOrEqual(1.5)
    expect(mercatorY(0)).toBeCloseTo(0)
  })

  it('draws only the countries in the view', () => {
    const rings = countryRings(countries as never)
    expect(rings.length).toBeGreaterThan(150)
    const near = ringsPath(fitView([{ lat: 55.75, lon: 37.62 }], 400, 300), rings)
    const world = ringsPath(
      fitView(
        [
          { lat: -50, lon: -170 },
          { lat: 70, lon: 170 },
        ],
        400,
        300,
      ),
      rings,
    )
    expect(near.length).toBeGreaterThan(0)
    expect(near.length).toBeLessThan(world.length / 3)
  })

  it('tells overlapping labels apart', () => {
    expect(overlaps(labelBox(10, 10, 'Москва'), labelBox(20, 12, 'Тверь'))).toBe(true)
    expect(overlaps(labelBox(10, 10, 'Москва'), labelBox(10, 60, 'Тула'))).toBe(false)
  })
})
