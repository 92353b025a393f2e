/**
 * The kit's file picker bound to a react-hook-form field holding the picked `File` or `null` (see fields.tsx). The
 * picker refuses a file of the wrong type or size itself, naming the file and the rule; the field's error (nothing
 * picked, the server's word) shows where the picker's own would.
 */
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import { FilePicker, type FilePickerProps } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

export function FormFile<T extends FieldValues>({
  control,
  name,
  hint: _,
  required: __,
  ...rest
}: Bound<T> & Pick<FilePickerProps, 'accept' | 'maxBytes' | 'busy'>) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return (
    <FilePicker
      {...rest}
      id={controlId}
      name={field.name}
      chosen={(field.value as File | null | undefined)?.name ?? null}
      onPick={(file) => {
        field.onChange(file as PathValue<T, FieldPath<T>>)
        field.onBlur()
      }}
      error={fieldState.error?.message}
    />
  )
}
