export {
  type GuardMode,
  type GuardResult,
  type GuardRoute,
  type GuardSession,
  guard,
  guardTargets,
  logistRole,
  mayOpen,
  mayUse,
  startRouteOf,
} from './guard'
