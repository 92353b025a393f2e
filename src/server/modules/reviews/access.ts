/**
 * Who may do what with reviews: the parties of an order review each other (the side comes from the orders area's
 * `sideOf`: a company that is no party gets 404); the security service is the exchange operator's (`platform`).
 */
import type { Kysely } from 'kysely'
import type { ReviewSubject } from '../../../core/contract/reviews'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import { requirePlatform } from '../responses/access'
import type { Viewer } from './review-repository'

export async function viewerOf(db: Kysely<DB>, me: CurrentUser): Promise<Viewer> {
  const security = me.roles.includes('security')
    ? await requirePlatform(db, me).then(
        () => true,
        () => false,
      )
    : false
  return { companyId: me.companyId, security }
}

/** The side a party reviews: the shipper reviews the carrier and the other way round. */
export const subjectFor = (side: 'shipper' | 'carrier'): ReviewSubject => (side === 'shipper' ? 'carrier' : 'shipper')

/** The roles of the users told about a review of `subject`. */
export const rolesOf = (subject: ReviewSubject) =>
  subject === 'carrier' ? (['carrier', 'expeditor'] as const) : (['shipper'] as const)
