/**
 * Popovers: positioned with floating-ui (`strategy: 'fixed'`, flipping and shifting into the viewport, at least as
 * wide as the anchor), portalled into the widget's own shadow root (the portal node `defineWidget` renders), and
 * closed on an outside press (`composedPath()`, since the page only sees the host as target) and on Escape.
 * Only the positioning half of floating-ui (`@floating-ui/react-dom`, ~10 KB gzip less than `@floating-ui/react`):
 * dismissal and the portal are the few lines below.
 */
import { autoUpdate, flip, offset, type Placement, shift, size, useFloating } from '@floating-ui/react-dom'
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useWidget } from './context'
import { eventWithin } from './focus'

export type CloseReason = 'outside' | 'escape'

export interface PopoverOptions {
  open: boolean
  onClose: (reason: CloseReason) => void
  placement?: Placement
  /** Be at least as wide as the anchor (default true). */
  matchWidth?: boolean
}

export function usePopover({ open, onClose, placement = 'bottom-start', matchWidth = true }: PopoverOptions) {
  const floating = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.minWidth = matchWidth ? `${rects.reference.width}px` : ''
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(360, availableHeight))}px`
        },
      }),
    ],
  })
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const { reference, floating: floatingElement } = floating.elements
  const domReference = reference instanceof Element ? reference : null

  useEffect(() => {
    if (!open) return
    const doc = domReference?.ownerDocument ?? document
    const onPointerDown = (event: PointerEvent) => {
      if (!eventWithin(event, domReference, floatingElement)) onCloseRef.current('outside')
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      // an Escape meant for this popover closes only it (not a dialog around it)
      if (eventWithin(event, domReference, floatingElement)) {
        event.preventDefault()
        event.stopPropagation()
      }
      onCloseRef.current('escape')
    }
    doc.addEventListener('pointerdown', onPointerDown, true)
    doc.addEventListener('keydown', onKeyDown, true)
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true)
      doc.removeEventListener('keydown', onKeyDown, true)
    }
  }, [open, domReference, floatingElement])

  return floating
}

export interface PopoverProps {
  floating: ReturnType<typeof usePopover>
  open: boolean
  children: ReactNode
  className?: string
  part?: string
  style?: CSSProperties
}

/** The floating box, portalled into the widget's shadow root. Part: `popover` unless given. */
export function Popover({ floating, open, children, className, part = 'popover', style }: PopoverProps) {
  const { portal } = useWidget()
  if (!open) return null
  return createPortal(
    <div
      ref={floating.refs.setFloating}
      part={part}
      className={['fx-popover', className].filter(Boolean).join(' ')}
      style={{ ...floating.floatingStyles, ...style }}
    >
      {children}
    </div>,
    portal ?? document.body,
  )
}
