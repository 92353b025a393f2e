/**
 * The goal catalogue: what a logistician's goal can measure. Every value is counted by the server from events of
 * the exchange (recorded where they happen, migration 016), never typed in: `current_value` is derived, `max_value`
 * is the target the head of the department sets for a month.
 *
 * 17 is the default goal (spec 3, 9): cargos covered, i.e. the logistician's cargos whose contract with a carrier
 * was signed in the period (a truck found and contracted).
 */
import { z } from 'zod'
import { decimal } from '../common'

export const goalCatalogue = {
  11: {
    key: 'cargos_posted',
    unit: 'count',
    better: 'more',
    name: { ru: 'Размещено грузов', en: 'Cargos posted' },
    description: {
      ru: 'Грузы, которые логист разместил на бирже (вышли из черновика) за период',
      en: 'Cargos the logistician posted on the exchange (left draft) in the period',
    },
  },
  17: {
    key: 'cargos_covered',
    unit: 'count',
    better: 'more',
    name: { ru: 'Закрыто грузов', en: 'Cargos covered' },
    description: {
      ru: 'Грузы логиста, по которым за период подписан договор с перевозчиком',
      en: "The logistician's cargos whose contract with a carrier was signed in the period",
    },
  },
  21: {
    key: 'orders_delivered',
    unit: 'count',
    better: 'more',
    name: { ru: 'Доставлено заказов', en: 'Orders delivered' },
    description: {
      ru: 'Заказы по грузам логиста, выгруженные за период',
      en: "Orders of the logistician's cargos unloaded in the period",
    },
  },
  25: {
    key: 'margin',
    unit: 'money',
    better: 'more',
    name: { ru: 'Экономия к индексу ставок', en: 'Margin against the lane index' },
    description: {
      ru: 'Медиана ставки за км на направлении (регион — регион, 4 недели до недели загрузки и неделя после) × расстояние минус цена договора, по договорам периода',
      en: "The lane's median price per km (region to region, four weeks up to the load week and the week after) × distance, minus the contract price, over the period's contracts",
    },
  },
  29: {
    key: 'response_time',
    unit: 'minutes',
    better: 'less',
    name: { ru: 'Время ответа перевозчику', en: 'Response time' },
    description: {
      ru: 'Среднее время, минут, от отклика перевозчика до первого решения логиста (принять или отклонить)',
      en: "Average minutes from a carrier's response to the logistician's first decision (accept or reject)",
    },
  },
} as const

export type GoalTypeId = keyof typeof goalCatalogue
export const goalTypeIds = Object.keys(goalCatalogue).map(Number) as GoalTypeId[]
/** Spec 9: the goal shown first. */
export const DEFAULT_GOAL_TYPE: GoalTypeId = 17
/** Average, not a sum: its period value is total / events. */
export const averagedGoals: readonly GoalTypeId[] = [29]

export const GoalType = decimal(
  z
    .number()
    .int()
    .refine((value) => value in goalCatalogue, { message: 'invalid_value' }),
)

export const GoalUnit = z.enum(['count', 'money', 'minutes'])
