// biome-ignore-all lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant, never focused
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (arrows, Enter), the listbox only the mouse
/** The option list shared by the select, the multi-select and the point picker (ARIA listbox, active descendant). */
import type { ReactNode } from 'react'

export interface ListboxOption<V> {
  value: V
  label: string
  /** A second line (region, note). */
  description?: string
  disabled?: boolean
}

export interface ListboxProps<V> {
  id: string
  options: readonly ListboxOption<V>[]
  /** Index of the keyboard-active option, -1 for none. */
  active: number
  isSelected: (option: ListboxOption<V>) => boolean
  onPick: (option: ListboxOption<V>, index: number) => void
  onActivate: (index: number) => void
  label?: string
  labelledBy?: string
  multiple?: boolean
  /** Shown instead of options (loading, nothing found). */
  status?: ReactNode
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`

/** Parts: `listbox`, `option`. */
export function Listbox<V>({
  id,
  options,
  active,
  isSelected,
  onPick,
  onActivate,
  label,
  labelledBy,
  multiple,
  status,
}: ListboxProps<V>) {
  return (
    <div
      id={id}
      part="listbox"
      role="listbox"
      className="fx-listbox"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      tabIndex={-1}
      // keep the focus on the combobox while choosing with the mouse
      onMouseDown={(event) => event.preventDefault()}
    >
      {status ? (
        <div className="fx-listbox-status" role="presentation" aria-live="polite">
          {status}
        </div>
      ) : (
        options.map((option, index) => {
          const selected = isSelected(option)
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: option values need not be strings; the index is the option's id too
              key={index}
              id={optionId(id, index)}
              part="option"
              role="option"
              className="fx-option"
              aria-selected={selected}
              aria-disabled={option.disabled || undefined}
              data-active={index === active || undefined}
              onMouseMove={() => index !== active && onActivate(index)}
              onClick={() => !option.disabled && onPick(option, index)}
            >
              {multiple && <span className="fx-check" data-checked={selected || undefined} aria-hidden="true" />}
              <span className="fx-option-text">
                <span className="fx-option-label">{option.label}</span>
                {option.description && <span className="fx-option-description">{option.description}</span>}
              </span>
            </div>
          )
        })
      )}
    </div>
  )
}

/** The next enabled index from `from` in `direction` (wrapping), or -1. */
export function stepActive<V>(options: readonly ListboxOption<V>[], from: number, direction: 1 | -1): number {
  const n = options.length
  if (n === 0) return -1
  for (let i = 1; i <= n; i++) {
    const index = (((from + direction * i) % n) + n) % n
    if (!options[index]?.disabled) return index
  }
  return -1
}

export function firstEnabled<V>(options: readonly ListboxOption<V>[], fromEnd = false): number {
  return stepActive(options, fromEnd ? 0 : -1, fromEnd ? -1 : 1)
}
