/**
 * Labelled form controls: a `Field` frame (label, hint, error, wired by ids for screen readers) and the text input
 * built on it. The number and range inputs are in ./number-field.tsx: they check numbers by the contract's rules
 * and load its validation messages with a field's first bad value (./validation-messages.ts).
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { useT } from './context'

export interface FieldProps {
  label: ReactNode
  /** The control's id; the frame generates one when absent. */
  id?: string
  hint?: ReactNode
  /** An error text: shown under the control and announced; the control gets `aria-invalid`. */
  error?: ReactNode
  required?: boolean
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

/** What a labelled control takes for its `Field` frame. */
export type FieldFrameProps = Pick<FieldProps, 'label' | 'id' | 'hint' | 'error' | 'required' | 'hideLabel'>

/** What a control inside a `Field` spreads onto itself. */
export interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

/** Parts: `field`, `label`, `hint`, `error`. */
export function Field({ label, id, hint, error, required, hideLabel, className, children }: FieldProps) {
  const t = useT()
  const auto = useId()
  const controlId = id ?? `fx-field-${auto}`
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div part="field" className={['fx-field', className].filter(Boolean).join(' ')} data-invalid={!!error || undefined}>
      <label part="label" htmlFor={controlId} className={hideLabel ? 'fx-visually-hidden' : 'fx-label'}>
        {label}
        {required && (
          <span className="fx-required" title={t('common.required_mark')}>
            {' *'}
            <span className="fx-visually-hidden">{t('common.required_mark')}</span>
          </span>
        )}
      </label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && (
        <div part="hint" id={hintId} className="fx-hint">
          {hint}
        </div>
      )}
    </div>
  )
}

export type InputBase = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id' | 'children'>

export interface TextInputProps extends InputBase {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'search' | 'password' | 'url'
  id?: string
  hint?: ReactNode
  error?: ReactNode
  hideLabel?: boolean
}

/** An error text under a control or a group of them, announced. Part: `error`. */
export function ErrorText({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <div part="error" id={id} className="fx-error-text" role="alert">
      {children}
    </div>
  )
}

/** A labelled text input. Part: `input` (and the `Field` parts). */
export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  id,
  hint,
  error,
  hideLabel,
  ...rest
}: TextInputProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} required={rest.required} hideLabel={hideLabel}>
      {(control) => (
        <input
          part="input"
          className="fx-input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...rest}
          {...control}
        />
      )}
    </Field>
  )
}
