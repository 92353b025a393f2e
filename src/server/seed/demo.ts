/**
 * Demo data that makes the exchange look alive: companies of every kind and the accounts listed in the README
 * (all with the password demo12345). Loaded only into a database without companies; later areas add their own.
 */
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { hashPassword } from '../services/passwords'
import { demoCompanies, demoPartners, demoUsers, systemAssistant } from './demo/accounts'
import { seedDemoAnalytics } from './demo/analytics'
import { seedDemoCargos } from './demo/cargos'
import { seedDemoExpiry } from './demo/expiry'
import { seedDemoFavorites } from './demo/favorites'
import { seedDemoFinance } from './demo/finance'
import { seedDemoFleet } from './demo/fleet'
import { seedDemoIntegrations } from './demo/integrations'
import { seedDemoNotifications } from './demo/notifications'
import { seedDemoOrders } from './demo/orders'
import { seedDemoReleaseNotes } from './demo/release-notes'
import { seedDemoResponses } from './demo/responses'
import { seedDemoReviews } from './demo/reviews'
import { seedDemoShipper } from './demo/shipper'
import { seedDemoTrucks } from './demo/trucks'

export const DEMO_PASSWORD = 'demo12345'

/** `uploadsDir`: where the demo orders' scans are written (the server's; test templates keep only the rows). */
export async function seedDemo(db: Kysely<DB>, options: { uploadsDir?: string } = {}): Promise<void> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst()
  if (existing) return
  const companyIds = new Map<string, number>()
  for (const company of demoCompanies) {
    const { key, payment, ...values } = company
    const row = await db
      .insertInto('companies')
      .values({ ...values, payment: payment ? JSON.stringify(payment) : null })
      .returning('id')
      .executeTakeFirstOrThrow()
    companyIds.set(key, row.id)
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db
    .insertInto('users')
    .values({ ...systemAssistant, company_id: null, password_hash: null, is_system: true })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute()
  for (const { company, ...user } of demoUsers) {
    await db
      .insertInto('users')
      .values({ ...user, company_id: companyIds.get(company) ?? null, password_hash: passwordHash })
      .execute()
  }
  for (const [company, partner] of demoPartners) {
    await db
      .insertInto('company_partners')
      .values({ company_id: companyIds.get(company)!, partner_id: companyIds.get(partner)! })
      .execute()
  }
  await seedDemoCargos(db)
  await seedDemoFleet(db)
  await seedDemoShipper(db)
  await seedDemoResponses(db)
  await seedDemoTrucks(db)
  await seedDemoOrders(db, options)
  await seedDemoFinance(db)
  await seedDemoExpiry(db)
  await seedDemoFavorites(db)
  await seedDemoNotifications(db)
  await seedDemoReleaseNotes(db)
  await seedDemoIntegrations(db)
  await seedDemoAnalytics(db)
  await seedDemoReviews(db)
}
