/**
 * The shipper's cargos (spec 4, 7 "Shipper", "Cargo"): create, edit and delete a cargo (fx-order-form), the
 * shipper's lists, stage and status changes, staff assignment, the price hint, comments on trucks.
 * Declared here first; modules/shipper serves them, widgets/order-form and the host call them.
 *
 * Wire rules: prices in minor units (x100), dates `YYYY-MM-DD`, times `HH:MM`; unknown fields are rejected (422).
 * A cargo belongs to its shipper company: any other company's caller gets 404, as if it did not exist.
 *
 * The stages form a state machine (`stageActions`): a shipper edits and deletes a cargo only while it is a draft
 * or available; an action not allowed from the cargo's stage answers 409 and changes nothing.
 */
// One file per resource; `./fields` (shared ids and roles) stays internal.
export * from './cargo-input'
export * from './cargos'
export * from './price-hint'
export * from './stages'
export * from './truck-comments'
