/**
 * A modal dialog on the native `<dialog>` (`showModal()`): the browser puts it in the top layer, traps the focus,
 * makes the rest inert and closes it on Escape; it works inside a shadow root. Closing returns the focus to
 * where it was. A click on the backdrop closes it too.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { PopoverRoot, useStyles, useT } from './context'
import dialogCss from './dialog.css?inline'

export interface DialogProps {
  open: boolean
  /** Escape, the close button or the backdrop; the owner sets `open` to false. */
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Actions at the bottom (buttons). */
  footer?: ReactNode
  size?: 'small' | 'medium' | 'large'
}

/** Parts: `dialog`, `dialog-title`, `dialog-close`, `dialog-body`, `dialog-footer`. */
export function Dialog({ open, onClose, title, children, footer, size = 'medium' }: DialogProps) {
  const styles = useStyles(dialogCss)
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // the dialog's popovers (a place picker's list) open inside it: outside, the modal dialog makes them inert
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) dialog.close()
    }
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes with Escape (native)
    <dialog
      ref={ref}
      part="dialog"
      className="fx-dialog"
      data-size={size}
      aria-labelledby={titleId}
      // React passes a nested dialog's (own) close and cancel up the component tree: only this one's count
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onCloseRef.current()
      }}
      onClose={(event) => event.target === event.currentTarget && open && onCloseRef.current()}
      // a click on the backdrop (the dialog itself, outside its frame); the keyboard closes with Escape
      onClick={(event) => event.target === event.currentTarget && onCloseRef.current()}
    >
      {styles}
      {open && (
        <div className="fx-dialog-frame">
          <header className="fx-dialog-header">
            <h2 part="dialog-title" id={titleId} className="fx-dialog-title">
              {title}
            </h2>
            <button
              type="button"
              part="dialog-close"
              className="fx-icon-button"
              aria-label={t('common.close')}
              onClick={() => onCloseRef.current()}
            >
              ×
            </button>
          </header>
          <PopoverRoot portal={portal}>
            <div part="dialog-body" className="fx-dialog-body">
              {children}
            </div>
            {footer && (
              <footer part="dialog-footer" className="fx-dialog-footer">
                {footer}
              </footer>
            )}
          </PopoverRoot>
        </div>
      )}
      <div ref={setPortal} className="fx-dialog-popovers" />
    </dialog>
  )
}
