/** Runs the migrations at start; each migration is a module in ./migrations, applied once, in name order. */
import { type Kysely, type Migration, Migrator } from 'kysely'
import * as m001 from './migrations/001-accounts'
import * as m002 from './migrations/002-reference'
import * as m003 from './migrations/003-cargo'
import * as m004 from './migrations/004-notifications'
import * as m005 from './migrations/005-fleet'
import * as m006 from './migrations/006-shipper'
import * as m007 from './migrations/007-responses'
import * as m008 from './migrations/008-cargo-route-index'
import * as m009 from './migrations/009-outbox-lease'
import * as m010 from './migrations/010-private-counterparties'
import * as m013 from './migrations/013-orders'
import * as m014 from './migrations/014-external-carriers'
import * as m014c from './migrations/014c-truck-search-order'
import * as m015 from './migrations/015-finance'
import * as m016 from './migrations/016-analytics'
import * as m017 from './migrations/017-integrations'
import * as m018 from './migrations/018-help-telegram'
import * as m019 from './migrations/019-truck-search-columns'
import * as m020 from './migrations/020-change-feed'
import * as m021 from './migrations/021-department-names'
import * as m022 from './migrations/022-working-day-lists'
import * as m023 from './migrations/023-vat-rate'
import * as m024 from './migrations/024-reviews'
import * as m025 from './migrations/025-list-indexes'
import * as m026 from './migrations/026-tracking'
import * as m027 from './migrations/027-trip-scans-and-busy-trucks'
import * as m028 from './migrations/028-remembered-answer-tables'
import * as m029 from './migrations/029-tracking-answer-tables'
import * as m030 from './migrations/030-shipper-cargo-count-index'
import type { DB } from './schema'

export const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-reference': m002,
  '003-cargo': m003,
  '004-notifications': m004,
  '005-fleet': m005,
  '006-shipper': m006,
  '007-responses': m007,
  '008-cargo-route-index': m008,
  '009-outbox-lease': m009,
  '010-private-counterparties': m010,
  '013-orders': m013,
  '014-external-carriers': m014,
  '014c-truck-search-order': m014c,
  '018-help-telegram': m018,
  '019-truck-search-columns': m019,
  '020-change-feed': m020,
  '017-integrations': m017,
  '015-finance': m015,
  '016-analytics': m016,
  '021-department-names': m021,
  '022-working-day-lists': m022,
  '023-vat-rate': m023,
  '024-reviews': m024,
  '025-list-indexes': m025,
  '026-tracking': m026,
  '027-trip-scans-and-busy-trucks': m027,
  '028-remembered-answer-tables': m028,
  '029-tracking-answer-tables': m029,
  '030-shipper-cargo-count-index': m030,
}

/** Brings the schema up to date; answers how many migrations it applied. */
export async function migrate(db: Kysely<DB>): Promise<number> {
  // Numbers are handed out to work done in parallel, so a database may already have a later migration (020) when
  // an earlier one (019) arrives: it is applied then, not refused as "corrupted".
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return results?.filter((r) => r.status === 'Success').length ?? 0
}
