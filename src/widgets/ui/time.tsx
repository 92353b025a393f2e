/**
 * A time of day as `HH:MM`, always on the 24-hour clock freight works by, typed as text. The native time input
 * follows the browser's locale (a 12-hour clock with AM/PM in a Russian interface on an English browser), so it is
 * not used. Typed `930`, `9.30` or `9:30` reads as `09:30` and is rewritten so when the field is left; anything else
 * is passed on as typed, for the form's rule (`TimeOfDay`) to name.
 */
import type { ReactNode } from 'react'
import { useState } from 'react'
import { addTexts } from '../../core/i18n/texts'
import { useT } from './context'
import { Field } from './field'
import type { KitDateTextKey } from './texts/date'
import * as pieceTexts from './texts/date'

// this piece's own texts come with it
addTexts(pieceTexts)

/** `HH:MM` of a typed time, or null. */
export function parseTime(text: string): string | null {
  const match = /^\s*(\d{1,2})(?:[:.\-\s]?(\d{2}))?\s*$/.exec(text)
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2] ?? '0')
  if (hours > 23 || minutes > 59) return null
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

export interface TimeInputProps {
  label: ReactNode
  /** The input's id (a form focuses the first field in error by it). */
  id?: string
  /** `HH:MM`, `''`, or what was typed when it is not a time. */
  value: string
  onChange: (value: string) => void
  error?: ReactNode
  hint?: ReactNode
  required?: boolean
  name?: string
}

/** Parts: `input` (and the `Field` parts). */
export function TimeInput({ label, id, value, onChange, error, hint, required, name }: TimeInputProps) {
  const t = useT<KitDateTextKey>()
  const [text, setText] = useState(value)
  // follow a value from outside (a reset, a copied point) unless the text already means it ('930' is 09:30). Done
  // while rendering, not in an effect: a deferred effect (Preact runs them after paint) would overwrite keys typed
  // in between, as in the kit's number input.
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    if (value !== text && parseTime(text) !== value) setText(value)
  }
  return (
    <Field label={label} id={id} error={error} hint={hint} required={required}>
      {(control) => (
        <input
          part="input"
          className="fx-input fx-time"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t('kit.time_pattern')}
          name={name}
          value={text}
          onChange={(event) => {
            const typed = event.currentTarget.value
            setText(typed)
            onChange(typed.trim() === '' ? '' : (parseTime(typed) ?? typed))
          }}
          onBlur={() => {
            const time = parseTime(text)
            if (time) setText(time)
          }}
          {...control}
        />
      )}
    </Field>
  )
}
