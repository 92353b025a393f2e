/**
 * Cargo search, details, favourites, contacts and saved filter tabs (spec 7 "Cargo" and "v2/cargos/filters").
 *
 * Wire rules (spec 3 "Value rules"): prices and prices per km travel in minor units (kopecks, x100); a range is
 * `filter[weight][min]` and `filter[weight][max]`, and a max below its min is ignored; dates are `YYYY-MM-DD`;
 * arrays are `filter[truck_types][]=1&filter[truck_types][]=2` (a single value or `1,2` are read too).
 * The lists' `meta.size` counts matches up to `CARGO_COUNT_CAP` (10,000): "10,000 or more" beyond it.
 */
// One file per resource; `./fields` (the tags) stays internal.
export * from './cargo'
export * from './count-cap'
export * from './details'
export * from './favorites'
export * from './filter'
export * from './saved-filters'
export * from './search'
