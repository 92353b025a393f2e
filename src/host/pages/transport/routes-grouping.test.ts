import { describe, expect, it } from 'vitest'
import type { CalendarRow, TransportTask } from '../../../core/contract/transport'
import { groupRoutes } from './RoutesPage'

const place = (id: number, name: string) => ({ id, name, region: null, country_code: 'RU', lat: 0, lng: 0 })
const kazan = place(1, 'Казань')
const moscow = place(2, 'Москва')
const samara = place(3, 'Самара')

let nextId = 1
const task = (
  type: TransportTask['type'],
  start_date: string,
  end_date: string,
  at: ReturnType<typeof place> | null,
  cargo: TransportTask['cargo'] = null,
): TransportTask => ({
  id: nextId++,
  transport_id: 1,
  type,
  display_type: type,
  start_date,
  end_date,
  place: at,
  radius_km: 50,
  cargo,
  comment: null,
  counters: { responses: 0, new_responses: 0, files: 0 },
  created_at: '',
  updated_at: '',
})
const row = (number: string, tasks: TransportTask[]) => ({ transport: { number }, tasks }) as unknown as CalendarRow

describe('the routes screen reads routes from the calendar', () => {
  const today = '2026-11-24'

  it('a trip without a cargo runs from the place of the previous task; an unknown origin is left out', () => {
    const { routes } = groupRoutes(
      [
        row('А001АА', [
          task('busy', '2026-11-01', '2026-11-02', moscow), // first task: origin unknown
          task('available', '2026-11-03', '2026-11-04', moscow),
          task('busy', '2026-11-05', '2026-11-06', kazan),
          task('busy', '2026-11-08', '2026-11-09', samara),
        ]),
      ],
      today,
    )
    expect(routes.map((r) => r.name).sort()).toEqual(['Казань → Самара', 'Москва → Казань'])
    expect(routes.every((r) => !r.name.startsWith('→'))).toBe(true)
  })

  it('«last trip» is the last completed one, never a planned one; none completed: null', () => {
    const cargo = { id: 7, company_id: 1, start: 'Москва', finish: 'Казань' }
    const { routes } = groupRoutes(
      [
        row('А001АА', [
          task('busy', '2026-11-10', '2026-11-12', kazan, cargo),
          task('busy', '2026-11-30', '2026-12-02', kazan, cargo),
        ]),
        row('В002ВВ', [task('busy', '2026-12-05', '2026-12-06', samara, { ...cargo, id: 8, finish: 'Самара' })]),
      ],
      today,
    )
    const toKazan = routes.find((r) => r.name === 'Москва → Казань')
    expect(toKazan?.trips).toBe(2)
    expect(toKazan?.last).toBe('2026-11-12')
    expect(routes.find((r) => r.name === 'Москва → Самара')?.last).toBeNull()
  })

  it('trips before the counted period only tell where the next one began', () => {
    const { routes } = groupRoutes(
      [
        row('А001АА', [
          task('busy', '2026-07-01', '2026-07-02', samara),
          task('busy', '2026-11-01', '2026-11-02', kazan),
        ]),
      ],
      today,
    )
    expect(routes.map((r) => r.name)).toEqual(['Самара → Казань'])
  })
})
