/**
 * Integrations (spec 3, 7 "Integrations", "trades"): imports of partners' orders (files and HTTP), partners,
 * contact distribution, custom logic rules, webhooks for partners, and auto-bid trades.
 * Declared here first; modules/integrations serves them, the host's integrations and trades pages call them.
 */
// One file per resource; `./fields` stays internal.
export * from './auto-bids'
export * from './custom-logics'
export * from './distribution'
export * from './imports'
export * from './webhooks'
