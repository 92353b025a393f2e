/**
 * A demo calendar task as the seed writes it, and the draws the planned tasks (./transport.ts) and the past before them
 * (./transport-history.ts) share, so that both read alike in the calendar.
 */
import type { TaskValues } from '../../modules/transport/task-repository'

/** A task's values and its company. */
export type TaskSeed = TaskValues & { company_id: number }

/** A wait for cargo where a trip ended: free more often than ready to load. */
export const waitType = (rng: () => number) => (rng() < 0.6 ? 'available' : 'ready')

/** How far from its place a task reaches: a trip is where it is, a wait takes cargo from 50, 100 or 150 km. */
export const taskRadius = (type: TaskSeed['type'], rng: () => number) =>
  type === 'busy' ? 50 : [50, 100, 150][Math.floor(rng() * 3)]!
