/**
 * The kit's Select and MultiSelect bound to a react-hook-form field (see fields.tsx). Apart from the text fields
 * because the selects bring the kit's select module and what it needs to open its list (listbox keys, the
 * popup's lazy loader): a page pays only for the fields it uses, and /login, with text and password only, loads no
 * select.
 */
import { useId } from 'react'
import { type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import { MultiSelect, Select, type SelectOption } from '../../widgets/ui'
import { type Bound, focusTarget } from './fields'

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
