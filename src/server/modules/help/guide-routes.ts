/** The guided tours: the caller's list (with the step each stopped at) and storing the step reached. */
import type { FastifyInstance } from 'fastify'
import { changeGuideStep, listHelpGuides } from '../../../core/contract/help'
import type { AppContext } from '../../http/context'
import { invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { toGuide } from './answers'
import { guidesOf, storeStep } from './guide-repository'

export function registerGuideRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, listHelpGuides, async ({ me, lang }) => {
    const rows = await guidesOf(db, me.id, me.roles)
    return { data: rows.map((row) => toGuide(row, lang)), meta: { size: rows.length } }
  })

  route(app, changeGuideStep, async ({ me, params, body, lang }) => {
    // a tour the caller's roles do not see is nobody's business of theirs: 404, like one that does not exist
    const [row] = await guidesOf(db, me.id, me.roles, params.id)
    if (!row) throw notFound()
    if (body.step >= row.steps.length) throw invalidField('step', 'guide_step_beyond')
    await storeStep(db, me.id, row.id, body.step, body.finished ? 'finished' : 'started')
    const [stored] = await guidesOf(db, me.id, me.roles, params.id)
    return { data: toGuide(stored!, lang) }
  })
}
