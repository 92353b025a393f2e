/** The goal catalogue, a user's goals, the dashboard's cards, the graph and the details. */
import type { FastifyInstance } from 'fastify'
import {
  DEFAULT_GOAL_TYPE,
  type GoalTypeId,
  goalDetails,
  goalGraph,
  goalsDashboard,
  goalTypeIds,
  listGoalTypes,
  myGoals,
} from '../../../core/contract/analytics'
import { addDays, dayIn, daysBetween, weekday } from '../../../core/contract/days'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { scopeOf } from './access'
import { goalOf, goalTypeInfo, goalTypeOf, infoOf, progressOf, stateOf } from './answers'
import { dailyOf, factsOf, goalValue, sumsByType, targetOf, targetsOf } from './goals-repository'
import { ANALYTICS_TIME_ZONE, periodOf, previousOf } from './period'

/** Past this many days the graph goes week by week. */
const DAILY_GRAPH_DAYS = 62

export function registerGoalRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listGoalTypes, async ({ lang }) => {
    const data = goalTypeIds.map((id) => goalTypeInfo(id, lang))
    return { data, meta: { size: data.length } }
  })

  route(app, myGoals, async ({ query, me, lang }) => {
    const filter = query.filter
    const scope = await scopeOf(db, me, filter?.user_id)
    const p = periodOf(filter)
    const sums = await sumsByType(db, scope, p)
    const targets = await targetsOf(db, scope.companyId, scope.userIds, p)
    const types = filter?.type !== undefined ? [filter.type] : goalTypeIds
    const goals = types
      .map((type) =>
        goalOf(type, goalValue(type, sums.get(type)), sums.get(type)?.events ?? 0, targetOf(type, targets), lang),
      )
      .filter((goal) => query.dashboard === 2 || goal.max_value !== null)
    return { data: { data: goals, user: scope.user, start_date: p.start, end_date: p.end } }
  })

  route(app, goalsDashboard, async ({ query, me, lang }) => {
    const scope = await scopeOf(db, me, query.filter?.user_id)
    const p = periodOf(query.filter)
    const before = previousOf(p)
    const [sums, previous, targets] = await Promise.all([
      sumsByType(db, scope, p),
      sumsByType(db, scope, before),
      targetsOf(db, scope.companyId, scope.userIds, p),
    ])
    const cards = goalTypeIds.map((type) => {
      const value = goalValue(type, sums.get(type))
      const target = targetOf(type, targets)
      return {
        ...goalTypeOf(type, lang),
        value,
        events: sums.get(type)?.events ?? 0,
        previous_value: goalValue(type, previous.get(type)),
        target,
        progress: progressOf(type, value, target),
        state: stateOf(type, value, target),
      }
    })
    return {
      data: {
        data: {
          cards,
          user: scope.user,
          start_date: p.start,
          end_date: p.end,
          previous: { start_date: before.start, end_date: before.end },
        },
      },
    }
  })

  route(app, goalGraph, async ({ query, me, lang }) => {
    const scope = await scopeOf(db, me, query.filter?.user_id)
    const p = periodOf(query.filter)
    const type: GoalTypeId = (query.filter?.type as GoalTypeId | undefined) ?? DEFAULT_GOAL_TYPE
    const info = infoOf(type)
    const averaged = info.unit === 'minutes'
    const days = await dailyOf(db, scope, type, p)
    const weekly = daysBetween(p.start, p.end) + 1 > DAILY_GRAPH_DAYS
    const bucketOf = (day: string) => (weekly ? addDays(day, -((weekday(day) + 6) % 7)) : day)
    const buckets = new Map<string, { total: number; events: number }>()
    for (let day = bucketOf(p.start); day <= p.end; day = addDays(day, weekly ? 7 : 1))
      buckets.set(day, { total: 0, events: 0 })
    for (const row of days) {
      const bucket = buckets.get(bucketOf(row.day))
      if (bucket) {
        bucket.total += row.total
        bucket.events += row.events
      }
    }
    let total = 0
    let events = 0
    const today = dayIn(ANALYTICS_TIME_ZONE)
    const points = [...buckets].map(([date, sum]) => {
      total += sum.total
      events += sum.events
      // days still to come have no value yet (the line stops at today)
      if (date > today) return { date, value: null, events: 0, running: null }
      return {
        date,
        value: goalValue(type, sum),
        events: sum.events,
        running: averaged ? (events > 0 ? Math.round(total / events) : null) : total,
      }
    })
    const target = targetOf(type, await targetsOf(db, scope.companyId, scope.userIds, p))
    return {
      data: {
        type,
        name: info.name[lang],
        unit: info.unit,
        better: info.better,
        bucket: weekly ? ('week' as const) : ('day' as const),
        points,
        target,
        user: scope.user,
        start_date: p.start,
        end_date: p.end,
      },
    }
  })

  route(app, goalDetails, async ({ query, me, lang }) => {
    const scope = await scopeOf(db, me, query.filter?.user_id)
    const p = periodOf(query.filter)
    const type = query.filter?.type ?? DEFAULT_GOAL_TYPE
    const { rows, size } = await factsOf(db, scope, type, p, query, lang)
    return { data: rows, meta: { size } }
  })
}
