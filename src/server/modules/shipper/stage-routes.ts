/**
 * The stage machine of a shipper's cargo (contract `stageActions`): taking it into work with a responsible
 * employee, and the status actions. A transition not allowed from the cargo's stage answers 409 and changes
 * nothing; each change is logged in cargo_status_log.
 */
import type { FastifyInstance } from 'fastify'
import { changeCargoStatus, inWorkFrom, setCargoStage, stageActions } from '../../../core/contract/shipper'
import type { AppContext } from '../../http/context'
import { HttpError, invalidField } from '../../http/errors'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { findEmployee } from '../companies/staff-repository'
import { actionNames, stageNames } from './access'
import { lockCargo, shipperCargoAnswer } from './cargo-routes'

export function registerStageRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, setCargoStage, async ({ params, body, me, lang }) => {
    const companyId = ownCompanyId(me)
    await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, companyId, params.id)
      // spec 3, 9: the system assistant stands for "unassigned" and is never offered as the responsible
      const employee = await findEmployee(trx, companyId, body.user_id)
      if (employee?.status !== 'active') throw invalidField('user_id', 'staff_not_assignable')
      if (!(inWorkFrom as readonly string[]).includes(cargo.stage)) {
        throw new HttpError(409, 'cargo_stage_illegal', { stage: stageNames[lang][cargo.stage] })
      }
      await trx
        .updateTable('cargos')
        .set({ stage: body.stage, responsible_user_id: employee.id, updated_at: new Date() })
        .where('id', '=', cargo.id)
        .execute()
      if (cargo.stage !== body.stage) {
        await trx
          .insertInto('cargo_status_log')
          .values({ cargo_id: cargo.id, stage: body.stage, user_id: me.id })
          .execute()
      }
    })
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, changeCargoStatus, async ({ params, me, lang }) => {
    const companyId = ownCompanyId(me)
    const action = stageActions[params.status]
    await db.transaction().execute(async (trx) => {
      const cargo = await lockCargo(trx, companyId, params.id)
      if (!(action.from as readonly string[]).includes(cargo.stage)) {
        throw new HttpError(409, 'cargo_action_illegal', {
          action: actionNames[lang][params.status],
          stage: stageNames[lang][cargo.stage],
        })
      }
      await trx
        .updateTable('cargos')
        .set({ stage: action.to, updated_at: new Date() })
        .where('id', '=', cargo.id)
        .execute()
      await trx
        .insertInto('cargo_status_log')
        .values({ cargo_id: cargo.id, stage: action.to, user_id: me.id })
        .execute()
    })
    return shipperCargoAnswer(db, me, params.id, lang)
  })
}
