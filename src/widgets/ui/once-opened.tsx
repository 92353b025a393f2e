/**
 * For a piece loaded with its first showing (`lazy(() => import('./x-dialog'))`): renders `children` from the first
 * time `open` is true on, `fallback` (nothing by default) before and while they load. A page showing a widget does
 * not load the forms only a dialog shows; once opened, the dialog stays mounted (closed), as a dialog written in
 * place would. A search's filter form opens this way after the first results, with a placeholder of its box.
 */
import { type ReactNode, Suspense, useRef } from 'react'

export function OnceOpened({
  open,
  fallback = null,
  children,
}: {
  open: boolean
  fallback?: ReactNode
  children: ReactNode
}) {
  const opened = useRef(false)
  if (open) opened.current = true
  return opened.current ? <Suspense fallback={fallback}>{children}</Suspense> : fallback
}
