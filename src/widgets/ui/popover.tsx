/**
 * Popovers: positioned with floating-ui (`strategy: 'fixed'`, flipping and shifting into the viewport, at least as
 * wide as the anchor), portalled into the widget's own shadow root (the portal node `defineWidget` renders), and
 * closed on an outside press (`composedPath()`, since the page only sees the host as target) and on Escape.
 * Only the positioning core of floating-ui (`@floating-ui/dom`), and only once a popover opens: it is fetched with
 * the first popover opened on the page (a separate chunk, ~7 KB gzip), not with every element. The few lines of
 * `@floating-ui/react-dom`'s hook it replaced (element state, `autoUpdate` while open, the translate style) are
 * below; dismissal and the portal too.
 */
import type { Placement } from '@floating-ui/dom'
import { type CSSProperties, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useStyles, useWidget } from './context'
import { eventWithin } from './focus'
import { loadOnce } from './load-once'
import popoverCss from './popover.css?inline'

export type CloseReason = 'outside' | 'escape'

export interface PopoverOptions {
  open: boolean
  onClose: (reason: CloseReason) => void
  placement?: Placement
  /** Be at least as wide as the anchor (default true). */
  matchWidth?: boolean
}

/** floating-ui, loaded once per page, when the first popover opens. */
export const loadFloatingDom = loadOnce(() => import('@floating-ui/dom'))

/** Where the floating box is, as floating-ui's React hook styled it: fixed at the origin, moved by a transform. */
function positionStyle(x: number, y: number): CSSProperties {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1
  const round = (value: number) => Math.round(value * ratio) / ratio
  return { position: 'fixed', left: 0, top: 0, transform: `translate(${round(x)}px, ${round(y)}px)` }
}

export function usePopover({ open, onClose, placement = 'bottom-start', matchWidth = true }: PopoverOptions) {
  const [reference, setReferenceNode] = useState<Element | null>(null)
  const [floatingElement, setFloatingNode] = useState<HTMLElement | null>(null)
  const referenceRef = useRef<Element | null>(null)
  const setReference = useCallback((node: Element | null) => {
    referenceRef.current = node
    setReferenceNode(node)
  }, [])
  const setFloating = useCallback((node: HTMLElement | null) => setFloatingNode(node), [])
  const [position, setPosition] = useState<{ x: number; y: number }>({ x: 0, y: 0 })

  useLayoutEffect(() => {
    if (!open || !reference || !floatingElement) return
    let active = true
    let stop: (() => void) | undefined
    void loadFloatingDom().then(({ autoUpdate, computePosition, flip, offset, shift, size }) => {
      if (!active) return
      stop = autoUpdate(reference, floatingElement, () => {
        void computePosition(reference, floatingElement, {
          placement,
          strategy: 'fixed',
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
        }).then(({ x, y }) => {
          if (active) setPosition((old) => (old.x === x && old.y === y ? old : { x, y }))
        })
      })
    })
    return () => {
      active = false
      stop?.()
    }
  }, [open, reference, floatingElement, placement, matchWidth])

  const floating = {
    refs: { setReference, setFloating, reference: referenceRef },
    elements: { reference, floating: floatingElement },
    floatingStyles: positionStyle(position.x, position.y),
  }
  const domReference = reference instanceof Element ? reference : null

  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

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
  const styles = useStyles(popoverCss)
  if (!open) return null
  return createPortal(
    <div
      ref={floating.refs.setFloating}
      part={part}
      className={['fx-popover', className].filter(Boolean).join(' ')}
      style={{ ...floating.floatingStyles, ...style }}
    >
      {styles}
      {children}
    </div>,
    portal ?? document.body,
  )
}
