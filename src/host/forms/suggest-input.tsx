/**
 * A text field with suggestions (an editable combobox, `aria-autocomplete="list"`): what is typed stays the value;
 * after a short pause the suggestions for it are fetched (the previous request is cancelled) and shown under the
 * field; ArrowDown/ArrowUp move, Enter picks, Escape closes. A failed lookup is toasted (spec 8) and the field
 * keeps working as a plain input.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { type FieldPath, type FieldValues, type PathValue, useController } from 'react-hook-form'
import { Field, Popover, usePopover, useT, useToast } from '../../widgets/ui'
import { Listbox, type ListboxOption } from '../../widgets/ui/listbox'
import { optionId, stepActive } from '../../widgets/ui/listbox-keys'
import type { HostTextKey } from '../texts/keys'
import { afterPress } from './after-press'
import type { FormTextProps } from './fields'

export interface Suggestion<V> {
  value: V
  label: string
  description?: string
}

export interface SuggestInputProps<V> {
  label: ReactNode
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
  /** Looks suggestions up for a text; not called for texts shorter than `minLength`. */
  fetch: (query: string, signal: AbortSignal) => Promise<Suggestion<V>[]>
  onPick: (suggestion: Suggestion<V>) => void
  minLength?: number
  id?: string
  name?: string
  error?: ReactNode
  hint?: ReactNode
  required?: boolean
  disabled?: boolean
  autoComplete?: string
  inputMode?: 'text' | 'numeric'
  placeholder?: string
  debounce?: number
}

export function SuggestInput<V>({
  label,
  value,
  onChange,
  onBlur,
  fetch,
  onPick,
  minLength = 2,
  id,
  name,
  error,
  hint,
  required,
  disabled,
  autoComplete = 'off',
  inputMode,
  placeholder,
  debounce = 250,
}: SuggestInputProps<V>) {
  const t = useT<HostTextKey>()
  const toast = useToast()
  const [query, setQuery] = useState<string | null>(null)
  const [items, setItems] = useState<Suggestion<V>[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listboxId = `fx-suggest-${useId()}`
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const floating = usePopover({ open, onClose: () => setOpen(false) })

  useEffect(() => {
    const q = query?.trim() ?? ''
    if (q.length < minLength) {
      setItems([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchRef.current(q, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return
          setItems(found)
          setActive(found.length > 0 ? 0 : -1)
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return
          setItems([])
          toast.error(failure)
        },
      )
    }, debounce)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, minLength, debounce, toast])

  const options: ListboxOption<number>[] = items.map((item, index) => ({
    value: index,
    label: item.label,
    ...(item.description ? { description: item.description } : {}),
  }))
  const shown = open && options.length > 0

  const pick = (index: number) => {
    const item = items[index]
    if (!item) return
    setOpen(false)
    setQuery(null)
    setItems([])
    onPick(item)
  }

  return (
    <Field label={label} id={id} hint={hint} error={error} required={required}>
      {(control) => (
        <span className="fx-input-wrap" ref={floating.refs.setReference}>
          <input
            className="fx-input"
            type="text"
            role="combobox"
            name={name}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={shown ? listboxId : undefined}
            aria-activedescendant={shown && active >= 0 ? optionId(listboxId, active) : undefined}
            disabled={disabled}
            value={value}
            onChange={(event) => {
              const next = event.currentTarget.value
              onChange(next)
              setQuery(next)
              setOpen(true)
            }}
            onBlur={() => {
              setTimeout(() => setOpen(false), 150)
              onBlur?.()
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                if (options.length === 0) return
                event.preventDefault()
                if (!open) setOpen(true)
                else setActive((i) => stepActive(options, i, event.key === 'ArrowDown' ? 1 : -1))
              } else if (event.key === 'Enter' && shown && active >= 0) {
                event.preventDefault()
                pick(active)
              }
            }}
            {...control}
          />
          <Popover floating={floating} open={shown}>
            <Listbox
              id={listboxId}
              options={options}
              active={active}
              label={typeof label === 'string' ? label : t('host_forms.suggestions')}
              isSelected={() => false}
              onActivate={setActive}
              onPick={(_, index) => pick(index)}
            />
          </Popover>
        </span>
      )}
    </Field>
  )
}

export interface FormSuggestProps<T extends FieldValues, V>
  extends Pick<FormTextProps<T>, 'control' | 'name' | 'label' | 'hint' | 'required' | 'disabled' | 'autoComplete'> {
  fetch: SuggestInputProps<V>['fetch']
  onPick: (suggestion: Suggestion<V>) => void
  minLength?: number
  inputMode?: 'text' | 'numeric'
}

/** `SuggestInput` bound to a form field. */
export function FormSuggest<T extends FieldValues, V>({ control, name, disabled, ...rest }: FormSuggestProps<T, V>) {
  const controlId = `fx-form-${useId()}`
  const { field, fieldState } = useController({ control, name })
  field.ref({ focus: () => document.getElementById(controlId)?.focus() })
  return (
    <SuggestInput<V>
      {...rest}
      id={controlId}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(text) => field.onChange(text as PathValue<T, FieldPath<T>>)}
      onBlur={() => afterPress(field.onBlur)}
      disabled={disabled}
      error={fieldState.error?.message}
    />
  )
}
