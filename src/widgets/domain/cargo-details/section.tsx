import type { ReactNode } from 'react'
import { type EndpointState, ErrorState, Skeleton, useT } from '../../ui'
import type { DomainTextKey } from '../texts'

export type HeadingLevel = 'h2' | 'h3'

/** One titled part of the details; the heading's id labels it (`<prefix>-<name>`, e.g. for in-page links). */
export function Section({
  name,
  title,
  idPrefix,
  heading: Heading,
  children,
}: {
  name: string
  title: string
  idPrefix: string
  heading: HeadingLevel
  children: ReactNode
}) {
  const id = `${idPrefix}-${name}`
  return (
    <section className="cd-section" part={name} aria-labelledby={id} data-section={name}>
      <Heading className="cd-section-title" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** A part that loads on its own: nothing while idle, a skeleton while loading, its failure, or its content. */
export function Loaded<T>({ state, children }: { state: EndpointState<T>; children: (data: T) => ReactNode }) {
  const t = useT<DomainTextKey>()
  if (state.state === 'idle') return null
  if (state.state === 'loading') return <Skeleton lines={2} />
  if (state.state === 'error') {
    return <ErrorState error={state.error} title={t('cargo_search.section_failed')} onRetry={state.reload} />
  }
  return <>{children(state.data)}</>
}

/** Joins class names, skipping the empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
