/**
 * The security service (role `security`, platform staff): the list of responses to check (default filter
 * status = wait_security_check, spec 3), one with the carrier's details and record, its truck, driver and the
 * truck's documents (downloadable here, the fleet's own download being the carrier's only), and the decision: an
 * approval with an optional comment, a rejection with a required reason. A decision moves the response on and
 * notifies both sides in the same transaction.
 */
import type { FastifyInstance } from 'fastify'
import {
  decideSecurityCheck,
  downloadSecurityDocument,
  getSecurityCheck,
  listSecurityChecks,
} from '../../../core/contract/responses'
import { asAttachment } from '../../http/attachment'
import type { AppContext } from '../../http/context'
import { invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { callerAnswers } from '../caller-answers'
import { readStoredFile } from '../transport/file-repository'
import { requirePlatform } from './access'
import { carrierDetails, responseAnswer, toResponse } from './cargo-response-answers'
import * as responses from './cargo-response-repository'
import { securityDocument, securityExtras } from './security-repository'

export function registerSecurityRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const remembered = callerAnswers(db, listSecurityChecks)
  route(app, listSecurityChecks, async (ctx) => {
    await requirePlatform(db, ctx.me)
    return remembered(ctx, async () => {
      const { rows, size } = await responses.listSecurityRows(db, ctx.query.filter.status, ctx.query)
      return { data: rows.map((row) => toResponse(row, ctx.lang)), meta: { size } }
    })
  })

  route(app, getSecurityCheck, async ({ params, me, lang }) => {
    await requirePlatform(db, me)
    const row = await responses.findSecurityRow(db, params.id)
    if (!row) throw notFound()
    return {
      data: {
        ...toResponse(row, lang),
        carrier_details: carrierDetails(row),
        history: await responses.historyOf(db, row.id),
        carrier_stats: await responses.carrierStats(db, row.company_id),
        ...(await securityExtras(db, row)),
      },
    }
  })

  route(app, downloadSecurityDocument, async ({ params, me, reply }) => {
    await requirePlatform(db, me)
    if (!(await responses.findSecurityRow(db, params.id))) throw notFound()
    const file = await securityDocument(db, params.id, params.file)
    const bytes = await readStoredFile(config.uploadsDir, file.storage_name)
    asAttachment(reply, file)
    return bytes
  })

  route(app, decideSecurityCheck, async ({ params, body, me, lang }) => {
    await requirePlatform(db, me)
    const approve = params.action === 'approve'
    const reason = body.reason ?? null
    if (!approve && reason === null) throw invalidField('reason', 'reason_required')
    await responses.decideSecurityCheck(db, params.id, { approve, reason, userId: me.id }, lang)
    return { data: await responseAnswer(db, params.id, lang) }
  })
}
