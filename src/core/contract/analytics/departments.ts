/** Departments of a company, their people and goals; the head sets a logistician's monthly targets. */
import { z } from 'zod'
import { dataOf, decimal, IdParams, Line, listOf, MAX_ID, Ok, pageQuery } from '../common'
import { defineEndpoint } from '../endpoint'
import { GoalType } from './catalogue'
import { ANALYTICS_PAGE_SIZE, Person, periodFilter, shippers, tags } from './fields'
import { Goal } from './goals'

export const DepartmentUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_head: z.boolean(),
  /** With `include=users.goals`: every goal type, with its target for the period (if set) and value. */
  goals: z.array(Goal.extend({ goal_id: z.number().int().nullable() })).optional(),
})

export const Department = z.object({
  /** null: the company's logisticians who are in no department. */
  id: z.number().int().nullable(),
  name: z.string(),
  head: Person.nullable(),
  /** Whether the caller may set this department's goals. */
  editable: z.boolean(),
  users: z.array(DepartmentUser).optional(),
})
export type Department = z.infer<typeof Department>

export const listDepartments = defineEndpoint({
  method: 'GET',
  path: 'companies/departments',
  summary:
    "The caller's company's departments (those the caller heads, for a head), 20 a page; include=users or users.goals (goals for filter[start_date,end_date], the current month by default)",
  tags,
  access: shippers,
  query: z.strictObject({
    ...pageQuery(ANALYTICS_PAGE_SIZE, 100),
    include: z.enum(['users', 'users.goals']).optional(),
    filter: periodFilter({}).optional(),
  }),
  response: listOf(Department),
})

/** A month as `YYYY-MM`. */
export const Month = Line.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_format')

/** A monthly target: a count, minor units (money) or minutes; whole and not negative. */
const GoalTarget = z.number().int().min(0).max(1_000_000_000_000)

/**
 * The goals dialog: a person's target per goal type (`goal_17`), each empty (no target) or a target by the rule of
 * `putIndividualGoal` (money in whole roubles, made into minor units when sent).
 */
export const GoalTargetsForm = z.record(z.string().regex(/^goal_\d+$/), GoalTarget.nullable())

export const putIndividualGoal = defineEndpoint({
  method: 'PUT',
  path: 'companies/goals/individual/:id',
  summary:
    "Sets (or with max_value null removes) a logistician's target for a goal type and month; `id` is the logistician's user id. For the company's administrator and managers, and the head of the logistician's department",
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({
    type: GoalType,
    month: Month,
    /** count, minor units (money) or minutes. */
    max_value: decimal(GoalTarget).nullable(),
  }),
  response: dataOf(Goal.extend({ goal_id: z.number().int().nullable(), user: Person, month: z.string() })),
})

/*
 * Managing departments: the head of logistics (the company's administrator or a manager, spec 2 and 7) creates,
 * renames and deletes the company's departments, names their heads and moves people between them. A department's
 * head who is neither sets goals only. Deleting a department leaves its people in no department; their goals stay.
 */

/** A department's name: one line, 2 to 80 characters, unique in the company (regardless of case). */
export const DepartmentName = Line.trim().min(2).max(80)

/** `head_user_id`: an active employee of the company, or null for none. */
const HeadUserId = decimal(z.number().int().positive().max(MAX_ID)).nullable()

export const createDepartment = defineEndpoint({
  method: 'POST',
  path: 'companies/departments',
  summary: "Creates a department of the caller's company; for the company's administrator and managers",
  tags,
  access: shippers,
  body: z.strictObject({ name: DepartmentName, head_user_id: HeadUserId.optional() }),
  status: 201,
  response: dataOf(Department),
})

export const updateDepartment = defineEndpoint({
  method: 'PUT',
  path: 'companies/departments/:id',
  summary: "Renames a department or changes its head; for the company's administrator and managers",
  tags,
  access: shippers,
  params: IdParams,
  body: z
    .strictObject({ name: DepartmentName.optional(), head_user_id: HeadUserId.optional() })
    .refine((v) => v.name !== undefined || v.head_user_id !== undefined, { message: 'required', path: ['name'] }),
  response: dataOf(Department),
})

export const deleteDepartment = defineEndpoint({
  method: 'DELETE',
  path: 'companies/departments/:id',
  summary:
    "Deletes a department; its people stay in the company in no department, with their goals. For the company's administrator and managers",
  tags,
  access: shippers,
  params: IdParams,
  response: Ok,
})

export const moveToDepartment = defineEndpoint({
  method: 'PUT',
  path: 'companies/departments/members/:id',
  summary:
    "Moves an employee (`id`: the user's id) into a department of the company, or with department_id null out of any; for the company's administrator and managers",
  tags,
  access: shippers,
  params: IdParams,
  body: z.strictObject({ department_id: decimal(z.number().int().positive().max(MAX_ID)).nullable() }),
  response: dataOf(z.object({ user: Person, department: Person.nullable() })),
})
