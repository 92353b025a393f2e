/** Goals: the catalogue, a user's goals for a period, the dashboard's cards, the graph and the events behind them. */
import { z } from 'zod'
import { dataOf, decimal, listOf, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { GoalType, GoalUnit } from './catalogue'
import { ANALYTICS_PAGE_SIZE, goalFilter, Period, Person, shippers, tags } from './fields'

export const GoalTypeInfo = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  unit: GoalUnit,
  /** `less`: a ceiling (response time); `more`: a target to reach. */
  better: z.enum(['more', 'less']),
  default: z.boolean(),
})
export type GoalTypeInfo = z.infer<typeof GoalTypeInfo>

/**
 * Where a value stands against its target: `met` (a target reached, or a ceiling kept), `behind` (a target not
 * reached yet), `missed` (a ceiling exceeded, or a value below zero, such as a negative saving). Null without a
 * target or a value.
 */
export const GoalState = z.enum(['met', 'behind', 'missed'])
export type GoalState = z.infer<typeof GoalState>

/** What every answer about a goal type says of it (a goal, a dashboard card). */
const goalTypeFields = {
  type: z.number().int(),
  key: z.string(),
  name: z.string(),
  unit: GoalUnit,
  better: z.enum(['more', 'less']),
}

export const Goal = z.object({
  ...goalTypeFields,
  /** The target over the period (months' targets summed; for an average, the strictest month's); null: none set. */
  max_value: z.number().nullable(),
  /** Counted from the exchange's events; an average is null when nothing happened. */
  current_value: z.number().nullable(),
  /** How many events the value is made of. */
  events: z.number().int(),
  /**
   * current / max, %, rounded down, never below 0; for a ceiling, 100 while at or under it and target / current
   * above it. Null without a target or a value.
   */
  progress: z.number().int().nullable(),
  state: GoalState.nullable(),
})
export type Goal = z.infer<typeof Goal>

export const listGoalTypes = defineEndpoint({
  method: 'GET',
  path: 'users/goals/types',
  summary: 'The goal catalogue: what each goal type measures (17, cargos covered, is the default)',
  tags,
  access: shippers,
  response: listOf(GoalTypeInfo),
})

export const GoalsAnswer = z.object({
  /** The goals list (spec 7: 200 stores data.data). */
  data: z.array(Goal),
  /** Whose goals: null for the whole team the caller sees. */
  user: Person.nullable(),
  ...Period,
})

export const myGoals = defineEndpoint({
  method: 'GET',
  path: 'users/goals/me',
  summary:
    "Goals for a period (the current month by default): the caller's, or with filter[user_id] a team member's (0: the whole team); `dashboard=2` lists every goal type, with or without a target",
  tags,
  access: shippers,
  query: z.strictObject({
    dashboard: decimal(z.literal(2)).optional(),
    filter: goalFilter.optional(),
  }),
  errors: [404],
  response: dataOf(GoalsAnswer),
})

export const DashboardCard = z.object({
  ...goalTypeFields,
  value: z.number().nullable(),
  events: z.number().int(),
  /** The same measure over the period of equal length just before. */
  previous_value: z.number().nullable(),
  target: z.number().nullable(),
  progress: z.number().int().nullable(),
  state: GoalState.nullable(),
})

export const goalsDashboard = defineEndpoint({
  method: 'GET',
  path: 'users/goals/dashboard',
  summary:
    "The dashboard's cards for a period (the current month by default): each measure, the period before, the target",
  tags,
  access: shippers,
  query: z.strictObject({ filter: goalFilter.optional() }),
  errors: [404],
  response: dataOf(
    z.object({
      data: z.object({
        cards: z.array(DashboardCard),
        user: Person.nullable(),
        ...Period,
        previous: z.object(Period),
      }),
    }),
  ),
})

export const GraphPoint = z.object({
  /** The first day of the bucket. */
  date: z.string(),
  value: z.number().nullable(),
  events: z.number().int(),
  /** Running total since the period's start (running average for an average). */
  running: z.number().nullable(),
})

export const goalGraph = defineEndpoint({
  method: 'GET',
  path: 'users/goals/me/graph',
  summary:
    'A goal over the period, day by day (week by week past 62 days), with the running total and the target: filter[type] (17 by default), user_id, start_date, end_date',
  tags,
  access: shippers,
  query: z.strictObject({ filter: goalFilter.optional() }),
  errors: [404],
  response: dataOf(
    z.object({
      type: z.number().int(),
      name: z.string(),
      unit: GoalUnit,
      better: z.enum(['more', 'less']),
      bucket: z.enum(['day', 'week']),
      points: z.array(GraphPoint),
      target: z.number().nullable(),
      user: Person.nullable(),
      ...Period,
    }),
  ),
})

export const GoalEvent = z.object({
  id: z.number().int(),
  type: z.number().int(),
  day: z.string(),
  value: z.number(),
  user: Person.nullable(),
  cargo: z.object({ id: z.number().int(), from: z.string(), to: z.string() }).nullable(),
  order_id: z.number().int().nullable(),
})
export type GoalEvent = z.infer<typeof GoalEvent>

export const goalDetails = defineEndpoint({
  method: 'GET',
  path: 'users/goals/me/details',
  summary:
    'The events a goal is counted from, newest first (limit 20, offset; filter[type,user_id,start_date,end_date])',
  tags,
  access: shippers,
  query: z.strictObject({ ...pageQuery(ANALYTICS_PAGE_SIZE, 100), filter: goalFilter.optional() }),
  errors: [404],
  response: listOf(GoalEvent),
})

export { GoalType }
