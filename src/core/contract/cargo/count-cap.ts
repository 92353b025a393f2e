/**
 * `meta.size` of the cargo lists stops counting here (counting 90,000 matches would cost more than the page).
 * A file of its own: the cargo search's first view reads it in the drawing's chunk, without the cargo contract
 * (scripts/sdk.vite.config.ts, `drawingGroup`); left among the contract's declarations it was a chunk of one
 * constant, one more request before the first results.
 */
export const CARGO_COUNT_CAP = 10_000
