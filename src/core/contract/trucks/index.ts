/**
 * Truck search (spec 2 `/trucks`: registered carriers' free calendar windows and the caller's external carriers'
 * trucks and planned routes) and the lane price index. Declared here first; modules/trucks serves them;
 * widgets/truck-search calls them. The external carriers' database the search reads is ../external-carriers.
 *
 * Whose data is whose: registered carriers' free calendar windows are seen by every signed-in shipper, carrier and
 * expeditor; a company's external carriers only by that company; the price index is public.
 */
// One file per resource; `./fields` (shared field rules) stays internal.
export { truckRoles } from './fields'
export * from './price-index'
export * from './search'
