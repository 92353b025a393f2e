/**
 * Spec 4: "In the calendar, a busy task followed by a non-busy task is shown as arrival." One rule for the server
 * (a task's `display_type`, the counters) and the calendar widget (the tasks it holds), so the two never disagree.
 *
 * "Followed by" is the truck's next task by start date, whatever the gap: a truck that ends a trip, stands idle two
 * days and is then offered as available has still arrived where that trip ended. (The server used to require the
 * next task to start the very next day, the widget did not; the spec names no gap, so none is required.)
 */
import type { TaskDisplayType, TaskType } from './transport/tasks'

/** The display type of a task from its own type and the type of the truck's next task (`null`: none). */
export function displayTypeOf(type: TaskType, nextType: TaskType | string | null): TaskDisplayType {
  return type === 'busy' && nextType !== null && nextType !== 'busy' ? 'arrival' : type
}

export interface DatedTask {
  id: number
  type: TaskType
  start_date: string
}

/**
 * The display types of one truck's tasks, each from the next task by start date (ties by id). `lastNext` gives the
 * next type of the last task when the list is a window of a longer plan (the server knows the tasks after it).
 */
export function displayTypesOf<T extends DatedTask>(
  tasks: readonly T[],
  lastNext: (task: T) => TaskType | string | null = () => null,
): Map<number, TaskDisplayType> {
  const sorted = [...tasks].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)
  const out = new Map<number, TaskDisplayType>()
  sorted.forEach((task, index) => {
    const next = sorted[index + 1]
    out.set(task.id, displayTypeOf(task.type, next ? next.type : lastNext(task)))
  })
  return out
}
