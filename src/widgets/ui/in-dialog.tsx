/**
 * Popovers (select lists, date and place pickers) of controls inside a modal `Dialog`: the dialog sits in the
 * browser's top layer and makes the rest of the page inert, so a list portalled outside it would show under it and
 * take no clicks. This keeps them inside the dialog; toasts still go to the widget's (or the page's) region.
 */
import { type ReactNode, useState } from 'react'
import { KitProvider, useWidget } from './context'

export function InDialog({ children }: { children: ReactNode }) {
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
