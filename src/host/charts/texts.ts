/** The chart frame's texts (Chart.tsx), Russian and English; added by the frame itself. */
import type { TextKey } from '../../core/i18n/keys'

export const ru = {
  chart: {
    table_view: 'Таблица с теми же числами',
    failed: 'График не загрузился; числа — в таблице ниже.',
    total: 'Всего',
    date: 'Дата',
  },
}

export const en: typeof ru = {
  chart: {
    table_view: 'A table of the same numbers',
    failed: 'The chart did not load; the numbers are in the table below.',
    total: 'Total',
    date: 'Date',
  },
}

export type ChartTextKey = TextKey<typeof ru>
