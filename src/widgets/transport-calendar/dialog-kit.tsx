import { type ReactNode, useState } from 'react'
import { KitProvider, useWidget } from '../ui'

/**
 * A modal dialog makes everything outside it inert, so the popovers of its pickers portal into the dialog itself
 * (the widget's toasts stay the widget's).
 */
export function DialogKit({ children }: { children: ReactNode }) {
  const { toasts } = useWidget()
  const [portal, setPortal] = useState<HTMLElement | null>(null)
  return (
    <>
      <KitProvider portal={portal} toasts={toasts}>
        {children}
      </KitProvider>
      <div className="fx-portal" ref={setPortal} />
    </>
  )
}
