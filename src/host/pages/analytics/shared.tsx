/**
 * What the analytics screens share: the month filter (spec 3: the current month of the current year by default)
 * and values by unit. The charts are the site's chart (src/host/charts: uPlot, loaded when a chart is shown, with
 * a table of the same numbers).
 */
import { addDays } from '../../../core/contract/days'
import { addTexts } from '../../../core/i18n/texts'
import { type Formatters, useFormat, useLang, useT } from '../../../widgets/ui'
import { FilterSelect } from './filter-select'
import type { AnalyticsTextKey } from './texts'
import * as texts from './texts'
import '../transport/transport.css'
import './analytics.css'

addTexts(texts)

export const useAT = () => useT<AnalyticsTextKey>()

export interface Month {
  year: number
  /** 1..12 */
  month: number
}

export function currentMonth(now = new Date()): Month {
  return { year: now.getFullYear(), month: now.getMonth() + 1 }
}

export const monthKey = (m: Month) => `${m.year}-${String(m.month).padStart(2, '0')}`

export function periodOfMonth(m: Month): { start_date: string; end_date: string } {
  const start = `${monthKey(m)}-01`
  const next = m.month === 12 ? `${m.year + 1}-01-01` : `${m.year}-${String(m.month + 1).padStart(2, '0')}-01`
  return { start_date: start, end_date: addDays(next, -1) }
}

export function MonthFilter({ value, onChange }: { value: Month; onChange: (m: Month) => void }) {
  const t = useAT()
  const lang = useLang()
  const now = currentMonth()
  const names = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { month: 'long' }).format(new Date(2024, i, 15)),
  )
  const monthOptions = names.map((name, i) => ({ value: i + 1, label: name.charAt(0).toUpperCase() + name.slice(1) }))
  const yearOptions = [now.year - 2, now.year - 1, now.year].map((y) => ({ value: y, label: String(y) }))
  return (
    <>
      <FilterSelect
        label={t('analytics.month')}
        options={monthOptions}
        value={value.month}
        onChange={(month) => month && onChange({ ...value, month })}
      />
      <FilterSelect
        narrow
        label={t('analytics.year')}
        options={yearOptions}
        value={value.year}
        onChange={(year) => year && onChange({ ...value, year })}
      />
    </>
  )
}

export type Unit = 'count' | 'money' | 'minutes'

export function formatUnit(format: Formatters, t: ReturnType<typeof useAT>, unit: Unit, value: number | null): string {
  if (value === null) return t('analytics.none')
  if (unit === 'money') return format.money(value, 'RUB')
  if (unit === 'minutes') return t('analytics.minutes', { value: format.number(value) })
  return format.number(value)
}

export function useFormatters() {
  return useFormat()
}
