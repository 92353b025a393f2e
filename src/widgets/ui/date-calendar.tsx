/**
 * The month grid of the date picker (WAI-ARIA date picker dialog pattern): a `grid` of day buttons with one tab stop,
 * month and weekday names from `Intl.DateTimeFormat` in the interface language, weeks from Monday. Arrows move a
 * day or a week, PageUp/PageDown a month, Home/End the week's ends, Enter or Space picks; days outside min–max are
 * disabled and cannot be picked.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { formatDate, isoDay, toDate } from '../../core/contract/format'
import { useLang, useStyles, useT } from './context'
import calendarCss from './date-calendar.css?inline'
// its texts are the date input's (./texts/date), registered by ./date.tsx, the only module that loads this one
import type { KitDateTextKey } from './texts/date'

export interface DateCalendarProps {
  /** `YYYY-MM-DD` or `''`. */
  value: string
  min?: string | undefined
  max?: string | undefined
  onPick: (value: string) => void
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate()
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), last))
}

export function DateCalendar({ value, min, max, onPick }: DateCalendarProps) {
  const styles = useStyles(calendarCss)
  const lang = useLang()
  const t = useT<KitDateTextKey>()
  const captionId = useId()
  const initial = () => {
    const today = new Date()
    const start = toDate(value) ?? (min && isoDay(today) < min ? toDate(min) : null) ?? today
    return new Date(start.getFullYear(), start.getMonth(), start.getDate())
  }
  const [focused, setFocused] = useState(initial)
  const grid = useRef<HTMLTableElement>(null)
  const moved = useRef(false)
  const focusedIso = isoDay(focused)

  // the focused day takes the keyboard focus on opening and after each move
  useEffect(() => {
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedIso}"]`)
    if (button && (moved.current || !grid.current?.contains(document.activeElement))) button.focus()
    moved.current = false
  }, [focusedIso])

  const outside = (iso: string) => (min !== undefined && min !== '' && iso < min) || (!!max && iso > max)
  const move = (date: Date) => {
    moved.current = true
    setFocused(date)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -((focused.getDay() + 6) % 7)),
      End: () => addDays(focused, 6 - ((focused.getDay() + 6) % 7)),
    }
    const step = steps[event.key]
    if (step) {
      event.preventDefault()
      move(step())
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      if (!outside(focusedIso)) onPick(focusedIso)
    }
  }

  const first = new Date(focused.getFullYear(), focused.getMonth(), 1)
  const start = addDays(first, -((first.getDay() + 6) % 7))
  const weeks: Date[][] = []
  for (let week = 0; week < 6; week++) {
    const days = Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day))
    if (week > 3 && days[0] && days[0].getMonth() !== focused.getMonth()) break
    weeks.push(days)
  }
  const today = isoDay(new Date())

  return (
    <div part="calendar" className="fx-calendar">
      {styles}
      <div className="fx-calendar-head">
        <button
          type="button"
          className="fx-icon-button"
          aria-label={t('kit.previous_month')}
          onClick={() => move(addMonths(focused, -1))}
        >
          ‹
        </button>
        <div id={captionId} className="fx-calendar-caption" aria-live="polite">
          {formatDate(first, lang, { month: 'long', year: 'numeric' })}
        </div>
        <button
          type="button"
          className="fx-icon-button"
          aria-label={t('kit.next_month')}
          onClick={() => move(addMonths(focused, 1))}
        >
          ›
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's month grid is a table with role grid */}
      <table ref={grid} role="grid" aria-labelledby={captionId} className="fx-calendar-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day.getDay()} scope="col" abbr={formatDate(day, lang, { weekday: 'long' })}>
                {formatDate(day, lang, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((days) => (
            <tr key={isoDay(days[0] as Date)}>
              {days.map((day) => {
                const iso = isoDay(day)
                const disabled = outside(iso)
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      data-day={iso}
                      className="fx-day"
                      tabIndex={iso === focusedIso ? 0 : -1}
                      aria-disabled={disabled || undefined}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-label={formatDate(day, lang, {
                        day: 'numeric',
                        month: 'long',
                        year: 'numeric',
                        weekday: 'long',
                      })}
                      data-outside={day.getMonth() !== focused.getMonth() || undefined}
                      onClick={() => {
                        moved.current = true
                        setFocused(day)
                        if (!disabled) onPick(iso)
                      }}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
