/**
 * Demo data that makes the exchange look alive: companies of every kind and the accounts listed in the README
 * (all with the password demo12345). Loaded only into a database without companies; later areas add their own.
 */
import type { Kysely } from 'kysely'
import { DAY_MS } from '../../core/contract/days'
import type { DB } from '../db/schema'
import { hashPassword } from '../services/passwords'
import { demoCompanies, demoPartners, demoUsers, systemAssistant } from './demo/accounts'
import { seedDemoAnalytics } from './demo/analytics'
import { seedDemoCargos } from './demo/cargos'
import { seedDemoExpiry } from './demo/expiry'
import { seedDemoTrucks } from './demo/external-carriers'
import { seedDemoFavorites } from './demo/favorites'
import { seedDemoFinance } from './demo/finance'
import { seedDemoIntegrations } from './demo/integrations'
import { companyAgeDays, daysBefore, EXCHANGE_OPENED_DAYS } from './demo/moments'
import { seedDemoNotifications } from './demo/notifications'
import { seedDemoOrders } from './demo/orders'
import { seedDemoReleaseNotes } from './demo/release-notes'
import { seedDemoResponses } from './demo/responses'
import { seedDemoReviews } from './demo/reviews'
import { seedDemoShipper } from './demo/shipper'
import { seedDemoTracking } from './demo/tracking'
import { seedDemoFleet } from './demo/transport'

export const DEMO_PASSWORD = 'demo12345'

/**
 * `uploadsDir`: where the demo orders' scans are written (the server's; test templates keep only the rows).
 * `now`: the moment the demo is seeded; every row is dated from it (nothing after it), see ./demo/moments.ts.
 */
export async function seedDemo(db: Kysely<DB>, options: { uploadsDir?: string; now?: Date } = {}): Promise<void> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const now = options.now ?? new Date()
  const companyIds = new Map<string, number>()
  const joined = new Map<string, Date>()
  for (const [index, company] of demoCompanies.entries()) {
    const { key, payment, ...values } = company
    // every company joined months ago (the platform first), before anything it did on the exchange
    const at = daysBefore(now, key === 'platform' ? EXCHANGE_OPENED_DAYS : companyAgeDays(index))
    const row = await db
      .insertInto('companies')
      .values({ ...values, payment: payment ? JSON.stringify(payment) : null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    companyIds.set(key, row.id)
    joined.set(key, at)
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db
    .insertInto('users')
    .values({
      ...systemAssistant,
      company_id: null,
      password_hash: null,
      is_system: true,
      created_at: daysBefore(now, EXCHANGE_OPENED_DAYS),
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute()
  for (const [index, { company, ...user }] of demoUsers.entries()) {
    // each joined with its company or a little after (its first weeks), never after its first cargo
    const at = new Date((joined.get(company) ?? now).getTime() + (index % 4) * 3 * DAY_MS)
    await db
      .insertInto('users')
      .values({
        ...user,
        company_id: companyIds.get(company) ?? null,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
      })
      .execute()
  }
  for (const [company, partner] of demoPartners) {
    await db
      .insertInto('company_partners')
      .values({ company_id: companyIds.get(company)!, partner_id: companyIds.get(partner)! })
      .execute()
  }
  await seedDemoCargos(db, { now })
  await seedDemoFleet(db, { now })
  await seedDemoShipper(db, now)
  await seedDemoResponses(db, now)
  await seedDemoTrucks(db, { now })
  await seedDemoOrders(db, { ...options, now })
  await seedDemoFinance(db, now, options.uploadsDir)
  await seedDemoExpiry(db, now)
  await seedDemoFavorites(db, now)
  await seedDemoNotifications(db, now)
  await seedDemoReleaseNotes(db, now)
  await seedDemoIntegrations(db, now)
  await seedDemoAnalytics(db, now, options.uploadsDir)
  await seedDemoReviews(db, now)
  await seedDemoTracking(db, now)
}
