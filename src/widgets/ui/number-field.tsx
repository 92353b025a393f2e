/**
 * The number input (a comma or a dot, spaces between digit groups, the rule a value breaks shown under it) and the
 * min–max range of two, on the kit's `Field`.
 */
import { type ReactNode, useEffect, useId, useState } from 'react'
import { type NumberProblem, numberProblem } from '../../core/contract/messages'
import { useLang, useStyles, useT } from './context'
import { ErrorText, Field, type InputBase } from './field'
import { loadOnce } from './load-once'
import rangeCss from './range.css?inline'

/** The messages, loaded when a field first breaks its rule: a page whose numbers are fine never loads them. */
const loadMessages = loadOnce(() => import('./validation-messages'))

/** A problem's message, once the messages are here (a moment after the first problem on a page). */
function useProblemMessage(problem: NumberProblem | null): string | null {
  const lang = useLang()
  const [, setLoaded] = useState(loadMessages.loaded !== undefined)
  const messages = loadMessages.loaded
  const waiting = problem !== null && messages === undefined
  useEffect(() => {
    if (waiting)
      void loadMessages().then(
        () => setLoaded(true),
        () => undefined,
      )
  }, [waiting])
  return problem && messages ? messages.validationMessage(lang, problem.key, problem.params) : null
}

/** `'1 234,5'` → 1234.5; `''` → null; not a number → NaN. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  if (cleaned === '') return null
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

export interface NumberInputProps extends Omit<InputBase, 'min' | 'max' | 'step'> {
  label: ReactNode
  /** What the field shows: a number, `null` when empty, `NaN` when its text is not a number. */
  value: number | null
  /**
   * Called with what the field shows: a number (also one that breaks the rule, which the field flags), `null` when
   * emptied, `NaN` while the text is not a number. A form checks it with `numberProblem` (core) before sending, so
   * it never sends an older value than the one shown.
   */
  onChange: (value: number | null) => void
  min?: number
  max?: number
  /** An exclusive lower bound: `greaterThan={0}` for a price («Значение должно быть больше 0»). */
  greaterThan?: number
  /** Whole numbers only. */
  integer?: boolean
  /** A unit after the input (`km`, `t`). */
  unit?: ReactNode
  id?: string
  hint?: ReactNode
  error?: ReactNode
  hideLabel?: boolean
}

/**
 * A labelled number input that accepts a comma or a dot (`1,5`) and spaces between digit groups. It shows the rule
 * a value breaks (the contract's messages, `numberProblem`: not a number, too large, out of bounds) and reports
 * every value it shows. Parts: `input`, `unit`.
 */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  greaterThan,
  integer,
  unit,
  id,
  hint,
  error,
  hideLabel,
  ...rest
}: NumberInputProps) {
  const [text, setText] = useState(value === null || Number.isNaN(value) ? '' : String(value))
  // follow a value from outside, unless the text already means it ('1,50' is 1.5). Done while rendering, not in an
  // effect: a deferred effect (Preact runs them after paint) would overwrite keys typed in between.
  const [seen, setSeen] = useState(value)
  if (!Object.is(seen, value)) {
    setSeen(value)
    if (!Object.is(parseDecimal(text), value) && !Number.isNaN(value)) setText(value === null ? '' : String(value))
  }
  const parsed = parseDecimal(text)
  // an empty field is the form's business (required or not); a typed one is checked against the rule here
  const own = useProblemMessage(parsed === null ? null : numberProblem(parsed, { min, max, greaterThan, integer }))
  return (
    <Field label={label} id={id} hint={hint} error={own ?? error} required={rest.required} hideLabel={hideLabel}>
      {(control) => (
        <span className="fx-input-wrap">
          <input
            part="input"
            className="fx-input"
            type="text"
            inputMode={integer ? 'numeric' : 'decimal'}
            value={text}
            onChange={(event) => {
              const next = event.currentTarget.value
              setText(next)
              onChange(parseDecimal(next))
            }}
            {...rest}
            {...control}
          />
          {unit && (
            <span part="unit" className="fx-unit" aria-hidden="true">
              {unit}
            </span>
          )}
        </span>
      )}
    </Field>
  )
}

export interface RangeValue {
  min: number | null
  max: number | null
}

export interface RangeInputProps {
  /** The group's label (`Вес`); the inputs are labelled "from" and "to". */
  label: ReactNode
  value: RangeValue
  onChange: (value: RangeValue) => void
  unit?: ReactNode
  /** Bounds for both ends. */
  min?: number
  max?: number
  integer?: boolean
  disabled?: boolean
  error?: ReactNode
}

/**
 * A min–max pair (spec 3: ranges travel as a min and, when max ≥ min, a max). A max below the min is flagged.
 * Parts: `range` and those of the two number inputs.
 */
export function RangeInput({ label, value, onChange, unit, min, max, integer, disabled, error }: RangeInputProps) {
  const t = useT()
  const labelId = useId()
  const inverted = value.min !== null && value.max !== null && value.max < value.min
  const styles = useStyles(rangeCss)
  return (
    <fieldset part="range" className="fx-range" aria-labelledby={labelId} disabled={disabled}>
      {styles}
      <legend id={labelId} className="fx-label">
        {label}
      </legend>
      <div className="fx-range-inputs">
        <NumberInput
          label={t('common.min')}
          value={value.min}
          onChange={(next) => onChange({ ...value, min: next })}
          min={min}
          max={max}
          integer={integer}
          unit={unit}
        />
        <NumberInput
          label={t('common.max')}
          value={value.max}
          onChange={(next) => onChange({ ...value, max: next })}
          min={min}
          max={max}
          integer={integer}
          unit={unit}
          error={inverted ? t('kit.range_inverted') : undefined}
        />
      </div>
      {error && <ErrorText>{error}</ErrorText>}
    </fieldset>
  )
}
