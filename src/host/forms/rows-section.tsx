/**
 * A section of a page that lists one endpoint's rows: its heading (and a lead), then the skeleton, the failure with
 * its retry or the empty state, then the rows as the site's list in columns (`.fx-hp-list[data-layout="rows"]`).
 */
import type { ReactNode } from 'react'
import { type EndpointState, Loaded } from '../../widgets/ui'

export function RowsSection<T>({
  id,
  title,
  lead,
  of,
  lines,
  empty,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string
  title: ReactNode
  lead?: ReactNode
  of: EndpointState<readonly T[]>
  lines?: number
  empty: ReactNode
  /** A row: an `li.fx-hp-item`. */
  children: (row: T) => ReactNode
}) {
  return (
    <section className="fx-hp-section" aria-labelledby={id}>
      <h2 className="fx-hp-subtitle" id={id}>
        {title}
      </h2>
      {lead && <p className="fx-hp-lead">{lead}</p>}
      <Loaded of={of} lines={lines} empty={empty}>
        {(rows) => (
          <ul className="fx-hp-list" data-layout="rows">
            {rows.map(children)}
          </ul>
        )}
      </Loaded>
    </section>
  )
}
