/**
 * The keyboard side of the kit's listboxes (the select, the multi-select, the place picker): option ids and moving
 * the active option. Apart from the list itself (./listbox.tsx), which a select loads with its first opening.
 */
import type { ListboxOption } from './listbox'

export const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`

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
