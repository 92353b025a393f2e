import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../../../tests/helpers/server'
import { analyticsLaneDefaults, DEFAULT_GOAL_TYPE, goalTypeIds } from '../../../core/contract/analytics'
import { addDays, dayIn } from '../../../core/contract/days'
import { fieldErrorsOf } from '../account/testing'
import { places } from '../cargo/testing'
import type { World } from '../responses/testing'
import { type Callers, callers, laneMedian, walkCargo, world } from './testing'

type Goal = {
  type: number
  max_value: number | null
  current_value: number | null
  events: number
  progress: number | null
}

describe('analytics: goals counted from the exchange, departments, statistics', () => {
  let server: TestServer
  let w: World
  let c: Callers
  const today = dayIn('Europe/Moscow')
  const around = { 'filter[start_date]': addDays(today, -1), 'filter[end_date]': addDays(today, 1) }

  beforeAll(async () => {
    server = await createTestServer()
    w = await world(server)
    c = await callers(server)
  })
  afterAll(() => server.close())

  const goalsOf = async (token: string, query: Record<string, string | number>) => {
    const res = await c.get(token, 'users/goals/me', { dashboard: 2, ...query })
    expect(res.statusCode).toBe(200)
    const goals = res.json().data.data as Goal[]
    return Object.fromEntries(goals.map((g) => [g.type, g])) as Record<number, Goal>
  }

  it('answers the catalogue: five goal types, 17 (cargos covered) the default, in the request language', async () => {
    const res = await c.get(w.tokens.logist, 'users/goals/types', {}, 'en')
    expect(res.statusCode).toBe(200)
    const types = res.json().data as { id: number; key: string; name: string; default: boolean }[]
    expect(types.map((t) => t.id)).toEqual(goalTypeIds)
    expect(types.find((t) => t.default)).toMatchObject({ id: DEFAULT_GOAL_TYPE, key: 'cargos_covered' })
    expect(types.find((t) => t.id === 17)?.name).toBe('Cargos covered')
    const ru = (await c.get(w.tokens.logist, 'users/goals/types')).json().data
    expect(ru.find((t: { id: number }) => t.id === 17).name).toBe('Закрыто грузов')
    expect((await c.get(w.tokens.carrier, 'users/goals/types')).statusCode).toBe(403)
  })

  it('counts each goal type from the events of a cargo the logistician posts, answers, covers and delivers', async () => {
    const me = { ...around, 'filter[user_id]': c.ids.logist }
    const before = await goalsOf(c.tokens.manager, me)
    const ids = await walkCargo(w, c.ids.logist)
    const after = await goalsOf(c.tokens.manager, me)
    const delta = (type: number) => (after[type]!.current_value ?? 0) - (before[type]!.current_value ?? 0)
    expect(delta(11)).toBe(1) // posted
    expect(delta(17)).toBe(1) // covered
    expect(delta(21)).toBe(1) // delivered
    expect(after[29]!.events - before[29]!.events).toBe(1) // answered once
    expect(after[25]!.events - before[25]!.events).toBe(1)
    // the margin: the lane's median price per km times the distance, minus the contract's price
    const median = await laneMedian(server, ids.cargo)
    expect(median).not.toBeNull()
    expect(delta(25)).toBe(Math.round(median! * 863) - 5_800_000)
    // the details name the cargo; the response time is minutes from the response to the decision (a moment here)
    const details = await c.get(c.tokens.manager, 'users/goals/me/details', { ...me, 'filter[type]': 29 })
    expect(details.statusCode).toBe(200)
    const answered = details.json().data.find((e: { cargo: { id: number } | null }) => e.cargo?.id === ids.cargo)
    expect(answered).toMatchObject({ type: 29, value: 0, user: { id: c.ids.logist } })
    const covered = (await c.get(w.tokens.logist, 'users/goals/me/details', around)).json()
    expect(covered.data[0]).toMatchObject({ type: 17, cargo: { id: ids.cargo, from: 'Казань', to: 'Москва' } })
    expect(covered.meta.size).toBe(after[17]!.current_value)
    // an event counts once: the order's later steps do not count it again
    const order = ids.order
    await w.ok('shipper', `orders/${order}/status`, { status: 'cancelled', reason: 'проверка' }).catch(() => undefined)
    expect((await goalsOf(c.tokens.manager, me))[21]!.current_value).toBe(after[21]!.current_value)
  })

  it('counts posting when a draft is published, and nothing for a draft', async () => {
    const me = { ...around, 'filter[user_id]': c.ids.logist }
    const before = (await goalsOf(w.tokens.logist, me))[11]!.current_value!
    const draft = await w.cargo({ created_by: c.ids.logist, stage: 'draft' })
    expect((await goalsOf(w.tokens.logist, me))[11]!.current_value).toBe(before)
    await server.db.updateTable('cargos').set({ stage: 'available' }).where('id', '=', draft).execute()
    expect((await goalsOf(w.tokens.logist, me))[11]!.current_value).toBe(before + 1)
  })

  it('lets a head set a target; the logistician sees it and the progress; refuses the wrong people and bad input', async () => {
    const month = today.slice(0, 7)
    const put = (token: string, id: number, body: object, lang?: 'ru' | 'en') =>
      c.put(token, `companies/goals/individual/${id}`, body, lang)
    // the manager heads «Центр», where the logistician works
    const set = await put(c.tokens.manager, c.ids.logist, { type: 17, month, max_value: 40 })
    expect(set.statusCode).toBe(200)
    expect(set.json().data).toMatchObject({ type: 17, max_value: 40, user: { id: c.ids.logist }, month })
    const mine = await c.get(w.tokens.logist, 'users/goals/me')
    const goal = (mine.json().data.data as Goal[]).find((g) => g.type === 17)!
    expect(goal.max_value).toBe(40)
    expect(goal.progress).toBe(Math.floor(((goal.current_value ?? 0) * 100) / 40))
    // the head of «Восток» may not set the goals of «Центр»; a logistician sets none; another company's user is 404
    expect((await put(c.tokens.head, c.ids.logist, { type: 17, month, max_value: 1 })).statusCode).toBe(403)
    expect((await put(w.tokens.logist, c.ids.logist, { type: 17, month, max_value: 1 })).statusCode).toBe(403)
    expect((await put(c.tokens.manager, c.ids.ural, { type: 17, month, max_value: 1 })).statusCode).toBe(404)
    expect((await put(w.tokens.ural, c.ids.logist, { type: 17, month, max_value: 1 })).statusCode).toBe(404)
    expect((await put(w.tokens.carrier, c.ids.logist, { type: 17, month, max_value: 1 })).statusCode).toBe(403)
    // bad input: a 422 per field, in both languages
    const bad = await put(c.tokens.manager, c.ids.logist, { type: 99, month: '2026-13', max_value: -1 }, 'en')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['max_value', 'month', 'type'])
    expect(fieldErrorsOf(bad).type).toEqual(['Invalid value'])
    const badRu = await put(c.tokens.manager, c.ids.logist, { type: 99, month, max_value: 1 })
    expect(fieldErrorsOf(badRu).type).toEqual(['Недопустимое значение'])
    // a ceiling: response time under its target is 100 %; null removes the target
    const ceiling = await put(c.tokens.manager, c.ids.logist, { type: 29, month, max_value: 100_000 })
    expect(ceiling.json().data).toMatchObject({ progress: 100 })
    const removed = await put(c.tokens.manager, c.ids.logist, { type: 29, month, max_value: null })
    expect(removed.json().data).toMatchObject({ max_value: null, goal_id: null })
    const stored = await server.db
      .selectFrom('analytics_goals')
      .select('id')
      .where('user_id', '=', c.ids.logist)
      .where('type', '=', 29)
      .where('month', '=', `${month}-01`)
      .execute()
    expect(stored).toEqual([])
  })

  it('shows each caller whom they may see: self, the department, the company', async () => {
    // a logistician: self by default, a colleague is 403, another company's user 404
    const own = (await c.get(w.tokens.logist, 'users/goals/dashboard')).json().data.data
    expect(own.user).toMatchObject({ id: c.ids.logist })
    expect(own.cards.map((card: { type: number }) => card.type)).toEqual(goalTypeIds)
    expect((await c.get(w.tokens.logist, 'users/goals/dashboard', { 'filter[user_id]': c.ids.head })).statusCode).toBe(
      403,
    )
    expect((await c.get(w.tokens.logist, 'users/goals/me', { 'filter[user_id]': c.ids.ural })).statusCode).toBe(404)
    // the company's administrator: user_id 0 is the whole company, at least the logistician's figures
    const company = (await c.get(w.tokens.shipper, 'users/goals/dashboard', { 'filter[user_id]': 0 })).json().data.data
    expect(company.user).toBeNull()
    const posted = (cards: { type: number; value: number }[]) => cards.find((card) => card.type === 11)!.value
    expect(posted(company.cards)).toBeGreaterThanOrEqual(posted(own.cards))
    // the head of «Восток»: the department, not «Центр»
    const east = (await c.get(c.tokens.head, 'users/goals/dashboard')).json().data.data
    const members = await server.db
      .selectFrom('department_members as m')
      .innerJoin('departments as d', 'd.id', 'm.department_id')
      .select('m.user_id')
      .where('d.head_user_id', '=', c.ids.head)
      .execute()
    const sum = await sql<{ n: string }>`select coalesce(sum(total), 0) as n from analytics_daily
      where type = 11 and day between ${east.start_date}::date and ${east.end_date}::date
        and user_id = any(${members.map((m) => m.user_id)}::int[])`.execute(server.db)
    expect(posted(east.cards)).toBe(Number(sum.rows[0]!.n))
    expect((await c.get(c.tokens.head, 'users/goals/me/graph', { 'filter[user_id]': c.ids.logist })).statusCode).toBe(
      403,
    )
    expect((await c.get(w.tokens.carrier, 'users/goals/dashboard')).statusCode).toBe(403)
  })

  it('draws the graph day by day for a month and week by week for a year, with the running total', async () => {
    const month = (await c.get(w.tokens.shipper, 'users/goals/me/graph', { 'filter[user_id]': 0 })).json().data
    expect(month).toMatchObject({ type: 17, bucket: 'day' })
    const days = Number(month.end_date.slice(8, 10))
    expect(month.points).toHaveLength(days)
    type Point = { date: string; value: number | null; running: number | null }
    const total = month.points.reduce((s: number, p: Point) => s + (p.value ?? 0), 0)
    const past = month.points.filter((p: Point) => p.date <= today)
    expect(past.at(-1).running).toBe(total)
    // days still to come have no value
    expect(month.points.filter((p: Point) => p.date > today).every((p: Point) => p.running === null)).toBe(true)
    const year = await c.get(w.tokens.shipper, 'users/goals/me/graph', {
      'filter[type]': 11,
      'filter[start_date]': addDays(today, -364),
      'filter[end_date]': today,
    })
    expect(year.statusCode).toBe(200)
    expect(year.json().data.bucket).toBe('week')
    const tooLong = await c.get(
      w.tokens.shipper,
      'users/goals/me/graph',
      { 'filter[start_date]': '2024-01-01', 'filter[end_date]': '2026-01-01' },
      'en',
    )
    expect(tooLong.statusCode).toBe(422)
    expect(fieldErrorsOf(tooLong)['filter.end_date']).toEqual(['The period cannot be longer than 366 days'])
    const order = await c.get(w.tokens.shipper, 'users/goals/me/graph', {
      'filter[start_date]': '2026-02-01',
      'filter[end_date]': '2026-01-01',
    })
    expect(order.statusCode).toBe(422)
    expect(
      (await c.get(w.tokens.shipper, 'users/goals/me/graph', { 'filter[start_date]': '2026-02-30' })).statusCode,
    ).toBe(422)
  })

  it('lists departments with people and goals for the manager and the head; refuses a logistician', async () => {
    const res = await c.get(c.tokens.manager, 'companies/departments', { include: 'users.goals' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const count = await server.db
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .innerJoin('users', 'users.company_id', 'departments.company_id')
      .where('users.id', '=', c.ids.manager)
      .executeTakeFirstOrThrow()
    expect(body.meta.size).toBeGreaterThanOrEqual(Number(count.n))
    const center = body.data.find((d: { head: { id: number } | null }) => d.head?.id === c.ids.manager)
    const logist = center.users.find((u: { id: number }) => u.id === c.ids.logist)
    expect(logist.goals.map((g: Goal) => g.type)).toEqual(goalTypeIds)
    const head = (await c.get(c.tokens.head, 'companies/departments', { include: 'users' })).json()
    expect(head.data).toHaveLength(1)
    expect(head.data[0].users.some((u: { id: number; is_head: boolean }) => u.id === c.ids.head && u.is_head)).toBe(
      true,
    )
    // a logistician who heads nothing heads no department: an empty list, not a refusal
    const none = await c.get(w.tokens.logist, 'companies/departments')
    expect(none.statusCode).toBe(200)
    expect(none.json()).toMatchObject({ data: [], meta: { size: 0 } })
    expect((await c.get(w.tokens.carrier, 'companies/departments')).statusCode).toBe(403)
    expect((await c.get(c.tokens.manager, 'companies/departments', { include: 'users.cars' })).statusCode).toBe(422)
  })

  it("answers the managers' statistics from the roll-up, 20 a page, sorted; the head sees the department", async () => {
    const res = await c.get(w.tokens.shipper, 'stats/shipper/managers', { limit: 2 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const expected = await sql<{ n: string }>`
      select count(*) as n from users u where u.company_id = (select company_id from users where id = ${c.ids.shipper})
        and u.is_system = false and u.status <> 'removed'
        and ('shipper.logist' = any(u.roles) or exists (select 1 from analytics_daily d where d.user_id = u.id
          and d.day >= ${`${today.slice(0, 7)}-01`}::date
          and d.day < (${`${today.slice(0, 7)}-01`}::date + interval '1 month')::date
          and d.company_id = u.company_id))`.execute(server.db)
    expect(body.meta.size).toBe(Number(expected.rows[0]!.n))
    expect(body.data).toHaveLength(Math.min(2, body.meta.size))
    const all = (await c.get(w.tokens.shipper, 'stats/shipper/managers', { limit: 100 })).json().data
    const covered = all.map((m: { covered: number }) => m.covered)
    expect(covered).toEqual([...covered].sort((a, b) => b - a))
    const head = (await c.get(c.tokens.head, 'stats/shipper/managers', { limit: 100 })).json().data
    expect(head.every((m: { department: { name: string } | null }) => m.department?.name === 'Логистика: Восток')).toBe(
      true,
    )
    expect((await c.get(w.tokens.logist, 'stats/shipper/managers')).statusCode).toBe(403)
    expect((await c.get(w.tokens.carrier, 'stats/shipper/managers')).statusCode).toBe(403)
    expect((await c.get(w.tokens.shipper, 'stats/shipper/managers', { sort: 'rocket' })).statusCode).toBe(422)
  })

  it('answers the cargo owners with pay days and their lanes; every cargo of the period is counted once', async () => {
    // a cargo carried for a client the company records (one with pay days)
    const recorded = await server.db
      .selectFrom('companies')
      .select('id')
      .where('created_by_company_id', '=', w.companies.north)
      .where(sql<boolean>`(payment ->> 'pay_days')::int > 0`)
      .executeTakeFirstOrThrow()
    await w.cargo({ created_by: c.ids.logist, owner_company_id: recorded.id, from: 'moscow', to: 'kazan' })
    const res = await c.get(w.tokens.shipper, 'stats/cargos/owners', { limit: 100 })
    expect(res.statusCode).toBe(200)
    const owners = res.json().data as {
      company: { id: number; own: boolean; payment: { pay_days: number | null } }
      cargos: number
    }[]
    const start = `${today.slice(0, 7)}-01`
    const expected = await sql<{ n: string }>`
      select count(*) as n from cargos where company_id = (select company_id from users where id = ${c.ids.shipper})
        and stage <> 'draft' and created_at >= (${start}::date)::timestamp at time zone 'Europe/Moscow'
        and created_at < ((${start}::date + interval '1 month')::date)::timestamp at time zone 'Europe/Moscow'`.execute(
      server.db,
    )
    expect(owners.reduce((s, o) => s + o.cargos, 0)).toBe(Number(expected.rows[0]!.n))
    const client = owners.find((o) => o.company.id === recorded.id)
    expect(client?.company.payment.pay_days).toBeGreaterThan(0)
    const routes = (
      await c.get(w.tokens.shipper, 'stats/cargos/owners/routes', { 'filter[owner_id]': client!.company.id })
    ).json()
    expect(routes.data.length).toBeGreaterThan(0)
    expect(routes.data.every((r: { owner: { id: number } }) => r.owner.id === client!.company.id)).toBe(true)
    const lanes = routes.data.reduce((s: number, r: { cargos: number }) => s + r.cargos, 0)
    expect(lanes).toBeLessThanOrEqual(client!.cargos)
    // another company sees its own owners only
    const ural = (await c.get(w.tokens.ural, 'stats/cargos/owners', { limit: 100 })).json().data
    expect(ural.some((o: { company: { id: number } }) => o.company.id === client!.company.id)).toBe(false)
    expect((await c.get(w.tokens.logist, 'stats/cargos/owners')).statusCode).toBe(403)
    expect((await c.get(w.tokens.carrier, 'stats/cargos/owners/routes')).statusCode).toBe(403)
  })

  it('filters the lanes by a loading place with spec 3’s defaults: radius 200 km, trips up to 500 km', async () => {
    expect(analyticsLaneDefaults).toEqual({ distance: 500, radius: 200 })
    const long = await w.cargo({ from: 'kazan', to: 'moscow', distance_km: 820 })
    const short = await w.cargo({ from: 'zelenodolsk', to: 'chistopol', distance_km: 150 })
    const far = await w.cargo({ from: 'moscow', to: 'kazan', distance_km: 300 })
    const ids = [long, short, far]
    const lanesOf = async (query: Record<string, string | number>) => {
      const res = await c.get(w.tokens.shipper, 'stats/cargos/owners/routes', { limit: 100, ...query })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json().data as { from: { id: number }; to: { id: number } }[]).map((r) => `${r.from.id}>${r.to.id}`)
    }
    const lane = (from: keyof typeof places, to: keyof typeof places) => `${places[from].id}>${places[to].id}`
    expect(ids.every((id) => id > 0)).toBe(true)
    const kazan = { 'filter[start_point_id]': places.kazan.id }
    // the defaults: Zelenodolsk (38 km from Kazan) to Chistopol; not the 820 km trip, not Moscow
    const near = await lanesOf(kazan)
    expect(near).toContain(lane('zelenodolsk', 'chistopol'))
    expect(near).not.toContain(lane('kazan', 'moscow'))
    expect(near).not.toContain(lane('moscow', 'kazan'))
    expect(await lanesOf({ ...kazan, 'filter[distance]': 1000 })).toContain(lane('kazan', 'moscow'))
    const tight = await lanesOf({ ...kazan, 'filter[distance]': 1000, 'filter[start_point_radius]': 10 })
    expect(tight).toContain(lane('kazan', 'moscow'))
    expect(tight).not.toContain(lane('zelenodolsk', 'chistopol'))
    // without a place every lane counts
    expect(await lanesOf({})).toEqual(expect.arrayContaining([lane('moscow', 'kazan'), lane('kazan', 'moscow')]))
    const unknown = await c.get(w.tokens.shipper, 'stats/cargos/owners/routes', {
      'filter[start_point_id]': 999_999_999,
    })
    expect(fieldErrorsOf(unknown)['filter.start_point_id']).toBeDefined()
    const wide = await c.get(w.tokens.shipper, 'stats/cargos/owners/routes', { 'filter[start_point_radius]': 5000 })
    expect(wide.statusCode).toBe(422)
  })
})
