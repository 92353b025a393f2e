/**
 * The exchange these example pages embed. Served by the exchange itself (/examples/), that is the page's own
 * origin; served from another origin (`npm run examples`, scripts/serve-examples.ts), that server answers this file
 * with the exchange's address. On a partner's real page this is simply the exchange's address.
 */
export const exchangeOrigin = window.location.origin
