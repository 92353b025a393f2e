/**
 * The saved tab's name dialog's rules: the contract's `FilterNameForm` (classic zod) and the check that gives its
 * messages, loaded when the dialog first opens (./saved-tabs.tsx), not with the tabs.
 */
export { FilterNameForm } from '../../core/contract/cargo/saved-filters'
export { checkWith } from '../ui/contract-check'
