/**
 * The access rows of the responses area (see ../access-table.ts for the shape and the callers). The access
 * test's exchange has no cargos (no places are loaded), so unknown ids show who is let through: 404 past the role
 * check, 422 for an empty body, 403 for the wrong role.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow } from '../access-table'
import { sides } from './sides'

/** Shippers (shipper, logist, manager) get `shipper`, the carrier `carrier`; everyone else is refused. */
const by = sides

export const rows: AccessRow[] = [
  { endpoint: 'responses.carrierCargos', request: () => ({ url: 'carrier/cargos/free' }), expect: by(403, 200) },
  {
    endpoint: 'responses.carrierCargo',
    request: () => ({ url: 'carrier/cargos/999999?source=1' }),
    expect: by(403, 404),
  },
  {
    endpoint: 'responses.addResponse',
    request: () => ({ url: 'cargos/999999/response/add', payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'responses.changeResponse',
    request: () => ({ url: 'cargos/999999/status', payload: {} }),
    expect: by(403, 422),
  },
  { endpoint: 'responses.getAuction', request: () => ({ url: 'v2/cargos/999999/auction' }), expect: by(404, 404) },
  {
    endpoint: 'responses.setAuctionPrice',
    request: () => ({ url: 'v2/cargos/999999/auction/set-price', payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'responses.sendTelegramMessage',
    request: () => ({ url: 'v2/cargos/999999/send-telegram-message', payload: {} }),
    expect: by(404, 404, 404),
  },
  { endpoint: 'responses.listResponses', request: () => ({ url: 'v2/cargos/responses' }), expect: by(200, 200) },
  { endpoint: 'responses.getResponse', request: () => ({ url: 'v2/cargos/responses/999999' }), expect: by(404, 404) },
  {
    endpoint: 'responses.responseFlow',
    request: () => ({ url: 'v2/cargo-flow/shipper/responses/999999' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'responses.responseDocumentLink',
    request: () => ({ url: 'v2/cargo-flow/shipper/responses/999999/document-link' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'responses.changeSecureState',
    request: () => ({ url: 'v2/cargos/responses/999999/secure-state', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'responses.sendToSecurityCheck',
    request: () => ({ url: 'v2/cargos/responses/999999/security-check' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'responses.downloadPowerAttorney',
    request: () => ({ url: 'v2/cargos/responses/999999/download-power-attorney' }),
    expect: by(404, 404),
  },
  { endpoint: 'responses.listSecurityChecks', request: () => ({ url: 'orders/security' }), expect: by(403, 403, 200) },
  {
    endpoint: 'responses.getSecurityCheck',
    request: () => ({ url: 'orders/security/999999' }),
    expect: by(403, 403, 404),
  },
  {
    endpoint: 'responses.downloadSecurityDocument',
    request: () => ({ url: 'orders/security/999999/files/1' }),
    expect: by(403, 403, 404),
  },
  {
    endpoint: 'responses.decideSecurityCheck',
    request: () => ({ url: 'orders/security/999999/approve', payload: {} }),
    expect: by(403, 403, 404),
  },
  { endpoint: 'responses.listMyContracts', request: () => ({ url: 'v2/contracts' }), expect: by(200, 200) },
  {
    endpoint: 'responses.cargoContracts',
    request: () => ({ url: 'shipper/cargos/999999/contracts' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'responses.startAuction',
    request: () => ({ url: 'shipper/cargos/999999/auction', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'responses.shipperCreateContract',
    request: () => ({ url: 'shipper/contract/create', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'responses.shipperConfirmContract',
    request: () => ({ url: 'shipper/contract/confirm', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'responses.shipperContractStatus',
    request: () => ({ url: 'shipper/contract/status', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'responses.carrierCreateContract',
    request: () => ({ url: 'carrier/contract/create', payload: {} }),
    expect: by(403, 422),
  },
  // no approved responses in this exchange: the carrier is let through and nothing is made
  {
    endpoint: 'responses.carrierCreateContractsAuto',
    request: () => ({ url: 'carrier/contract/create/auto' }),
    expect: by(403, 200),
  },
  {
    endpoint: 'responses.carrierArchiveContract',
    request: () => ({ url: 'carrier/contract/archive', payload: {} }),
    expect: by(403, 422),
  },
]

/** Ids the rows refer to, read from the demo data. */
export async function fixtures(_db: Kysely<DB>): Promise<Record<string, number>> {
  return {}
}
