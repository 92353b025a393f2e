export { type Core, type CoreInit, coreKey, coreVersion, createCore, getCore, resetCore } from './core'
export {
  lastRoutesKey,
  lastRoutesLimit,
  loadRoutes,
  pushRoute,
  type RouteEntry,
  rememberRoute,
  sameRoute,
  saveRoutes,
} from './last-routes'
export {
  createSession,
  type FetchMe,
  type Session,
  type SessionOptions,
  type SignOutReason,
  sessionKeys,
} from './session'
export { defaultStorage, type KeyValueStorage, memoryStorage, readJson, writeItem } from './storage'
