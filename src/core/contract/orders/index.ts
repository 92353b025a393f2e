/**
 * Orders (spec 3 Order, 4, 7 "Orders"): created when a contract is signed, then documents to fill → security
 * check → loading → on the way → unloaded → documents approved → closed (or cancelled with a reason). Each step has
 * an owner side (`orderTransitions`), a moment and an author (the timeline); an illegal step answers 409.
 */
export * from './documents'
export { ORDERS_PAGE_SIZE } from './fields'
export * from './order'
export * from './orders'
export * from './security'
export * from './states'
