/**
 * The notifications of tracking, written in the position's transaction, once each per order: the order became late
 * (its ETA is past the unloading window), the truck is near the loading, near the unloading. Both parties hear of
 * them, with a link to the order page.
 */
import type { Kysely } from 'kysely'
import { TRACKING_NEAR_KM, type TrackingSummary } from '../../../core/contract/tracking'
import type { DB } from '../../db/schema'
import { notify } from '../../services/notify'
import type { NotificationKey } from '../notifications/messages'
import { orderNumber } from '../orders/labels'
import { orderPath } from '../orders/notices'
import type { RoutePointRow } from './figures'
import { markNoticed, type TrackingRow } from './tracking-repository'

/** A moment on the Moscow clock, in each language (`3 дек., 14:30`). */
function moment(at: string) {
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Moscow',
    }).format(new Date(at))
  return { ru: format('ru-RU'), en: format('en-GB') }
}

interface Parties {
  id: number
  shipper_company_id: number
  carrier_company_id: number
}

/** Sends what the new figures call for and the row has not sent yet; marks it sent. */
export async function noticeTracking(
  trx: Kysely<DB>,
  order: Parties,
  points: readonly RoutePointRow[],
  row: TrackingRow,
  summary: TrackingSummary,
  now: Date,
): Promise<void> {
  const first = points[0]
  const last = points[points.length - 1]
  const route = {
    ru: `${first?.name_ru ?? ''} → ${last?.name_ru ?? ''}`,
    en: `${first?.name_en ?? ''} → ${last?.name_en ?? ''}`,
  }
  const tell = async (key: 'late' | 'near_loading' | 'near_unloading', params: Record<string, unknown> = {}) => {
    for (const [companyId, roles] of [
      [order.shipper_company_id, ['shipper'] as const],
      [order.carrier_company_id, ['carrier', 'expeditor'] as const],
    ] as const) {
      await notify(trx, {
        companyId,
        roles,
        type: 'order',
        titleKey: `tracking_${key}_title` as NotificationKey,
        bodyKey: `tracking_${key}_body` as NotificationKey,
        params: { order: orderNumber(order.id), route, ...(params as Record<string, string | number>) },
        link: orderPath(order.id),
      })
    }
    await markNoticed(trx, order.id, `${key}_noticed_at`, now)
  }
  if (summary.late && summary.eta && !row.late_noticed_at) await tell('late', { eta: moment(summary.eta) } as never)
  if (summary.near === 'loading' && !row.near_loading_noticed_at) await tell('near_loading', { km: TRACKING_NEAR_KM })
  if (summary.near === 'unloading' && !row.near_unloading_noticed_at)
    await tell('near_unloading', { km: TRACKING_NEAR_KM })
}
