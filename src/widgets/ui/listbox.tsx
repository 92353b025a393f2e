// biome-ignore-all lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant, never focused
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (arrows, Enter), the listbox only the mouse
/** The option list shared by the select, the multi-select and the point picker (ARIA listbox, active descendant). */
import type { ReactNode } from 'react'
import { useStyles } from './context'
import listboxCss from './listbox.css?inline'
import { optionId } from './listbox-keys'

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
  const styles = useStyles(listboxCss)
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
      {styles}
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
