/**
 * Carriers' responses to cargos, auctions and bids, security checks and contracts (spec 4, 7 "Cargo",
 * "Responses and security", "Shipper" contracts, "Carrier contracts"), and the carrier's cargo lists.
 * Declared here first; modules/responses serves them, the host screens call them.
 *
 * Every change of a response or a contract is a state machine on the server (`responseTransitions`,
 * `contractTransitions`): an illegal step answers 409 with a message and changes nothing.
 *
 * - A response: `new` → `accepted` (the shipper accepts it; a carrier taking a cargo at its price; the auction's
 *   winner) | `rejected` (the shipper) | `withdrawn` (the carrier); `accepted` → `wait_security_check` (the shipper
 *   sends it to the security check) → `security_approved` | `security_rejected` (the security service);
 *   `security_approved` → `contract` (a contract is made) → `cancelled` (the contract is cancelled). At most one
 *   response of a cargo is "winning" (accepted … contract) at a time: a unique index makes sure of it.
 * - A contract: `pending_carrier` (the shipper made it) | `pending_shipper` (the carrier made it) → `signed` (the
 *   other side signs: the cargo goes to `in_work`) → `completed` (the cargo too); `pending_*` and `signed` →
 *   `cancelled` (the cargo is available again). Creating a contract puts the cargo to the stage `contract`.
 * - An auction (a reverse one: the lowest price wins): the shipper starts it on an available cargo that no carrier
 *   holds and that has no running auction (a finished one may be started again; its bids are dropped). A bid must
 *   be at most the start price, and at least
 *   `min_step` below the best bid; it is taken until `ends_at`; the first request after the end decides the winner,
 *   once (the winner's response becomes `accepted`). Carriers see the best price, never who bid it.
 */
// One file per resource; `./fields` (shared texts and roles) stays internal.
export * from './auctions'
export * from './cargo-responses'
export * from './carrier-cargos'
export * from './contracts'
export * from './security'
export * from './states'
