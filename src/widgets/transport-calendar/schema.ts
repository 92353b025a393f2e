/** The attributes and events of `<fx-transport-calendar>` (for the element, its component and the manifest). */
import { z } from 'zod/mini'
import type { $ZodType } from 'zod/v4/core'
import { type TaskDisplayType as ContractDisplayType, taskTypes } from '../../core/contract/transport'
import { doc, type WidgetProps } from '../element'
import { MAX_DAYS } from './model'

export const attributes = z.object({
  startDate: doc(
    z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    'The first day shown, YYYY-MM-DD; default: today.',
  ),
  days: doc(
    z._default(z.int().check(z.minimum(7), z.maximum(MAX_DAYS)), 31),
    'How many days (columns) are shown: 7 to 62; default 31.',
  ),
  readonly: doc(z._default(z.boolean(), false), 'Only look: no creating, editing or moving of tasks.'),
  mode: doc(
    z._default(z.enum(['auto', 'carrier', 'shipper']), 'auto'),
    "auto: from the signed-in user (shippers see the trucks assigned to their cargos, read-only); carrier: the company's fleet; shipper: the assigned trucks.",
  ),
  cargoUrl: doc(
    z.optional(z.string()),
    'Where a relevant cargo opens, with {id} for its id (e.g. /cargos/details/{id}); without it only fx-cargo-open fires.',
  ),
})

/** The contract's `TaskDisplayType` in zod/mini (the type checks below keep the two the same). */
const DisplayType = z.enum(['busy', 'available', 'ready', 'arrival'])
const _sameAsContract: z.output<typeof DisplayType> = '' as z.output<typeof ContractDisplayType>
const _sameAsWidget: z.output<typeof ContractDisplayType> = '' as z.output<typeof DisplayType>
void _sameAsContract
void _sameAsWidget

/** A task as the events carry it. */
export const TaskDetail = z.object({
  id: z.int(),
  transportId: z.int(),
  type: z.enum(taskTypes),
  displayType: DisplayType,
  startDate: z.string(),
  endDate: z.string(),
  placeId: z.nullable(z.int()),
})
export type TaskDetail = z.infer<typeof TaskDetail>

export const events = {
  'fx-task-select': doc(z.clone(TaskDetail), 'A task was opened (clicked, or Enter on it).'),
  'fx-task-change': doc(
    z.object({ action: z.enum(['created', 'updated', 'moved', 'deleted']), task: TaskDetail }),
    'A task was created, changed, moved or deleted (after the server agreed).',
  ),
  'fx-cargo-open': doc(
    z.object({ id: z.int(), taskId: z.int() }),
    'A relevant cargo of a free window was opened. Cancelable: `preventDefault()` keeps the cargo-url link from being followed.',
  ),
}

export type TransportCalendarProps = WidgetProps<typeof attributes, Record<never, $ZodType>, typeof events>
