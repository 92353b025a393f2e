/**
 * The stage machine of a shipper's cargo (contract `stageActions`): taking it into work with a responsible
 * employee, and the status actions. A transition not allowed from the cargo's stage answers 409 and changes
 * nothing; each change is logged in cargo_status_log.
 */
import type { FastifyInstance } from 'fastify'
import { changeCargoStatus, renewCargo, setCargoStage } from '../../../core/contract/shipper'
import type { AppContext } from '../../http/context'
import { route } from '../../http/route'
import { ownCompanyId } from '../companies/access'
import { shipperCargoAnswer } from './answers'
import { applyCargoAction, renewShipperCargo, takeIntoWork } from './cargo-repository'

export function registerStageRoutes(app: FastifyInstance, { db }: AppContext) {
  route(app, setCargoStage, async ({ params, body, me, lang }) => {
    await takeIntoWork(db, me, ownCompanyId(me), params.id, body, lang)
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, renewCargo, async ({ params, body, me, lang }) => {
    await renewShipperCargo(db, me, ownCompanyId(me), params.id, body.load_date, lang)
    return shipperCargoAnswer(db, me, params.id, lang)
  })

  route(app, changeCargoStatus, async ({ params, me, lang }) => {
    await applyCargoAction(db, me, ownCompanyId(me), params.id, params.status, lang)
    return shipperCargoAnswer(db, me, params.id, lang)
  })
}
