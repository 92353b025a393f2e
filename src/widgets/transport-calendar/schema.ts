/** The attributes and events of `<fx-transport-calendar>` (for the element, its component and the manifest). */
import { z } from 'zod'
import { TaskDisplayType, TaskType } from '../../core/contract/fleet'
import type { WidgetProps } from '../element'
import { MAX_DAYS } from './model'

export const attributes = z.object({
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('The first day shown, YYYY-MM-DD; default: today.'),
  days: z
    .number()
    .int()
    .min(7)
    .max(MAX_DAYS)
    .default(31)
    .describe('How many days (columns) are shown: 7 to 62; default 31.'),
  readonly: z.boolean().default(false).describe('Only look: no creating, editing or moving of tasks.'),
  mode: z
    .enum(['auto', 'carrier', 'shipper'])
    .default('auto')
    .describe(
      "auto: from the signed-in user (shippers see the trucks assigned to their cargos, read-only); carrier: the company's fleet; shipper: the assigned trucks.",
    ),
  cargoUrl: z
    .string()
    .optional()
    .describe(
      'Where a relevant cargo opens, with {id} for its id (e.g. /cargos/details/{id}); without it only fx-cargo-open fires.',
    ),
})

/** A task as the events carry it. */
export const TaskDetail = z.object({
  id: z.number().int(),
  transportId: z.number().int(),
  type: TaskType,
  displayType: TaskDisplayType,
  startDate: z.string(),
  endDate: z.string(),
  placeId: z.number().int().nullable(),
})
export type TaskDetail = z.infer<typeof TaskDetail>

export const events = {
  'fx-task-select': TaskDetail.describe('A task was opened (clicked, or Enter on it).'),
  'fx-task-change': z
    .object({ action: z.enum(['created', 'updated', 'moved', 'deleted']), task: TaskDetail })
    .describe('A task was created, changed, moved or deleted (after the server agreed).'),
  'fx-cargo-open': z
    .object({ id: z.number().int(), taskId: z.number().int() })
    .describe(
      'A relevant cargo of a free window was opened. Cancelable: `preventDefault()` keeps the cargo-url link from being followed.',
    ),
}

export type TransportCalendarProps = WidgetProps<typeof attributes, Record<never, z.ZodType>, typeof events>
