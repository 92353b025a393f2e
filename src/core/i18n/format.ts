/**
 * The formatters live in the contract (`core/contract/format.ts`) so that the server renders money and dates in a
 * reader's language exactly as the client does (the server may import only the contract); re-exported here for
 * the client's code.
 */
export * from '../contract/format'
