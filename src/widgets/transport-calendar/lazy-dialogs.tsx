/**
 * The calendar's dialogs (a task, a truck's card, an external carrier's truck), each loaded with its first opening:
 * a page showing the calendar does not load the forms, offers and files only a dialog shows (rendered within the
 * kit's `OnceOpened`).
 */
import { lazy } from 'react'

export const TaskDialog = lazy(() => import('./task-dialog').then((module) => ({ default: module.TaskDialog })))
export const TruckDialog = lazy(() => import('./truck-dialog').then((module) => ({ default: module.TruckDialog })))
export const ExternalTruckDialog = lazy(() =>
  import('./external-dialog').then((module) => ({ default: module.ExternalTruckDialog })),
)
