/**
 * The kit's place picker bound to a react-hook-form field that holds the place chosen (`null` when none; see
 * fields.tsx). Apart from the text fields because the picker brings its search and its list.
 */
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import type { Place } from '../../core/contract/reference'
import { PointPicker, type PointPickerProps } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

/** `radius` and `onRadiusChange`: the picker's radius field, for a form that keeps the radius in a field of its own. */
export function FormPlace<T extends FieldValues>({
  control,
  name,
  ...rest
}: Bound<T> & Pick<PointPickerProps, 'radius' | 'onRadiusChange'>) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return (
    <PointPicker
      {...rest}
      id={controlId}
      value={(field.value as Place | null | undefined) ?? null}
      onChange={(place) => {
        field.onChange(place as PathValue<T, FieldPath<T>>)
        field.onBlur()
      }}
      error={fieldState.error?.message}
    />
  )
}
