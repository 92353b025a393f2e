/**
 * Truck search and the external carriers' database (spec 2 `/trucks`, 3 "External truck", "Comment", 4 "route
 * status", 7 "External carrier"), and the lane price index. Declared here first; modules/external-carriers and
 * modules/truck-search serve them; widgets/truck-search calls them.
 *
 * Whose data is whose: a company's external carriers, their trucks, routes, comments and feedback are its own
 * (another company's ids answer 404); registered carriers' free calendar windows are seen by every signed-in
 * shipper, carrier and expeditor; the price index is public.
 */
// One file per resource; `./fields` (shared field rules) stays internal.
export * from './comments'
export * from './companies'
export * from './feedback'
export { truckRoles } from './fields'
export * from './messages'
export * from './price-index'
export * from './routes'
export * from './search'
export * from './transports'
