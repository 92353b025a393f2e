/**
 * The UI kit's controls bound to a react-hook-form field: value, change, blur, the error under the field, and a
 * focus target so that the first field in error gets the focus after a failed submit.
 */
import { type ReactNode, useId, useState } from 'react'
import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import {
  Button,
  MultiSelect,
  parseDecimal,
  Select,
  type SelectOption,
  TextInput,
  type TextInputProps,
  useT,
} from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'

interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>
  name: FieldPath<T>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}

/** What react-hook-form focuses: the control with this id. */
function focusTarget(id: string) {
  return { focus: () => (document.getElementById(id) as HTMLElement | null)?.focus() }
}

export interface FormTextProps<T extends FieldValues>
  extends Bound<T>,
    Pick<TextInputProps, 'type' | 'autoComplete' | 'placeholder' | 'inputMode' | 'maxLength' | 'readOnly'> {
  id?: string
  /** What an emptied field holds: `''` (default), `null` (nullable fields) or `undefined` (optional ones). */
  empty?: 'string' | 'null' | 'undefined'
  /** Keep the hint under an error (default); off where the error says what the hint says. */
  hintOnError?: boolean
}

export function FormText<T extends FieldValues>({
  control,
  name,
  id,
  disabled,
  empty = 'string',
  hintOnError = true,
  hint,
  ...rest
}: FormTextProps<T>) {
  const auto = useId()
  const controlId = id ?? `fx-form-${auto}`
  const { field, fieldState } = useController({ control, name })
  field.ref(focusTarget(controlId))
  return (
    <TextInput
      {...rest}
      hint={fieldState.error && !hintOnError ? undefined : hint}
      id={controlId}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => {
        const next = value !== '' || empty === 'string' ? value : empty === 'null' ? null : undefined
        field.onChange(next as PathValue<T, FieldPath<T>>)
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  )
}

export interface FormNumberProps<T extends FieldValues> extends Bound<T> {
  /** Whole numbers only (a numeric keyboard). */
  integer?: boolean
}

/**
 * A number field checked by the form's schema, not by the control: the field holds the number typed, `null` when
 * empty and `NaN` when the text is not a number, so the schema's own messages ("Enter a number", "at most 100")
 * show and a bad value never goes out as the last good one.
 */
export function FormNumber<T extends FieldValues>({ control, name, disabled, integer, ...rest }: FormNumberProps<T>) {
  const controlId = `fx-form-${useId()}`
  const { field, fieldState } = useController({ control, name })
  field.ref(focusTarget(controlId))
  const value = field.value as number | null | undefined
  const [text, setText] = useState(value === null || value === undefined ? '' : String(value))
  // follow a value set from outside (reset), unless the text already means it ('1,50' is 1.5)
  const [seen, setSeen] = useState(value)
  if (!Object.is(seen, value)) {
    setSeen(value)
    const parsed = parseDecimal(text)
    if (!Object.is(parsed, value ?? null) && !(Number.isNaN(parsed) && Number.isNaN(value)))
      setText(value === null || value === undefined || Number.isNaN(value) ? '' : String(value))
  }
  return (
    <TextInput
      {...rest}
      id={controlId}
      name={field.name}
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      onChange={(next) => {
        setText(next)
        field.onChange(parseDecimal(next) as PathValue<T, FieldPath<T>>)
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  )
}

export interface FormSelectProps<T extends FieldValues, V> extends Bound<T> {
  options: readonly SelectOption<V>[]
  placeholder?: string
}

export function FormSelect<T extends FieldValues, V>({ control, name, disabled, ...rest }: FormSelectProps<T, V>) {
  const controlId = `fx-form-${useId()}`
  const { field, fieldState } = useController({ control, name })
  field.ref(focusTarget(controlId))
  return (
    <Select<V>
      {...rest}
      id={controlId}
      name={field.name}
      value={(field.value as V | undefined) ?? null}
      onChange={(value) => {
        field.onChange(value as PathValue<T, FieldPath<T>>)
        field.onBlur()
      }}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  )
}

export function FormMultiSelect<T extends FieldValues, V>({ control, name, disabled, ...rest }: FormSelectProps<T, V>) {
  const controlId = `fx-form-${useId()}`
  const { field, fieldState } = useController({ control, name })
  field.ref(focusTarget(controlId))
  return (
    <MultiSelect<V>
      {...rest}
      id={controlId}
      name={field.name}
      value={(field.value as V[] | undefined) ?? []}
      onChange={(value) => {
        field.onChange(value as PathValue<T, FieldPath<T>>)
        field.onBlur()
      }}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  )
}

/** A password field with a "show password" switch. */
export function FormPassword<T extends FieldValues>(props: Omit<FormTextProps<T>, 'type'>) {
  const t = useT<HostTextKey>()
  const [shown, setShown] = useState(false)
  return (
    <div className="fx-hp-form" data-gap="small">
      <FormText {...props} type={shown ? 'text' : 'password'} hintOnError={false} />
      <label className="fx-hp-check fx-hp-muted">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.currentTarget.checked)} />
        {t('host_forms.show_password')}
      </label>
    </div>
  )
}

/** The row under a form with its submit button, busy while the form submits. */
export function FormSubmit({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <div className="fx-hp-actions">
      <Button type="submit" variant="primary" loading={submitting}>
        {children}
      </Button>
    </div>
  )
}
