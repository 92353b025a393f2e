/**
 * Dates as `YYYY-MM-DD` (spec 3), shown and typed in the interface language's format (`16.12.2026`, `16/12/2026`)
 * whatever the browser's locale, with a calendar popover (`DateCalendar`). The native date input is not used: it
 * follows the browser's locale (mm/dd/yyyy in a Russian interface on an English browser).
 */
import { type ReactNode, useEffect, useId, useState } from 'react'
import { datePatterns, formatDate, parseDay } from '../../core/contract/format'
import { addTexts } from '../../core/i18n/texts'
import { useLang, useStyles, useT } from './context'
import dateCss from './date.css?inline'
import { ErrorText, Field, type FieldFrameProps } from './field'
import { lazyNamed } from './lazy-named'
import { OnceOpened } from './once-opened'
import { Popover, usePopover } from './popover'
import rangeCss from './range.css?inline'
import type { KitDateTextKey } from './texts/date'
import * as pieceTexts from './texts/date'

// this piece's own texts come with it
addTexts(pieceTexts)

/** The month grid, loaded with the first calendar opened on the page, beside floating-ui which places it. */
const DateCalendar = lazyNamed(() => import('./date-calendar'), 'DateCalendar')

export interface DateInputProps extends FieldFrameProps {
  /** `YYYY-MM-DD` or `''`. */
  value: string
  onChange: (value: string) => void
  min?: string | undefined
  max?: string | undefined
  disabled?: boolean
}

/** Parts: `input`, `calendar-button`, `calendar` (and the `Field` parts). */
export function DateInput({
  label,
  value,
  onChange,
  min,
  max,
  disabled,
  required,
  hint,
  error,
  hideLabel,
  id,
}: DateInputProps) {
  const lang = useLang()
  const t = useT<KitDateTextKey>()
  const shown = value ? formatDate(value, lang) : ''
  const [text, setText] = useState(shown)
  const [problem, setProblem] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const dialogId = `fx-date-${useId()}`
  const floating = usePopover({ open, onClose: () => setOpen(false), matchWidth: false })
  const styles = useStyles(dateCss)

  // a new value from outside (or a new language) rewrites the text
  useEffect(() => {
    setText(shown)
    setProblem(null)
  }, [shown])

  /** The rule a day breaks, or null. */
  const refusal = (day: string) =>
    min && day < min
      ? t('kit.date_at_least', { min: formatDate(min, lang) })
      : max && day > max
        ? t('kit.date_at_most', { max: formatDate(max, lang) })
        : null

  const commit = (typed: string) => {
    if (typed.trim() === '') {
      setProblem(null)
      if (value !== '') onChange('')
      return
    }
    const day = parseDay(typed, lang)
    const broken = day ? refusal(day) : t('kit.not_a_date', { pattern: datePatterns[lang] })
    setProblem(broken)
    if (day && !broken && day !== value) onChange(day)
  }

  const pick = (day: string) => {
    setOpen(false)
    setProblem(null)
    setText(formatDate(day, lang))
    if (day !== value) onChange(day)
    ;(
      (floating.refs.reference.current as HTMLElement | null)?.querySelector('input') as HTMLInputElement | null
    )?.focus()
  }

  return (
    <Field label={label} id={id} hint={hint} error={problem ?? error} required={required} hideLabel={hideLabel}>
      {(control) => (
        <div className="fx-date-wrap" ref={floating.refs.setReference}>
          {styles}
          <input
            part="input"
            className="fx-input fx-date"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={datePatterns[lang]}
            value={text}
            disabled={disabled}
            required={required}
            onChange={(event) => {
              const typed = event.currentTarget.value
              setText(typed)
              if (parseDay(typed, lang)) commit(typed)
            }}
            onBlur={() => commit(text)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(text)
              if (event.key === 'ArrowDown' && event.altKey) {
                event.preventDefault()
                setOpen(true)
              }
            }}
            {...control}
          />
          <button
            type="button"
            part="calendar-button"
            className="fx-icon-button fx-date-button"
            aria-label={t('kit.open_calendar')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            disabled={disabled}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3h10v10H3zM3 6h10M6 1.5v3M10 1.5v3" fill="none" stroke="currentColor" strokeWidth="1.4" />
            </svg>
          </button>
          <Popover floating={floating} open={open} part="date-popover">
            <div id={dialogId} role="dialog" aria-modal="false" aria-label={t('kit.choose_date')}>
              <OnceOpened open={open}>
                <DateCalendar value={value} min={min} max={max} onPick={pick} />
              </OnceOpened>
            </div>
          </Popover>
        </div>
      )}
    </Field>
  )
}

export interface DateRange {
  /** `YYYY-MM-DD` or `''`. */
  from: string
  to: string
}

export interface DateRangeInputProps {
  label: ReactNode
  value: DateRange
  onChange: (value: DateRange) => void
  min?: string
  max?: string
  disabled?: boolean
  error?: ReactNode
}

/** Two dates; the end cannot be set before the start. Parts: `date-range` and the inputs'. */
export function DateRangeInput({ label, value, onChange, min, max, disabled, error }: DateRangeInputProps) {
  const t = useT<KitDateTextKey>()
  const inverted = value.from !== '' && value.to !== '' && value.to < value.from
  const styles = useStyles(rangeCss)
  return (
    <fieldset part="date-range" className="fx-range" disabled={disabled}>
      {styles}
      <legend className="fx-label">{label}</legend>
      <div className="fx-range-inputs">
        <DateInput
          label={t('kit.date_from')}
          value={value.from}
          min={min}
          max={value.to || max}
          onChange={(from) => onChange({ ...value, from })}
        />
        <DateInput
          label={t('kit.date_to')}
          value={value.to}
          min={value.from || min}
          max={max}
          onChange={(to) => onChange({ ...value, to })}
          error={inverted ? t('kit.range_inverted') : undefined}
        />
      </div>
      {error && <ErrorText>{error}</ErrorText>}
    </fieldset>
  )
}
