/**
 * What the shipper's cargo lists (its cargos by stage, the favourites) draw around and inside their cards: the count
 * above the cards, and a card's route line.
 */
import type { ReactNode } from 'react'
import type { Place } from '../../../core/contract/reference'
import { useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'

/** The cards (`li`) under the count of the whole list. */
export function CargoList({ size, children }: { size: number; children: ReactNode }) {
  const t = useT<HostTextKey>()
  return (
    <>
      <p className="sp-count" aria-live="polite">
        {t('shipper_cargos.count', { count: size })}
      </p>
      <ul className="sp-list">{children}</ul>
    </>
  )
}

/** From → to, and what follows the route on the line (the number of points). */
export function CargoRoute({
  from,
  to,
  children,
}: {
  from: Pick<Place, 'name'>
  to: Pick<Place, 'name'>
  children?: ReactNode
}) {
  return (
    <p className="sp-route">
      <strong>{from.name}</strong>
      <span className="hx-arrow" aria-hidden="true">
        {' → '}
      </span>
      <strong>{to.name}</strong>
      {children}
    </p>
  )
}
