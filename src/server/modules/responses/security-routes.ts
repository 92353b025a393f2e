/**
 * The security service (role `security`, platform staff): the list of responses to check (default filter
 * status = wait_security_check, spec 3), one with the carrier's details and record, and the decision. A decision
 * moves the response on and notifies both sides in the same transaction.
 */
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { decideSecurityCheck, getSecurityCheck, listSecurityChecks } from '../../../core/contract/responses'
import type { DB } from '../../db/schema'
import type { CurrentUser } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { forbidden, invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { noticeSecurity } from './notices'
import { carrierDetails, historyOf } from './response-routes'
import { lockResponse, moveResponse, responseAnswer, responseRows, toResponse } from './store'

/**
 * The security service is the exchange operator's (a `platform` company): a company may give its own employees the
 * role `security`, but that does not let them decide on other companies' carriers.
 */
async function requirePlatform(db: Kysely<DB>, me: CurrentUser): Promise<void> {
  const company =
    me.companyId === null
      ? undefined
      : await db.selectFrom('companies').select('type').where('id', '=', me.companyId).executeTakeFirst()
  if (company?.type !== 'platform') throw forbidden()
}

/** Statuses the security service deals with: what is waiting and what it decided. */
const securityStatuses = ['wait_security_check', 'security_approved', 'security_rejected']

export function registerSecurityRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listSecurityChecks, async ({ query, me, lang }) => {
    await requirePlatform(db, me)
    const rows = responseRows(db).where('r.status', '=', query.filter.status)
    const counted = await rows.clearSelect().select(sql<number>`count(*)::int`.as('size')).executeTakeFirstOrThrow()
    // What waits longest first; decisions newest first.
    const direction = query.filter.status === 'wait_security_check' ? 'asc' : 'desc'
    const page = await rows
      .orderBy('r.updated_at', direction)
      .orderBy('r.id', direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute()
    return { data: page.map((row) => toResponse(row, lang)), meta: { size: Number(counted.size) } }
  })

  route(app, getSecurityCheck, async ({ params, me, lang }) => {
    await requirePlatform(db, me)
    const row = await responseRows(db)
      .where('r.id', '=', params.id)
      .where('r.status', 'in', [...securityStatuses, 'contract', 'cancelled'])
      .executeTakeFirst()
    if (!row) throw notFound()
    const stats = await db
      .selectFrom('cargo_responses')
      .select([
        sql<number>`count(*)::int`.as('responses'),
        sql<number>`count(*) filter (where status in ('contract', 'cancelled'))::int`.as('contracts'),
        sql<number>`count(*) filter (where status = 'security_rejected')::int`.as('security_rejections'),
      ])
      .where('company_id', '=', row.company_id)
      .executeTakeFirstOrThrow()
    return {
      data: {
        ...toResponse(row, lang),
        carrier_details: carrierDetails(row),
        history: await historyOf(db, row.id),
        carrier_stats: {
          responses: Number(stats.responses),
          contracts: Number(stats.contracts),
          security_rejections: Number(stats.security_rejections),
        },
      },
    }
  })

  route(app, decideSecurityCheck, async ({ params, body, me, lang }) => {
    await requirePlatform(db, me)
    const approve = params.action === 'approve'
    const reason = body.reason ?? null
    if (!approve && reason === null) throw invalidField('reason', 'reason_required')
    await db.transaction().execute(async (trx) => {
      const response = await lockResponse(trx, params.id)
      if (!response || !securityStatuses.concat(['contract', 'cancelled']).includes(response.status)) throw notFound()
      await moveResponse(
        trx,
        response,
        { to: approve ? 'security_approved' : 'security_rejected', userId: me.id, reason },
        lang,
      )
      const row = await responseRows(trx).where('r.id', '=', response.id).executeTakeFirstOrThrow()
      await noticeSecurity(trx, row, approve, reason)
    })
    return { data: await responseAnswer(db, params.id, lang) }
  })
}
