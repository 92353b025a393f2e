/**
 * Analytics (spec 2 /analytics, 3 manager stats, department, goal, cargo owner, goals state; 7 "Statistics,
 * goals"): a goal catalogue counted from the exchange's events, departments and monthly targets, the dashboard,
 * the managers' statistics and the cargo owners with their lanes.
 */
export * from './catalogue'
export * from './departments'
export { ANALYTICS_PAGE_SIZE, ANALYTICS_PERIOD_MAX_DAYS } from './fields'
export * from './goals'
export * from './stats'
