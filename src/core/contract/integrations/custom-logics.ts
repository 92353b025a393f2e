/**
 * Custom logic settings (spec 3, 9: fetched with limit 100, offset 0): rules applied, in their order, to every
 * incoming imported order. A rule has conditions (all must hold) and actions: publish it (optionally at the lane
 * price index times a factor), assign it to a staff member, add cargo conditions, or hold it for review (a held
 * order stays a draft whatever else says). The first active rule that matches decides. A dry run shows what a
 * rule would do to the last imported orders, without changing them.
 */
import { z } from 'zod'
import { dataOf, IdParams, Line, listOf, Ok, pageQuery, Timestamp } from '../common'
import { defineEndpoint } from '../endpoint'
import { BodyId, IdArray, integrators, Ref, tags } from './fields'

export const conditionFields = ['partner_id', 'from', 'to', 'weight', 'price', 'truck_type', 'contact'] as const
export const ConditionField = z.enum(conditionFields)
export type ConditionField = z.infer<typeof ConditionField>
export const conditionOps = ['eq', 'contains', 'gte', 'lte'] as const
export const ConditionOp = z.enum(conditionOps)
export type ConditionOp = z.infer<typeof ConditionOp>

/** Which operators each field takes: numbers compare, texts match, ids equal. */
export const fieldOps: Record<ConditionField, readonly ConditionOp[]> = {
  partner_id: ['eq'],
  truck_type: ['eq'],
  from: ['eq', 'contains'],
  to: ['eq', 'contains'],
  contact: ['eq', 'contains'],
  weight: ['eq', 'gte', 'lte'],
  price: ['eq', 'gte', 'lte'],
}
export const numericFields: readonly ConditionField[] = ['partner_id', 'truck_type', 'weight', 'price']

export const RuleCondition = z
  .strictObject({ field: ConditionField, op: ConditionOp, value: z.union([Line.trim().min(1).max(200), z.number()]) })
  .superRefine((condition, ctx) => {
    if (!fieldOps[condition.field].includes(condition.op))
      ctx.addIssue({ code: 'custom', path: ['op'], message: 'invalid_value' })
    const numeric = numericFields.includes(condition.field)
    if (numeric && (typeof condition.value !== 'number' || !Number.isFinite(condition.value) || condition.value < 0))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalid_value' })
    if (!numeric && typeof condition.value !== 'string')
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'invalid_value' })
  })
export type RuleCondition = z.output<typeof RuleCondition>

export const RuleActions = z
  .strictObject({
    publish: z.boolean().default(false),
    /** Publish at the lane's median price per km times this factor (the posted price otherwise). */
    price_factor: z.number().min(0.5).max(3).nullable().default(null),
    assign_user_id: BodyId.nullable().default(null),
    additional_conditions: IdArray(30).default([]),
    hold: z.boolean().default(false),
  })
  .superRefine((actions, ctx) => {
    if (actions.hold && actions.publish) ctx.addIssue({ code: 'custom', path: ['hold'], message: 'hold_publish' })
    if (actions.price_factor !== null && !actions.publish)
      ctx.addIssue({ code: 'custom', path: ['price_factor'], message: 'factor_needs_publish' })
  })
export type RuleActions = z.output<typeof RuleActions>

const ruleBody = z.strictObject({
  name: Line.trim().min(2).max(100),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(1000).default(0),
  conditions: z.array(RuleCondition).max(10).default([]),
  actions: RuleActions,
})
export type RuleBody = z.input<typeof ruleBody>

export const CustomLogic = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  conditions: z.array(z.object({ field: ConditionField, op: ConditionOp, value: z.union([z.string(), z.number()]) })),
  actions: z.object({
    publish: z.boolean(),
    price_factor: z.number().nullable(),
    assign_user_id: z.number().int().nullable(),
    additional_conditions: z.array(z.number().int()),
    hold: z.boolean(),
  }),
  /** Orders this rule decided. */
  orders_count: z.number().int(),
  created_at: Timestamp,
})
export type CustomLogic = z.infer<typeof CustomLogic>

export const listCustomLogics = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/custom-logics',
  summary: 'The custom logic rules in their order (spec 9: limit 100, offset 0)',
  tags,
  access: integrators,
  query: z.strictObject({ ...pageQuery(100, 100) }),
  response: listOf(CustomLogic),
})

export const createCustomLogic = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/custom-logics',
  summary: 'Add a rule for incoming orders',
  tags,
  access: integrators,
  body: ruleBody,
  response: dataOf(CustomLogic),
  status: 201,
})

export const getCustomLogic = defineEndpoint({
  method: 'GET',
  path: 'v2/cargos/custom-logics/:id',
  summary: 'One rule',
  tags,
  access: integrators,
  params: IdParams,
  response: dataOf(CustomLogic),
})

export const updateCustomLogic = defineEndpoint({
  method: 'PUT',
  path: 'v2/cargos/custom-logics/:id',
  summary: 'Change a rule',
  tags,
  access: integrators,
  params: IdParams,
  body: ruleBody,
  response: dataOf(CustomLogic),
})

export const deleteCustomLogic = defineEndpoint({
  method: 'DELETE',
  path: 'v2/cargos/custom-logics/:id',
  summary: 'Delete a rule',
  tags,
  access: integrators,
  params: IdParams,
  response: Ok,
})

export const DryRunRow = z.object({
  import_order_id: z.number().int(),
  external_id: z.string(),
  partner: Ref,
  route: z.string(),
  matched: z.boolean(),
  publish: z.boolean(),
  hold: z.boolean(),
  /** Minor units: the price it would be published at. */
  price: z.number().int().nullable(),
  assign: Ref.nullable(),
})
export type DryRunRow = z.infer<typeof DryRunRow>

export const dryRunCustomLogic = defineEndpoint({
  method: 'POST',
  path: 'v2/cargos/custom-logics/dry-run',
  summary: 'What a rule would do to the last imported orders (nothing is changed)',
  tags,
  access: integrators,
  body: z.strictObject({ rule: ruleBody, limit: z.number().int().min(1).max(100).default(20) }),
  response: dataOf(z.array(DryRunRow)),
})
