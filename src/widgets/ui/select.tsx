/**
 * Select and multi-select: the WAI-ARIA "select-only combobox": a focusable trigger (`role="combobox"`) that keeps
 * the focus and points at the active option with `aria-activedescendant`; the listbox pops over in the widget's
 * shadow root. Keys: ArrowDown/ArrowUp open and move, Home/End, Enter/Space pick, Escape and Tab close,
 * typing a letter jumps to the next option starting with it.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { useT } from './context'
import { Field, type FieldFrameProps } from './field'
import { lazyNamed } from './lazy-named'
import type { ListboxOption } from './listbox'
import { firstEnabled, optionId, stepActive } from './listbox-keys'
import { OnceOpened } from './once-opened'
import type { SelectPopupProps } from './select-popup'

// the open list, with the first opening: a closed select is its trigger only (`lazy` drops the generic: restored)
const SelectPopup = lazyNamed(() => import('./select-popup'), 'SelectPopup') as unknown as <V>(
  props: SelectPopupProps<V>,
) => ReactNode

export type SelectOption<V> = ListboxOption<V>

interface CommonProps<V> extends FieldFrameProps {
  options: readonly SelectOption<V>[]
  placeholder?: string
  disabled?: boolean
  name?: string
}

export interface SelectProps<V> extends CommonProps<V> {
  value: V | null
  onChange: (value: V | null) => void
}

export interface MultiSelectProps<V> extends CommonProps<V> {
  value: readonly V[]
  onChange: (value: V[]) => void
}

interface ComboboxProps<V> extends CommonProps<V> {
  multiple: boolean
  isSelected: (option: SelectOption<V>) => boolean
  onPick: (option: SelectOption<V>) => void
  display: string
  /** Where the active option starts when opening. */
  selectedIndex: number
}

function SelectCombobox<V>({
  label,
  options,
  placeholder,
  disabled,
  required,
  hint,
  error,
  hideLabel,
  id,
  multiple,
  isSelected,
  onPick,
  display,
  selectedIndex,
}: ComboboxProps<V>) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listboxId = `fx-listbox-${useId()}`
  const labelId = `${listboxId}-label`
  const typed = useRef({ text: '', at: 0 })
  // state, not a ref: the list, loaded later, is placed against it
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null)

  const show = (index = selectedIndex >= 0 ? selectedIndex : firstEnabled(options)) => {
    setActive(index)
    setOpen(true)
  }
  const pick = (index: number) => {
    const option = options[index]
    if (!option || option.disabled) return
    onPick(option)
    if (!multiple) setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const key = event.key
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault()
        show(key === 'ArrowUp' && selectedIndex < 0 ? firstEnabled(options, true) : undefined)
      }
      return
    }
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        setActive((i) => stepActive(options, i, key === 'ArrowDown' ? 1 : -1))
        return
      case 'Home':
      case 'End':
        event.preventDefault()
        setActive(firstEnabled(options, key === 'End'))
        return
      case 'Enter':
      case ' ':
        event.preventDefault()
        pick(active)
        return
      case 'Tab':
        setOpen(false)
        return
    }
    if (key.length === 1 && /\S/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now()
      typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase(), at: now }
      const prefix = typed.current.text
      const from = prefix.length === 1 ? active : active - 1
      for (let i = 1; i <= options.length; i++) {
        const index = (from + i + options.length) % options.length
        const option = options[index]
        if (option && !option.disabled && option.label.toLowerCase().startsWith(prefix)) {
          setActive(index)
          break
        }
      }
    }
  }

  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      {(control) => (
        <>
          <span id={labelId} hidden>
            {label}
          </span>
          <button
            type="button"
            ref={setTrigger}
            part="select"
            className="fx-select"
            role="combobox"
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listboxId : undefined}
            aria-activedescendant={open && active >= 0 ? optionId(listboxId, active) : undefined}
            disabled={disabled}
            data-placeholder={!display || undefined}
            onClick={() => (open ? setOpen(false) : show())}
            onKeyDown={onKeyDown}
            {...control}
          >
            <span className="fx-select-value">{display || placeholder}</span>
            <span className="fx-chevron" aria-hidden="true" />
          </button>
          <OnceOpened open={open}>
            <SelectPopup
              reference={trigger}
              open={open}
              onClose={() => setOpen(false)}
              id={listboxId}
              options={options}
              active={active}
              isSelected={isSelected}
              multiple={multiple}
              labelledBy={labelId}
              onActivate={setActive}
              onPick={pick}
            />
          </OnceOpened>
        </>
      )}
    </Field>
  )
}

/** One value of a list. Parts: `select`, `popover`, `listbox`, `option` (and the `Field` parts). */
export function Select<V>({ value, onChange, placeholder, ...rest }: SelectProps<V>) {
  const t = useT()
  const selectedIndex = rest.options.findIndex((o) => Object.is(o.value, value))
  return (
    <SelectCombobox
      {...rest}
      placeholder={placeholder ?? t('kit.choose')}
      multiple={false}
      selectedIndex={selectedIndex}
      display={rest.options[selectedIndex]?.label ?? ''}
      isSelected={(option) => Object.is(option.value, value)}
      onPick={(option) => onChange(option.value)}
    />
  )
}

/** Several values of a list; the trigger names one choice or counts them. Parts as `Select`. */
export function MultiSelect<V>({ value, onChange, placeholder, ...rest }: MultiSelectProps<V>) {
  const t = useT()
  const chosen = rest.options.filter((o) => value.some((v) => Object.is(v, o.value)))
  const display =
    chosen.length === 0
      ? ''
      : chosen.length === 1
        ? (chosen[0]?.label ?? '')
        : t('kit.selected', { count: chosen.length })
  return (
    <SelectCombobox
      {...rest}
      placeholder={placeholder ?? t('kit.choose')}
      multiple
      selectedIndex={rest.options.findIndex((o) => value.some((v) => Object.is(v, o.value)))}
      display={display}
      isSelected={(option) => value.some((v) => Object.is(v, option.value))}
      onPick={(option) =>
        onChange(
          value.some((v) => Object.is(v, option.value))
            ? value.filter((v) => !Object.is(v, option.value))
            : [...value, option.value],
        )
      }
    />
  )
}
