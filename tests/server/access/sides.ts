/** Expectation builders the areas' rows share (a module of its own: the table imports the areas' files). */
import type { Caller } from '../access-table'

/**
 * The usual expectation of a row, by side: the shipper company's staff (shipper, manager, and the logistician unless
 * `logist` says otherwise) get `shipper`, the carrier `carrier`, the security service `security`; anonymous 401.
 * An area's file names its own shorthands from it (`sides(403, status)`: carriers only).
 */
export const sides = (shipper: number, carrier: number, security = 403, logist = shipper): Record<Caller, number> => ({
  anonymous: 401,
  shipper,
  logist,
  manager: shipper,
  carrier,
  security,
})
