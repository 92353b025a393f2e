/**
 * The calendar's pure rules: days as `YYYY-MM-DD` (counted in UTC so no time zone shifts a day), the arrival rule
 * of spec 4, where a task sits in the window, and the selection of days on a row.
 */
import { displayTypesOf } from '../../core/contract/arrival'
import { weekday } from '../../core/contract/days'
import type { TaskDisplayType, TransportTask } from '../../core/contract/transport'

// Day arithmetic is core's (one place for it); re-exported here because the calendar's files read it with the rules.
export { addDays, daysBetween, localDay as today } from '../../core/contract/days'

/** Saturday or Sunday. */
export function isWeekend(day: string): boolean {
  const dow = weekday(day)
  return dow === 0 || dow === 6
}

/**
 * Spec 4's arrival rule (core's `displayTypesOf`, the server's rule too) over the tasks the calendar holds: those
 * touching its window; for the last one the server's `display_type` decides (it knows the tasks after the window).
 */
export function displayTypes(tasks: readonly TransportTask[]): Map<number, TaskDisplayType> {
  return displayTypesOf(tasks, (last) => (last.display_type === 'arrival' ? 'available' : null))
}

/** The task of a row covering a day, if any. */
export function taskOn(tasks: readonly TransportTask[], day: string): TransportTask | undefined {
  return tasks.find((task) => task.start_date <= day && task.end_date >= day)
}

/** Whether a span of days on a row is free of tasks (`ignore`: a task being moved). */
export function isFree(tasks: readonly TransportTask[], from: string, to: string, ignore?: number): boolean {
  return !tasks.some((task) => task.id !== ignore && task.start_date <= to && task.end_date >= from)
}

/** A selection of days on one row: the anchor stays, the focus moves. */
export interface Selection {
  row: number
  anchor: number
  focus: number
}

export function selectionSpan(selection: Selection): { from: number; to: number } {
  return { from: Math.min(selection.anchor, selection.focus), to: Math.max(selection.anchor, selection.focus) }
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The longest window the calendar shows at once, days. */
export const MAX_DAYS = 62
