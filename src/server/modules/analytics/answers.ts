/** Shaping the analytics answers: a goal from its value and target, in the caller's language. */
import {
  DEFAULT_GOAL_TYPE,
  type Goal,
  type GoalState,
  type GoalTypeId,
  type GoalTypeInfo,
  goalCatalogue,
} from '../../../core/contract/analytics'
import type { Lang } from '../../../core/contract/common'

export const infoOf = (type: number) => goalCatalogue[type as GoalTypeId]

export function goalTypeInfo(type: GoalTypeId, lang: Lang): GoalTypeInfo {
  const info = goalCatalogue[type]
  return {
    id: type,
    key: info.key,
    name: info.name[lang],
    description: info.description[lang],
    unit: info.unit,
    better: info.better,
    default: type === DEFAULT_GOAL_TYPE,
  }
}

/**
 * current / target, %, never below 0 (a negative saving is an empty bar): for a ceiling (better less) 100 while at
 * or under it, then target / current.
 */
export function progressOf(type: number, current: number | null, target: number | null): number | null {
  if (current === null || target === null) return null
  if (infoOf(type).better === 'less') {
    if (current <= target) return 100
    return Math.max(0, Math.floor((target * 100) / current))
  }
  if (target <= 0) return null
  return Math.max(0, Math.floor((current * 100) / target))
}

/** A ceiling kept or exceeded, a target reached or not yet; a value below zero is missed whatever the target. */
export function stateOf(type: number, current: number | null, target: number | null): GoalState | null {
  if (current === null || target === null) return null
  if (infoOf(type).better === 'less') return current <= target ? 'met' : 'missed'
  if (current < 0) return 'missed'
  return current >= target ? 'met' : 'behind'
}

/** What every answer about a goal type says of it: its id, key, name in `lang`, unit and which way is better. */
export function goalTypeOf(type: number, lang: Lang) {
  const info = infoOf(type)
  return { type, key: info.key, name: info.name[lang], unit: info.unit, better: info.better }
}

export function goalOf(type: number, current: number | null, events: number, target: number | null, lang: Lang): Goal {
  return {
    ...goalTypeOf(type, lang),
    max_value: target,
    current_value: current,
    events,
    progress: progressOf(type, current, target),
    state: stateOf(type, current, target),
  }
}
