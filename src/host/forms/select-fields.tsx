/**
 * The kit's Select and MultiSelect bound to a react-hook-form field (see fields.tsx). Apart from the text fields
 * because the selects bring the kit's select module and what it needs to open its list (listbox keys, the
 * popup's lazy loader): a page pays only for the fields it uses, and /login, with text and password only, loads no
 * select.
 */
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import { type EndpointState, MultiSelect, Select, type SelectOption } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

export interface FormSelectProps<T extends FieldValues, V> extends Bound<T> {
  options: readonly SelectOption<V>[]
  placeholder?: string
}

/**
 * A select's props from its bound field: a choice is a change and a visit at once (a select has no typing to wait
 * for). `value` apart: the single and the multiple select read it differently.
 */
function useBoundSelect<T extends FieldValues, V>({
  control,
  name,
  disabled,
  label,
  hint,
  required,
  options,
  placeholder,
}: FormSelectProps<T, V>) {
  const { controlId, field, fieldState } = useBoundField(control, name)
  const props = {
    id: controlId,
    name: field.name,
    label,
    hint,
    required,
    options,
    placeholder,
    onChange: (value: unknown) => {
      field.onChange(value as PathValue<T, FieldPath<T>>)
      field.onBlur()
    },
    disabled,
    error: fieldState.error?.message,
  }
  return { value: field.value as unknown, props }
}

export function FormSelect<T extends FieldValues, V>(bound: FormSelectProps<T, V>) {
  const { value, props } = useBoundSelect(bound)
  return <Select<V> {...props} value={(value as V | undefined) ?? null} />
}

export function FormMultiSelect<T extends FieldValues, V>(bound: FormSelectProps<T, V>) {
  const { value, props } = useBoundSelect(bound)
  return <MultiSelect<V> {...props} value={(value as V[] | undefined) ?? []} />
}

/** The choices of an endpoint's answer of named items (`{ id, name }`: partners, staff, dictionaries); none yet while it loads. */
export function namedOptions(answer: EndpointState<readonly { id: number; name: string }[]>): SelectOption<number>[] {
  return answer.state === 'ready' ? answer.data.map((item) => ({ value: item.id, label: item.name })) : []
}
