/**
 * A select's open list (./select.tsx): the listbox, popped over the trigger in the widget's shadow root. Loaded with
 * the first select opened on a page, with floating-ui which places it: a page whose selects stay closed (a search's
 * sort order) does not load it.
 */
import { useLayoutEffect } from 'react'
import { Listbox, type ListboxOption } from './listbox'
import { Popover, usePopover } from './popover'

export interface SelectPopupProps<V> {
  /** The select's trigger, which the list is placed against and which does not count as a click outside. */
  reference: HTMLElement | null
  open: boolean
  onClose: () => void
  id: string
  labelledBy: string
  options: readonly ListboxOption<V>[]
  active: number
  multiple: boolean
  isSelected: (option: ListboxOption<V>) => boolean
  onActivate: (index: number) => void
  onPick: (index: number) => void
}

export function SelectPopup<V>({ reference, open, onClose, onPick, labelledBy, ...list }: SelectPopupProps<V>) {
  const floating = usePopover({ open, onClose })
  const { setReference } = floating.refs
  useLayoutEffect(() => setReference(reference), [reference, setReference])
  return (
    <Popover floating={floating} open={open}>
      <Listbox {...list} labelledBy={labelledBy} onPick={(_, index) => onPick(index)} />
    </Popover>
  )
}
