/**
 * The external carriers' database (spec 3 "External truck", "Comment", 4 "route status", 7 "External carrier"): a
 * company's own third-party carriers, their trucks, planned routes, comments and feedback, and messages to their
 * contacts (`external-carrier/*`). Declared here first; modules/external-carriers serves them; the truck search
 * (../trucks, widgets/truck-search) and the site's `/trucks` pages call them.
 *
 * Whose data is whose: a company's external carriers, their trucks, routes, comments and feedback are its own
 * (another company's ids answer 404).
 */
// One file per resource; `./fields` (shared field rules) stays internal.
export * from './comments'
export * from './companies'
export * from './feedback'
export * from './messages'
export * from './routes'
export * from './transports'
