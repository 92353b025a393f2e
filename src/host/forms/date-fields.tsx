/**
 * The kit's date and time inputs bound to a react-hook-form field: a date holds `YYYY-MM-DD` or `''`, a time `HH:MM`,
 * `''` or the text typed when it is no time (for the form's rule to name) (see fields.tsx). Apart from the text
 * fields because the date input brings its calendar.
 */
import type { ReactNode } from 'react'
import { type Control, type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import { DateInput, DateRangeInput, TimeInput } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

export function FormDate<T extends FieldValues>({
  control,
  name,
  min,
  max,
  ...rest
}: Bound<T> & { min?: string; max?: string }) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return (
    <DateInput
      {...rest}
      id={controlId}
      min={min}
      max={max}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value as PathValue<T, FieldPath<T>>)
        field.onBlur()
      }}
      error={fieldState.error?.message}
    />
  )
}

export function FormTime<T extends FieldValues>({ control, name, disabled: _, ...rest }: Bound<T>) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return (
    <TimeInput
      {...rest}
      id={controlId}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => field.onChange(value as PathValue<T, FieldPath<T>>)}
      error={fieldState.error?.message}
    />
  )
}

/**
 * A period bound to two fields of a form (its first and last day, `YYYY-MM-DD` or `''`); the message of either (a
 * rule over both, such as the period's length, is the end's) shows under the pair.
 */
export function FormDateRange<T extends FieldValues>({
  control,
  from,
  to,
  label,
  min,
  max,
}: {
  control: Control<T, unknown, unknown>
  from: FieldPath<T>
  to: FieldPath<T>
  label: ReactNode
  min?: string
  max?: string
}) {
  const start = useController({ control, name: from })
  const end = useController({ control, name: to })
  const error = start.fieldState.error?.message ?? end.fieldState.error?.message
  return (
    <DateRangeInput
      label={label}
      min={min}
      max={max}
      value={{
        from: (start.field.value as string | undefined) ?? '',
        to: (end.field.value as string | undefined) ?? '',
      }}
      onChange={(range) => {
        start.field.onChange(range.from as PathValue<T, FieldPath<T>>)
        end.field.onChange(range.to as PathValue<T, FieldPath<T>>)
        start.field.onBlur()
        end.field.onBlur()
      }}
      error={error}
    />
  )
}
