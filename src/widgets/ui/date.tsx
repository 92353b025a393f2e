/** Dates as `YYYY-MM-DD` (spec 3), on the browser's native date inputs (their pickers are accessible and local). */
import type { ReactNode } from 'react'
import { useT } from './context'
import { Field } from './field'

export interface DateInputProps {
  label: ReactNode
  /** `YYYY-MM-DD` or `''`. */
  value: string
  onChange: (value: string) => void
  min?: string
  max?: string
  disabled?: boolean
  required?: boolean
  hint?: ReactNode
  error?: ReactNode
  hideLabel?: boolean
  id?: string
}

/** Part: `input` (and the `Field` parts). */
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
  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      {(control) => (
        <input
          part="input"
          className="fx-input fx-date"
          type="date"
          value={value}
          min={min}
          max={max}
          disabled={disabled}
          required={required}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...control}
        />
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
  const t = useT()
  const inverted = value.from !== '' && value.to !== '' && value.to < value.from
  return (
    <fieldset part="date-range" className="fx-range" disabled={disabled}>
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
      {error && (
        <div part="error" className="fx-error-text" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  )
}
