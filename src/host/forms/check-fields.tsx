/**
 * Checkboxes bound to a react-hook-form field (see fields.tsx): one box for a yes/no field, and a group of boxes
 * for a field that holds the values ticked (the group's error under its boxes, as the kit's fields show theirs).
 */
import { type ReactNode, useId } from 'react'
import { type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import type { Bound } from './fields'

/** A yes/no field; `className` the page's own style of a box with its label. */
export function FormCheck<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  className,
  inputName,
}: Omit<Bound<T>, 'required' | 'hint'> & { className?: string; inputName?: string }) {
  const { field } = useController({ control, name })
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={inputName ?? field.name}
        checked={field.value === true}
        disabled={disabled}
        onChange={(event) => field.onChange(event.target.checked as PathValue<T, FieldPath<T>>)}
        onBlur={field.onBlur}
        ref={field.ref}
      />
      {label}
    </label>
  )
}

/** Values to tick, each with its label and the name of its box. */
export interface CheckOption<V> {
  value: V
  label: ReactNode
  name?: string
}

export function FormCheckGroup<T extends FieldValues, V>({
  control,
  name,
  label,
  options,
  className,
  checkClassName,
}: Omit<Bound<T>, 'required' | 'hint' | 'disabled'> & {
  options: readonly CheckOption<V>[]
  className?: string
  checkClassName?: string
}) {
  const errorId = useId()
  const { field, fieldState } = useController({ control, name })
  const chosen = (field.value as V[] | undefined) ?? []
  const error = fieldState.error?.message
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{label}</legend>
      {options.map((option, index) => (
        <label key={String(option.value)} className={checkClassName}>
          <input
            type="checkbox"
            name={option.name ?? `${field.name}-${String(option.value)}`}
            checked={chosen.some((v) => Object.is(v, option.value))}
            // the first box is what the form focuses when the group is in error
            ref={index === 0 ? field.ref : undefined}
            onChange={(event) => {
              const next = event.target.checked
                ? [...chosen, option.value]
                : chosen.filter((v) => !Object.is(v, option.value))
              field.onChange(next as PathValue<T, FieldPath<T>>)
              field.onBlur()
            }}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <div className="fx-error-text" id={errorId} role="alert">
          {error}
        </div>
      )}
    </fieldset>
  )
}
