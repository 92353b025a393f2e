/**
 * The UI kit's controls bound to a react-hook-form field: value, change, blur, the error under the field, and a
 * focus target so that the first field in error gets the focus after a failed submit.
 *
 * Here the text-like fields (text, password, the submit row) and what every bound field shares (`Bound`,
 * `useBoundField`); the fields that bring a heavier piece of the kit live apart, so that a page pays only for the
 * fields it uses: FormNumber (the kit's number parsing) in number-fields.tsx, FormSelect and FormMultiSelect (the
 * kit's selects with their listbox) in select-fields.tsx. /login, with text and password only, loads no select.
 */
import { type ReactNode, useId, useState } from 'react'
import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import { Button, Field, TextInput, type TextInputProps, useT } from '../../widgets/ui'
import type { HostTextKey } from '../texts/keys'
import { afterPress } from './after-press'

/** What every bound field takes: the form's control, the field's name, its label and state. */
export interface Bound<T extends FieldValues> {
  control: Control<T, unknown, unknown>
  name: FieldPath<T>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
}

/**
 * A bound field's id and its react-hook-form state, with the control of that id as what the form focuses (the first
 * field in error after a failed submit). `id`: the caller's own id, else one made here.
 */
export function useBoundField<T extends FieldValues>(
  control: Control<T, unknown, unknown>,
  name: FieldPath<T>,
  id?: string,
) {
  const auto = useId()
  const controlId = id ?? `fx-form-${auto}`
  const { field, fieldState } = useController({ control, name })
  field.ref({ focus: () => (document.getElementById(controlId) as HTMLElement | null)?.focus() })
  // left for a button, the field is checked once the press is over (after-press.ts)
  const onBlur = () => afterPress(field.onBlur)
  return { controlId, field: { ...field, onBlur }, fieldState }
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
  const { controlId, field, fieldState } = useBoundField(control, name, id)
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

/** A text of several lines (an answer, a reason, a comment). */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  rows = 3,
  maxLength,
  className,
}: Bound<T> & { rows?: number; maxLength?: number; className?: string }) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return (
    <Field id={controlId} label={label} hint={hint} error={fieldState.error?.message} required={required}>
      {(own) => (
        <textarea
          className={className ? `fx-input ${className}` : 'fx-input'}
          name={field.name}
          rows={rows}
          maxLength={maxLength}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value as PathValue<T, FieldPath<T>>)}
          onBlur={field.onBlur}
          disabled={disabled}
          {...own}
        />
      )}
    </Field>
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
