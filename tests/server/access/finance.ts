/**
 * The access rows of the finance area (see ../access-table.ts for the shape and the callers). Unknown ids show who
 * is let through: 404 past the role check, 422 for an empty body, 403 for the wrong role. Volga (carrier@) passed
 * the advance-payment check in the demo data: its lead cannot be sent again (409).
 */
import type { AccessRow, Caller } from '../access-table'

/** Shippers (shipper, logist, manager) get `shipper`, the carrier `carrier`; the security service is refused. */
const by = (shipper: number, carrier: number): Record<Caller, number> => ({
  anonymous: 401,
  shipper,
  logist: shipper,
  manager: shipper,
  carrier,
  security: 403,
})
const verification = 'v2/companies/advance-payments/verification'

export const rows: AccessRow[] = [
  { endpoint: 'finance.listRegistries', request: () => ({ url: 'finance/registries' }), expect: by(200, 403) },
  {
    endpoint: 'finance.updateRegistry',
    request: () => ({ url: 'finance/registries/999999', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'finance.checkRegistries',
    request: () => ({ url: 'finance/registries/checked', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'finance.listFactoringCompanies',
    request: () => ({ url: 'finance/factoring-companies' }),
    expect: by(200, 403),
  },
  {
    endpoint: 'finance.listAdvancePayments',
    request: () => ({ url: 'v2/cargo-flow/shipper/advance-payments' }),
    expect: by(200, 403),
  },
  {
    endpoint: 'finance.getAdvancePayment',
    request: () => ({ url: 'v2/cargo-flow/shipper/advance-payments/999999' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'finance.approveAdvancePayment',
    request: () => ({ url: 'v2/cargo-flow/shipper/advance-payments/999999/approve' }),
    expect: by(404, 403),
  },
  {
    endpoint: 'finance.exportAdvancePayments',
    request: () => ({ url: 'v2/cargo-flow/shipper/advance-payments/export-1', payload: {} }),
    expect: by(422, 403),
  },
  {
    endpoint: 'finance.listCarrierAdvancePayments',
    request: () => ({ url: 'v2/cargo-flow/carrier/advance-payments' }),
    expect: by(403, 200),
  },
  {
    endpoint: 'finance.requestAdvancePayment',
    request: () => ({ url: 'v2/cargo-flow/carrier/advance-payments', payload: {} }),
    expect: by(403, 422),
  },
  { endpoint: 'finance.getVerification', request: () => ({ url: verification }), expect: by(403, 200) },
  {
    endpoint: 'finance.saveVerification',
    request: () => ({ url: verification, payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'finance.uploadVerificationImage',
    request: () => ({ url: `${verification}/upload`, payload: {} }),
    expect: by(403, 422),
  },
  {
    endpoint: 'finance.deleteVerificationImage',
    request: () => ({ url: `${verification}/upload?type=nope` }),
    expect: by(403, 422),
  },
  {
    endpoint: 'finance.verificationFormUrl',
    request: () => ({ url: `${verification}/make-url?company_type=nope` }),
    expect: by(403, 422),
  },
  {
    endpoint: 'finance.sendVerificationLead',
    request: () => ({ url: `${verification}/send-lid` }),
    expect: by(403, 409),
  },
  {
    endpoint: 'finance.checkVerificationStatus',
    request: () => ({ url: `${verification}/check-request-payment-status` }),
    expect: by(403, 200),
  },
  {
    endpoint: 'finance.userPassport',
    request: () => ({ url: 'v2/user/passport' }),
    expect: { anonymous: 401, shipper: 200, logist: 200, manager: 200, carrier: 200, security: 200 },
  },
]
