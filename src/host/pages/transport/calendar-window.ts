/** The fleet's calendar rows over a window, every page of them (the routes screen reads all trucks). */

import type { CalendarRow } from '../../../core/contract/transport'
import * as fleet from '../../../core/contract/transport'
import type { WidgetApi } from '../../../widgets/ui'

const PAGE = 500

export async function loadWindow(
  api: WidgetApi,
  from: string,
  to: string,
  signal: AbortSignal,
): Promise<CalendarRow[]> {
  const rows: CalendarRow[] = []
  for (let offset = 0; ; offset += PAGE) {
    const answer = await api.call(fleet.listTasks, {
      query: { limit: PAGE, offset, filter: { start_date: from, end_date: to } },
      signal,
    })
    rows.push(...answer.data)
    if (rows.length >= answer.meta.size || answer.data.length === 0) return rows
  }
}
