/**
 * The contract's validation messages (both languages' tables, 2 kB gzip) behind a module of their own, which the
 * number field loads when a field first breaks its rule (the order form's rules bring them too). Importing the
 * contract's module itself lazily would load them with the number field: it reads `numberProblem` from that module
 * at once.
 */
export { validationMessage } from '../../core/contract/messages'
