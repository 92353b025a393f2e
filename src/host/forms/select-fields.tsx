/**
 * The kit's Select and MultiSelect bound to a react-hook-form field (see fields.tsx). Apart from the text fields
 * because the selects bring the kit's select module and what it needs to open its list (listbox keys, the
 * popup's lazy loader): a page pays only for the fields it uses, and /login, with text and password only, loads no
 * select.
 */
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import { MultiSelect, Select, type SelectOption } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

export interface FormSelectProps<T extends FieldValues, V> extends Bound<T> {
  options: readonly SelectOption<V>[]
  placeholder?: string
}

/** A select's binding: a choice is a change and a visit at once (a select has no typing to wait for). */
function useBoundSelect<T extends FieldValues>({ control, name, disabled }: Bound<T>) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  return {
    id: controlId,
    name: field.name,
    value: field.value as unknown,
    onChange: (value: unknown) => {
      field.onChange(value as PathValue<T, FieldPath<T>>)
      field.onBlur()
    },
    disabled,
    error: fieldState.error?.message,
  }
}

export function FormSelect<T extends FieldValues, V>({ options, placeholder, ...bound }: FormSelectProps<T, V>) {
  const { value, ...binding } = useBoundSelect(bound)
  return (
    <Select<V>
      label={bound.label}
      hint={bound.hint}
      required={bound.required}
      options={options}
      placeholder={placeholder}
      {...binding}
      value={(value as V | undefined) ?? null}
    />
  )
}

export function FormMultiSelect<T extends FieldValues, V>({ options, placeholder, ...bound }: FormSelectProps<T, V>) {
  const { value, ...binding } = useBoundSelect(bound)
  return (
    <MultiSelect<V>
      label={bound.label}
      hint={bound.hint}
      required={bound.required}
      options={options}
      placeholder={placeholder}
      {...binding}
      value={(value as V[] | undefined) ?? []}
    />
  )
}
