/**
 * The access rows of the integrations area (see ../access-table.ts for the shape and the callers). Imports,
 * distribution and custom logic are the shipper company's: the logistician holds `shipper` but is refused by the
 * area (403), carriers and security by role. The ids are north's demo objects, so the shipper and the manager get
 * 200 (or a 422 for an empty body). Auto-bids are the carrier's (ВолгаТрансАвто's demo setting and bid); webhook
 * subscriptions any company's administrator or manager. The partner's HTTP endpoint is public: an empty body is a
 * 422 for everybody.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../../../src/server/db/schema'
import type { AccessRow, Caller } from '../access-table'

/** The shipper company's people pass (the logistician is refused by the area); the others by role. */
const integrators = (status: number, logist = 403): Record<Caller, number> => ({
  anonymous: 401,
  shipper: status,
  logist,
  manager: status,
  carrier: 403,
  security: 403,
})
const bidders = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  shipper: 403,
  logist: 403,
  manager: 403,
  carrier: status,
  security: 403,
})
const subscribers = (status: number): Record<Caller, number> => ({
  anonymous: 401,
  shipper: status,
  logist: 403,
  manager: status,
  carrier: status,
  security: 403,
})

export const rows: AccessRow[] = [
  { endpoint: 'integrations.listImports', request: () => ({ url: 'integration/imports' }), expect: integrators(200) },
  {
    endpoint: 'integrations.createImport',
    request: () => ({ url: 'integration/imports', payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.getImport',
    request: (f) => ({ url: `integration/imports/${f.northFileImport}` }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.updateImport',
    request: (f) => ({ url: `integration/imports/${f.northFileImport}`, payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.deleteImport',
    request: () => ({ url: 'integration/imports/999999' }),
    expect: integrators(404),
  },
  {
    endpoint: 'integrations.previewImportFile',
    request: () => ({ url: 'integration/imports/preview' }),
    expect: integrators(422),
  },
  {
    endpoint: 'integrations.uploadImportFile',
    request: (f) => ({ url: `integration/imports/${f.northFileImport}/upload` }),
    expect: integrators(422),
  },
  {
    endpoint: 'integrations.postImportOrders',
    request: (f) => ({ url: `integration/imports/${f.northFileImport}/orders`, payload: {} }),
    expect: { anonymous: 422, shipper: 422, logist: 422, manager: 422, carrier: 422, security: 422 },
  },
  {
    endpoint: 'integrations.listImportRuns',
    request: (f) => ({ url: `integration/imports/${f.northFileImport}/runs` }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.listImportOrders',
    request: () => ({ url: 'integration/import-orders' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.toggleExport',
    request: () => ({ url: 'integration/import-order/999999/toggle-export' }),
    expect: integrators(404),
  },
  {
    endpoint: 'integrations.enableExport',
    request: () => ({ url: 'integration/import-order/999999/enable-export' }),
    expect: integrators(404),
  },
  {
    endpoint: 'integrations.listImportPartners',
    request: () => ({ url: 'integration/partners' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.partnerOptions',
    request: () => ({ url: 'integration/partners/list' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.importsGraph',
    request: () => ({ url: 'integration/imports/graph?filter[key]=user' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.listContacts',
    request: () => ({ url: 'integration/imports/contacts' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.createContact',
    request: () => ({ url: 'integration/imports/contacts', payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.getContact',
    request: (f) => ({ url: `integration/imports/contacts/${f.northRelation}` }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.updateContact',
    request: (f) => ({ url: `integration/imports/contacts/${f.northRelation}`, payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.deleteContact',
    request: () => ({ url: 'integration/imports/contacts/999999' }),
    expect: integrators(404),
  },
  {
    endpoint: 'integrations.listCustomLogics',
    request: () => ({ url: 'v2/cargos/custom-logics?limit=100&offset=0' }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.createCustomLogic',
    request: () => ({ url: 'v2/cargos/custom-logics', payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.getCustomLogic',
    request: (f) => ({ url: `v2/cargos/custom-logics/${f.northRule}` }),
    expect: integrators(200),
  },
  {
    endpoint: 'integrations.updateCustomLogic',
    request: (f) => ({ url: `v2/cargos/custom-logics/${f.northRule}`, payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.deleteCustomLogic',
    request: () => ({ url: 'v2/cargos/custom-logics/999999' }),
    expect: integrators(404),
  },
  {
    endpoint: 'integrations.dryRunCustomLogic',
    request: () => ({ url: 'v2/cargos/custom-logics/dry-run', payload: {} }),
    expect: integrators(422, 422),
  },
  {
    endpoint: 'integrations.subscribe',
    request: () => ({ url: 'external/subscribers/subscribe', payload: {} }),
    expect: subscribers(422),
  },
  {
    endpoint: 'integrations.unsubscribe',
    request: () => ({ url: 'external/subscribers/unsubscribe', payload: { id: 999999 } }),
    expect: subscribers(404),
  },
  {
    endpoint: 'integrations.listSubscriptions',
    request: () => ({ url: 'external/subscribers' }),
    expect: subscribers(200),
  },
  {
    endpoint: 'integrations.listAutoBidSettings',
    request: () => ({ url: 'v2/integration/auto-bids/settings' }),
    expect: bidders(200),
  },
  {
    endpoint: 'integrations.saveAutoBidSetting',
    request: () => ({ url: 'v2/integration/auto-bids/settings', payload: {} }),
    expect: bidders(422),
  },
  {
    endpoint: 'integrations.listAutoBids',
    request: (f) => ({ url: `v2/integration/auto-bids/bids?filter[setting_id]=${f.volgaSetting}` }),
    expect: bidders(200),
  },
  {
    endpoint: 'integrations.setAutoBidStatus',
    request: (f) => ({ url: `v2/integration/auto-bids/bids/${f.volgaBid}/status`, payload: {} }),
    expect: bidders(422),
  },
]

export async function fixtures(db: Kysely<DB>): Promise<Record<string, number>> {
  const north = await db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', 'shipper@example.com')
    .executeTakeFirstOrThrow()
  const first = async (query: Promise<{ id: number } | undefined>) => (await query)?.id ?? 999999
  const company = north.company_id!
  return {
    northFileImport: await first(
      db
        .selectFrom('integration_imports')
        .select('id')
        .where('company_id', '=', company)
        .where('kind', '=', 'file')
        .orderBy('id')
        .executeTakeFirst(),
    ),
    northRelation: await first(
      db
        .selectFrom('contact_relations')
        .select('id')
        .where('company_id', '=', company)
        .orderBy('id')
        .executeTakeFirst(),
    ),
    northRule: await first(
      db.selectFrom('custom_logics').select('id').where('company_id', '=', company).orderBy('id').executeTakeFirst(),
    ),
    volgaSetting: await first(db.selectFrom('auto_bid_settings').select('id').orderBy('id').executeTakeFirst()),
    volgaBid: await first(db.selectFrom('auto_bids').select('id').orderBy('id').executeTakeFirst()),
  }
}
