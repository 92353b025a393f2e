/** A time of day (`HH:MM`) in a labelled field: the browser's own time input. */
import { Field } from '../ui'

export function TimeInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          part="input"
          className="fx-input"
          type="time"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...control}
        />
      )}
    </Field>
  )
}
