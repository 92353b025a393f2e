/**
 * Finance (spec 3, 7 "Finance", "Advance-payment verification", 9): the registry of delivered orders to pay, the
 * advance payments for trips with their 1C export, and the carrier's advance-payment check with the factoring
 * partner.
 */
export * from './advance-payments'
export { FINANCE_PAGE_SIZE, VAT_RATE, vatOf } from './fields'
export * from './registries'
export * from './verification'
