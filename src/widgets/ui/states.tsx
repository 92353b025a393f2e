/** Loading, empty and failed states. */
import type { CSSProperties, ReactNode } from 'react'
import { errorMessage } from '../../core/api'
import { Button } from './button'
import { markFailureShown, useLang, useT } from './context'
import type { EndpointState } from './use-endpoint'

export interface SkeletonProps {
  /** Grey lines to draw. */
  lines?: number
  /** Height of one line (CSS length). */
  height?: string
  width?: string
  /** What is loading, for screen readers; default "Loading…". */
  label?: string
}

/** Placeholder lines while loading; announced once as busy. Part: `skeleton`. */
export function Skeleton({ lines = 3, height = '1em', width = '100%', label }: SkeletonProps) {
  const t = useT()
  return (
    <div part="skeleton" className="fx-skeleton" role="status" aria-busy="true">
      <span className="fx-visually-hidden">{label ?? t('common.loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={i}
          className="fx-skeleton-line"
          aria-hidden="true"
          style={{ height, width: i === lines - 1 && lines > 1 ? '60%' : width } as CSSProperties}
        />
      ))}
    </div>
  )
}

/**
 * The box of a form that loads later (a search's filters): the same class and part as the form, so nothing moves
 * when it comes, and `aria-busy` so a help tour waits for the form itself.
 */
export function FormPlaceholder({ id, className }: { id: string; className: string }) {
  return (
    <div id={id} className={className} part="filters" aria-busy="true">
      <Skeleton lines={6} height="2.5rem" />
    </div>
  )
}

export function Spinner({ label }: { label?: string }) {
  const t = useT()
  return (
    <span className="fx-spinner-wrap" role="status">
      <span className="fx-spinner" aria-hidden="true" />
      <span className="fx-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  )
}

export interface EmptyStateProps {
  title?: ReactNode
  description?: ReactNode
  /** A button or link (reset filters, create). */
  action?: ReactNode
}

/** Part: `empty`. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const t = useT()
  return (
    <div part="empty" className="fx-state">
      <p className="fx-state-title">{title ?? t('common.nothing_found')}</p>
      {description && <p className="fx-hint">{description}</p>}
      {action}
    </div>
  )
}

export interface ErrorStateProps {
  /** The failure: an ApiError shows its catalogue text (spec 8) in this element's language. */
  error: unknown
  title?: ReactNode
  onRetry?: () => void
}

/** Part: `error-state`. The failure is shown here, so the kit does not toast it as well. */
export function ErrorState({ error, title, onRetry }: ErrorStateProps) {
  const t = useT()
  const lang = useLang()
  markFailureShown(error)
  return (
    <div part="error-state" className="fx-state" role="alert">
      <p className="fx-state-title">{title ?? t('kit.error_title')}</p>
      <p className="fx-hint">{errorMessage(error, lang)}</p>
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  )
}

export interface LoadedProps<T> {
  /** A `useEndpoint` answer. */
  of: EndpointState<T>
  /** Skeleton lines while it loads. */
  lines?: number
  /** Shown in place of `children` when the answer holds nothing (by `isEmpty`, or `holdsNothing`). */
  empty?: ReactNode
  isEmpty?: (data: T) => boolean
  /** What the answer shows once it is there. */
  children: (data: T) => ReactNode
}

/** A list (`[]`) or a list answer (`{ data: [] }`) without a row. */
export function holdsNothing(data: unknown): boolean {
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data
  return Array.isArray(rows) && rows.length === 0
}

/**
 * A screen's part that shows one endpoint's answer: the skeleton while it loads, the failure with a retry, the empty
 * state when there is nothing, then the answer. Before it is asked for (`enabled: false`) nothing shows.
 */
export function Loaded<T>({ of, lines, empty, isEmpty, children }: LoadedProps<T>) {
  if (of.state === 'loading') return <Skeleton lines={lines} />
  if (of.state === 'error') return <ErrorState error={of.error} onRetry={of.reload} />
  if (of.state !== 'ready') return null
  return <>{empty !== undefined && (isEmpty ?? holdsNothing)(of.data) ? empty : children(of.data)}</>
}
