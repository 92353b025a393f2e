/**
 * The calendar's dialogs (a task, a truck's card, an external carrier's truck), each loaded with its first opening:
 * a page showing the calendar does not load the forms, offers and files only a dialog shows. Once opened, a dialog
 * stays mounted (closed), as a dialog written in place would.
 */
import { lazy, type ReactNode, Suspense, useRef } from 'react'

export const TaskDialog = lazy(() => import('./task-dialog').then((module) => ({ default: module.TaskDialog })))
export const TruckDialog = lazy(() => import('./truck-dialog').then((module) => ({ default: module.TruckDialog })))
export const ExternalTruckDialog = lazy(() =>
  import('./external-dialog').then((module) => ({ default: module.ExternalTruckDialog })),
)

/** Renders `children` from the first time `open` is true on (nothing before). */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false)
  if (open) opened.current = true
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null
}
