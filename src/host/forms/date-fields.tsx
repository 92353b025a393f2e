/**
 * The kit's date input bound to a react-hook-form field holding `YYYY-MM-DD` or `''` (see fields.tsx). Apart from
 * the text fields because the date input brings its calendar.
 */
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import { DateInput } from '../../widgets/ui'
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
