/** The stage machine: the status actions on a shipper's cargo and the stages each is allowed from. */
import { z } from 'zod'
import type { CargoStage } from '../cargo'

/** Actions of `POST shipper/cargos/:id/:status` and the stages each is allowed from. */
export const stageActions = {
  /** Put a draft on the exchange. */
  publish: { from: ['draft'], to: 'available' },
  /** Take an available cargo off the exchange, back to a draft. */
  unpublish: { from: ['available'], to: 'draft' },
  cancel: { from: ['draft', 'available', 'in_work'], to: 'cancelled' },
  complete: { from: ['in_work', 'contract'], to: 'completed' },
  /** A cancelled cargo back as a draft. */
  restore: { from: ['cancelled'], to: 'draft' },
} as const satisfies Record<string, { from: readonly CargoStage[]; to: CargoStage }>
export const cargoActions = Object.keys(stageActions) as (keyof typeof stageActions)[]
export const CargoAction = z.enum(cargoActions as [keyof typeof stageActions, ...(keyof typeof stageActions)[]])
export type CargoAction = z.infer<typeof CargoAction>

/** Stages in which the shipper may still edit or delete a cargo. */
export const editableStages = ['draft', 'available'] as const satisfies readonly CargoStage[]
/** Stages a cargo may be taken into work from (`POST shipper/cargos/:id/stage`; in_work: another responsible). */
export const inWorkFrom = ['available', 'in_work'] as const satisfies readonly CargoStage[]

export function actionsFrom(stage: CargoStage): CargoAction[] {
  return cargoActions.filter((action) => (stageActions[action].from as readonly CargoStage[]).includes(stage))
}
