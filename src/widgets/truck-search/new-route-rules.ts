/**
 * The new-route dialog's rules: the contract's `PlannedRouteForm` (classic zod) and the check that gives its
 * messages, loaded with the dialog's first focus or check (./new-route-dialog.tsx), not with the truck search.
 */
export { PlannedRouteForm } from '../../core/contract/external-carriers/routes'
export { checkWith } from '../ui/contract-check'
