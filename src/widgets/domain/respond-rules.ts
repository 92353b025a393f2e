/**
 * The respond form's rules: the contract's `ResponseForm` (classic zod) and the check that gives its messages,
 * loaded with the form's first focus or check (`loadRespondRules` in ./respond-form.tsx), not with the cargo's
 * details.
 */
export { ResponseForm } from '../../core/contract/responses/cargo-responses'
export { checkWith } from '../ui/contract-check'
