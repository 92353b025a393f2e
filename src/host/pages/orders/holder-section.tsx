/**
 * One holder section of an order (director, driver or transport): read-only for the shipper and the security
 * service, a small form for the carrier while the order waits for its documents (./holder-form.tsx, loaded when a
 * section is editable: the form's schemas and react-hook-form are not on the page of an order one only reads).
 */
import { Suspense } from 'react'
import type { Order } from '../../../core/contract/orders'
import { lazyNamed, Skeleton, useT } from '../../../widgets/ui'
import type { HostTextKey } from '../../texts/keys'
import { fieldsOf, type Section, type Values } from './holder-fields'

export type { Section } from './holder-fields'

const HolderForm = lazyNamed(() => import('./holder-form'), 'HolderForm')

export function HolderSection({
  order,
  section,
  editable,
  onSaved,
}: {
  order: Order
  section: Section
  editable: boolean
  onSaved: (order: Order) => void
}) {
  const t = useT<HostTextKey>()
  const current = order[section] as Values | null
  return (
    <section className="fx-hp-section fx-or-holder" data-section={section} aria-labelledby={`fx-or-${section}`}>
      <h2 id={`fx-or-${section}`}>{t(`orders.${section}`)}</h2>
      {editable ? (
        <Suspense fallback={<Skeleton lines={fieldsOf[section].length + 1} height="2.75em" />}>
          <HolderForm order={order} section={section} current={current} onSaved={onSaved} />
        </Suspense>
      ) : current ? (
        <dl className="fx-hp-facts">
          {fieldsOf[section].map((f) => (
            <div key={f.key}>
              <dt>{t(f.label)}</dt>
              <dd data-empty={current[f.key] ? undefined : ''}>{current[f.key] ? String(current[f.key]) : '—'}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="fx-hp-muted">{t('orders.not_filled')}</p>
      )}
    </section>
  )
}
