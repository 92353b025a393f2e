/**
 * The external truck form's rules: the contract's `ExternalTruckForm` (classic zod) and the check that gives its
 * messages, loaded with the form's first focus or check (./external-dialog.tsx), not with the calendar.
 */
export { ExternalTruckForm } from '../../core/contract/transport/external-transports'
export { checkWith } from '../ui/contract-check'
