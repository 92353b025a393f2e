/**
 * A number bound to a react-hook-form field (see fields.tsx). Apart from the text fields because it brings the
 * kit's number-field module (for `parseDecimal`): a page pays only for the fields it uses, and /login and the other
 * text-only forms load none of it.
 */
import { useState } from 'react'
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form'
import { z } from 'zod'
import { parseDecimal, TextInput } from '../../widgets/ui'
import { type Bound, useBoundField } from './fields'

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
  const { controlId, field, fieldState } = useBoundField(control, name)
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

/**
 * What a FormNumber holds, for a form whose schema makes its values into the contract's body: any number, `NaN` or
 * `null` pass, so that the contract's own rules judge them ("Enter a number", "required") together with every other
 * field (a schema that stopped at a bad number would leave the other fields' messages for the next try).
 */
export const TypedNumber = z.union([z.number(), z.nan()]).nullable()
