/**
 * For a dialog loaded with its first opening (`lazy(() => import('./x-dialog'))`): renders `children` from the first
 * time `open` is true on, nothing before. A page showing a widget does not load the forms only a dialog shows; once
 * opened, the dialog stays mounted (closed), as a dialog written in place would.
 */
import { type ReactNode, Suspense, useRef } from 'react'

export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false)
  if (open) opened.current = true
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null
}
